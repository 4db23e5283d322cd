import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the whole secret (prefix included). */
export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** `t=<unix seconds>,v1=<sig>[,v1=<sig of the previous secret>]` (spec part 6). */
export function signatureHeader(secrets: readonly string[], timestamp: number, rawBody: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, rawBody)}`)].join(',');
}

export type VerifyResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed_header' | 'timestamp_out_of_tolerance' | 'no_matching_signature' };

/**
 * Receiver helper: checks a `Service-Signature` header against the raw body,
 * in constant time per candidate, and refuses a timestamp outside the tolerance.
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: { toleranceSeconds?: number; now?: Date } = {},
): VerifyResult {
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  let timestamp: number | null = null;
  const candidates: Buffer[] = [];
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) candidates.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || candidates.length === 0) return { ok: false, reason: 'malformed_header' };
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
    if (candidates.some((c) => timingSafeEqual(c, expected))) return { ok: true, timestamp };
  }
  return { ok: false, reason: 'no_matching_signature' };
}
