/**
 * Idempotency rules both SQL adapters apply to a key's row (only the SQL differs).
 * An estimate's answer is stored once: the key's row keeps its status and
 * headers and points at the estimate, whose stored JSON is the replayed body.
 */
import type { IdempotencyRefusal, StoredResponse } from '../../core/idempotency/storage-port.js';

export interface KeyState {
  fingerprint: string;
  response: string | null;
  lock_until: number;
  expires_at: number;
  owner: string | null;
  /** The body of the estimate the row points at, when it does. */
  estimate_body: string | null;
}

/** The stored answer: its own body, or the body of the estimate it points at. */
export function replayOf(row: Pick<KeyState, 'response' | 'estimate_body'>): StoredResponse {
  const stored = JSON.parse(row.response!) as { status: number; headers: Record<string, string>; body?: string };
  return { status: stored.status, headers: stored.headers, body: stored.body ?? row.estimate_body ?? 'null' };
}

/** Null when the key may be claimed now (new, expired, or abandoned by a claimant that died); else why not. */
export function refusalOf(row: KeyState | undefined, fingerprint: string, now: number): IdempotencyRefusal | null {
  if (!row || row.expires_at <= now) return null;
  if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
  if (row.response !== null) return { state: 'replay', response: replayOf(row) };
  if (row.lock_until > now) return { state: 'in_progress' };
  return null;
}

/** Why a claimant that claimed earlier may not commit: its claim was taken over (answered or still running) or dropped. */
export function fencedOut(row: KeyState | undefined, owner: string): IdempotencyRefusal | null {
  if (row && row.owner === owner && row.response === null) return null;
  return row && row.response !== null ? { state: 'replay', response: replayOf(row) } : { state: 'in_progress' };
}

/**
 * The row's answer text: status and headers. The body is kept here only for a
 * 202, whose estimate changes when it finishes (a replay answers the first 202).
 */
export function answerText(response: { status: number; headers: Record<string, string> }, estimateJson: string): string {
  return JSON.stringify(response.status === 202 ? { ...response, body: estimateJson } : response);
}

/** The answer with its body copied in, for an estimate about to be deleted (its replay must not change). */
export function withBody(response: string, estimateJson: string): string {
  const stored = JSON.parse(response) as { body?: string };
  return stored.body === undefined ? JSON.stringify({ ...stored, body: estimateJson }) : response;
}
