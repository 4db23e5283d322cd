import { describe, expect, it } from 'vitest';
import { createDnsResolver } from '../../../adapters/net/resolver.js';

describe('createDnsResolver', () => {
  const resolver = createDnsResolver();

  it('resolves localhost to loopback addresses only', async () => {
    const addresses = await resolver.resolve('localhost');
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address === '::1' || address.startsWith('127.')).toBe(true);
  });

  it('passes IP literals through without a lookup', async () => {
    expect(await resolver.resolve('10.1.2.3')).toEqual(['10.1.2.3']);
    expect(await resolver.resolve('::1')).toEqual(['::1']);
    expect(await resolver.resolve('[2606:4700:4700::1111]')).toEqual(['2606:4700:4700::1111']);
  });

  it('gives an empty list for a name that cannot resolve', async () => {
    expect(await resolver.resolve('no-such-host.invalid')).toEqual([]);
  });
});
