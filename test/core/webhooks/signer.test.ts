import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyWebhook } from '../../../core/webhooks/signer.js';

const body = '{"id":"evt_1","object":"event"}';
const now = new Date('2026-11-23T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('signatureHeader', () => {
  it('is hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whole secret, one v1 per secret', () => {
    const expected = createHmac('sha256', 'svcsec_a').update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(['svcsec_a'], t, body)).toBe(`t=${t},v1=${expected}`);
    expect(signatureHeader(['svcsec_a', 'svcsec_b'], t, body).split(',')).toHaveLength(3);
  });
});

describe('verifyWebhook (the receiver helper)', () => {
  const header = signatureHeader(['svcsec_new', 'svcsec_old'], t, body);

  it('accepts a body signed by any of the given secrets, within the tolerance', () => {
    expect(verifyWebhook(body, header, 'svcsec_old', { now })).toEqual({ ok: true, timestamp: t });
    expect(verifyWebhook(Buffer.from(body), header, ['svcsec_x', 'svcsec_new'], { now })).toEqual({ ok: true, timestamp: t });
  });

  it('refuses a changed body, a wrong secret, a stale timestamp and a malformed header', () => {
    expect(verifyWebhook(body + ' ', header, 'svcsec_new', { now })).toEqual({ ok: false, reason: 'no_matching_signature' });
    expect(verifyWebhook(body, header, 'svcsec_other', { now })).toEqual({ ok: false, reason: 'no_matching_signature' });
    expect(verifyWebhook(body, header, 'svcsec_new', { now: new Date(now.getTime() + 301_000) })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verifyWebhook(body, header, 'svcsec_new', { now: new Date(now.getTime() + 301_000), toleranceSeconds: 600 }).ok).toBe(true);
    expect(verifyWebhook(body, 'v1=abc', 'svcsec_new', { now })).toEqual({ ok: false, reason: 'malformed_header' });
    expect(verifyWebhook(body, undefined, 'svcsec_new', { now })).toEqual({ ok: false, reason: 'malformed_header' });
  });
});
