import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ThrowawayCa {
  caPem: string;
  certPem: string;
  keyPem: string;
}

/** Host names the server certificate is valid for; `hook.test` lets tests pin an address without DNS. */
export const THROWAWAY_CERT_NAMES = ['localhost', 'hook.test'] as const;

function openssl(dir: string, args: string[]): void {
  execFileSync('/usr/bin/openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A private CA and a server certificate it signed, made fresh with the openssl CLI so no key
 * material lives in the repository. EC P-256 keys keep it fast.
 */
export function makeThrowawayCa(dir: string): ThrowawayCa {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, [
    'req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Throwaway Test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl(dir, ['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost']);
  const san = [...THROWAWAY_CERT_NAMES.map((name) => `DNS:${name}`), 'IP:127.0.0.1', 'IP:::1'].join(',');
  writeFileSync(join(dir, 'server.ext'), [
    `subjectAltName=${san}`,
    'basicConstraints=critical,CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=serverAuth',
  ].join('\n') + '\n');
  openssl(dir, [
    'x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial',
    '-out', 'server.pem', '-days', '2', '-sha256', '-extfile', 'server.ext',
  ]);
  const read = (name: string): string => readFileSync(join(dir, name), 'utf8');
  return { caPem: read('ca.pem'), certPem: read('server.pem'), keyPem: read('server.key') };
}
