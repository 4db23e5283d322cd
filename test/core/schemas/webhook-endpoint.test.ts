import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webhookUrlPattern } from '../../../core/schemas/webhook-endpoint.js';
import { checkUrlSyntax } from '../../../core/webhooks/url-policy.js';

describe('the webhook URL pattern of the contract', () => {
  it("admits only URLs the server's syntax rules (1 and 2) accept", () => {
    // A pattern cannot check Punycode: `xn--` labels must also be valid IDNA, which the URL parser checks (the description says so).
    const withoutALabels = fc.stringMatching(webhookUrlPattern).filter((url) => !/(^|[/.])xn--/i.test(url));
    fc.assert(
      fc.property(withoutALabels, (url) => {
        expect(() => checkUrlSyntax(url)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    'http://example.com/x',
    'https://user:pw@example.com/x',
    'https://example.com/x#frag',
    'https://example.com:80/x',
    'https://example.com:70000/',
    '/relative',
    'https://',
  ])('refuses %s, as the server does', (url) => {
    expect(webhookUrlPattern.test(url)).toBe(false);
    expect(() => checkUrlSyntax(url)).toThrow();
  });
});
