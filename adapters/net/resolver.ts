import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Resolver } from '../../core/ports.js';

/**
 * Every address the system resolver gives for a host (A and AAAA, as /etc/hosts and DNS answer).
 * A failed lookup is an empty list: the URL policy turns that into "does not resolve".
 */
export function createDnsResolver(): Resolver {
  return {
    async resolve(host: string): Promise<string[]> {
      const name = host.replace(/^\[(.*)\]$/, '$1');
      if (isIP(name) !== 0) return [name];
      try {
        const answers = await lookup(name, { all: true, verbatim: true });
        return [...new Set(answers.map((answer) => answer.address))];
      } catch {
        return [];
      }
    },
  };
}
