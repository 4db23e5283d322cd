import { describe, expect, it } from 'vitest';
import { checkAddresses, checkUrlSyntax, isPublicAddress } from '../../../core/webhooks/url-policy.js';
import { ProblemError } from '../../../core/errors/problem.js';

function rejection(fn: () => unknown): ProblemError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('checkUrlSyntax', () => {
  it('accepts https on 443 or a high port', () => {
    expect(checkUrlSyntax('https://example.com/hook').host).toBe('example.com');
    expect(checkUrlSyntax('https://example.com:443/hook').port).toBe('');
    expect(checkUrlSyntax('https://example.com:1024/x').port).toBe('1024');
    expect(checkUrlSyntax('https://example.com:65535/x?a=1').port).toBe('65535');
    expect(checkUrlSyntax('https://[2606:4700:4700::1111]/x').hostname).toBe('[2606:4700:4700::1111]');
  });

  it.each([
    ['http://example.com/hook', 'Rule 1: the URL must use https.'],
    ['ftp://example.com/hook', 'Rule 1: the URL must use https.'],
    ['example.com/hook', 'Rule 1: the URL must be an absolute https URL.'],
    ['', 'Rule 1: the URL must be an absolute https URL.'],
    ['https://example.com:80/hook', 'Rule 1: the port must be 443 or 1024 to 65535.'],
    ['https://example.com:1023/hook', 'Rule 1: the port must be 443 or 1024 to 65535.'],
    ['https://example.com:0/hook', 'Rule 1: the port must be 443 or 1024 to 65535.'],
    ['https://example.com:65536/hook', 'Rule 1: the URL must be an absolute https URL.'],
    ['https://user@example.com/hook', 'Rule 2: the URL must not carry a user name, password or fragment.'],
    ['https://user:pw@example.com/hook', 'Rule 2: the URL must not carry a user name, password or fragment.'],
    ['https://:pw@example.com/hook', 'Rule 2: the URL must not carry a user name, password or fragment.'],
    ['https://example.com/hook#frag', 'Rule 2: the URL must not carry a user name, password or fragment.'],
    ['https://example.com/hook#', 'Rule 2: the URL must not carry a user name, password or fragment.'],
  ])('rejects %s', (raw, detail) => {
    const error = rejection(() => checkUrlSyntax(raw));
    expect(error.code).toBe('webhook_url_rejected');
    expect(error.status).toBe(422);
    expect(error.detail).toBe(detail);
    expect(error.errors).toEqual([{ pointer: '/url', message: detail }]);
  });

  it('rejects URLs longer than 2048 characters', () => {
    const base = 'https://example.com/';
    expect(() => checkUrlSyntax(base + 'a'.repeat(2048 - base.length))).not.toThrow();
    expect(rejection(() => checkUrlSyntax(base + 'a'.repeat(2049 - base.length))).detail).toMatch(/^Rule 1: .*2048/);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::808:808',
    '2002:0a00:0001::',
    '2002:c0a8:0101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    'ff02::1',
    '::a00:1',
    '100::1',
    'not-an-ip',
    '',
    '127.1',
    '0x7f000001',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkAddresses', () => {
  it('returns the first address when every one is public', () => {
    expect(checkAddresses('example.com', ['93.184.216.34', '2606:2800:220:1::1'], false)).toBe('93.184.216.34');
  });

  it('rejects when any one address is private', () => {
    const error = rejection(() => checkAddresses('rebind.example', ['93.184.216.34', '10.0.0.5'], false));
    expect(error.code).toBe('webhook_url_rejected');
    expect(error.detail).toBe(
      'Rule 3: rebind.example resolves to a private or reserved address (10.0.0.5); webhook hosts must resolve to public addresses only.',
    );
    expect(error.errors?.[0]?.pointer).toBe('/url');
  });

  it('rejects a host that does not resolve, even when private addresses are allowed', () => {
    expect(rejection(() => checkAddresses('nowhere.example', [], false)).detail).toBe('Rule 3: nowhere.example does not resolve.');
    expect(rejection(() => checkAddresses('nowhere.example', [], true)).detail).toBe('Rule 3: nowhere.example does not resolve.');
  });

  it('judges an IP literal host directly, ignoring the list', () => {
    expect(checkAddresses('8.8.8.8', [], false)).toBe('8.8.8.8');
    expect(checkAddresses('[2606:4700:4700::1111]', [], false)).toBe('2606:4700:4700::1111');
    expect(rejection(() => checkAddresses('127.0.0.1', ['8.8.8.8'], false)).detail).toMatch(/^Rule 3: 127\.0\.0\.1 resolves to a private/);
    expect(rejection(() => checkAddresses('[::1]', [], false)).detail).toMatch(/\(::1\)/);
    expect(rejection(() => checkAddresses('[::ffff:7f00:1]', [], false)).detail).toMatch(/^Rule 3:/);
  });

  it('always refuses localhost names unless private addresses are allowed', () => {
    for (const host of ['localhost', 'LOCALHOST', 'api.localhost', 'localhost.']) {
      expect(rejection(() => checkAddresses(host, ['8.8.8.8'], false)).detail).toMatch(/^Rule 3: /);
    }
    expect(checkAddresses('localhost', ['127.0.0.1', '::1'], true)).toBe('127.0.0.1');
  });

  it('lets private addresses through when allowPrivate is set', () => {
    expect(checkAddresses('hook.internal', ['10.0.0.5', '8.8.8.8'], true)).toBe('10.0.0.5');
    expect(checkAddresses('[::1]', [], true)).toBe('::1');
    expect(checkAddresses('127.0.0.1', [], true)).toBe('127.0.0.1');
  });
});
