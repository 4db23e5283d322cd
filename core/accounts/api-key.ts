import { hash, timingSafeEqual } from 'node:crypto';
import type { Environment } from '../estimates/types.js';

const keyPattern = /^svc_(test|live)_[0-9A-Za-z]{40}$/;

/** A key is `svc_<env>_` + 40 base62 characters (about 238 random bits). */
export function formatApiKey(environment: Environment, token: string): string {
  return `svc_${environment}_${token}`;
}

/** Whether `raw` has a key's form (`parseApiKey` without the environment). */
export const isApiKey = (raw: string): boolean => keyPattern.test(raw);

/** The length of `Bearer <key>` with one space: every well-formed key has the same length. */
export const bearerLength = 'Bearer svc_test_'.length + 40;

export function parseApiKey(raw: string): { environment: Environment } | null {
  const match = keyPattern.exec(raw);
  return match ? { environment: match[1] as Environment } : null;
}

/**
 * Keys are random and long, so a fast hash suffices (no password stretching
 * needed); the lookup is by hash, so the comparison never sees the plaintext.
 */
export function hashApiKey(raw: string): string {
  return hash('sha256', raw, 'hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
