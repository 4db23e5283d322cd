import { ProblemError } from '../../core/errors/problem.js';

export const bodyLimits = {
  /** Requests without photos. */
  plain: 1024 * 1024,
  /** Requests carrying photos. */
  withPhotos: 25 * 1024 * 1024,
};

const tooLarge = (limit: number) =>
  new ProblemError('payload_too_large', `The body is larger than ${limit / 1024 / 1024} MiB. Send less text, fewer or smaller photos (1 MiB without photos, 25 MiB with photos).`);

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function hasPhotos(body: unknown): boolean {
  const input = (body as { input?: { photos?: unknown } } | null)?.input;
  return Array.isArray(input?.photos) && input.photos.length > 0;
}

/** Reads a JSON object body: 415 for another media type, 413 over the limits, 400 for broken JSON. */
export async function readJsonBody(request: Request, options: { required: boolean }): Promise<unknown> {
  const type = request.headers.get('content-type');
  const raw = await readLimited(request, bodyLimits.withPhotos);
  if (raw.byteLength === 0 && !options.required) return undefined;
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) {
    throw new ProblemError('unsupported_media_type', 'Send the body as JSON with `Content-Type: application/json`.');
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw new ProblemError('invalid_request', 'The body is not valid UTF-8 JSON. Check quoting, commas and encoding.');
  }
  if (raw.byteLength > bodyLimits.plain && !hasPhotos(body)) throw tooLarge(bodyLimits.plain);
  return body;
}
