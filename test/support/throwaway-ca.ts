// tsyringe, which @peculiar/x509 uses, needs the Reflect metadata API.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';

export interface ThrowawayCa {
  caPem: string;
  certPem: string;
  keyPem: string;
}

/** Host names the server certificate is valid for; `hook.test` lets tests pin an address without DNS. */
export const THROWAWAY_CERT_NAMES = ['localhost', 'hook.test'] as const;

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

/**
 * A private CA and a server certificate it signed, made fresh in-process (WebCrypto and
 * @peculiar/x509, no openssl program needed) so no key material lives in the repository.
 * EC P-256 keys keep it fast. The PEM files are also written to `dir` (ca.pem, server.pem, server.key).
 */
export async function makeThrowawayCa(dir: string): Promise<ThrowawayCa> {
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + 2 * 86_400_000);
  const caKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Throwaway Test CA',
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const serverKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const server = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingKey: caKeys.privateKey,
    publicKey: serverKeys.publicKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.SubjectAlternativeNameExtension([
        ...THROWAWAY_CERT_NAMES.map((value) => ({ type: 'dns' as const, value })),
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', serverKeys.privateKey)).toString('base64');
  const pems: ThrowawayCa = {
    caPem: ca.toString('pem'),
    certPem: server.toString('pem'),
    keyPem: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
  };
  writeFileSync(join(dir, 'ca.pem'), pems.caPem);
  writeFileSync(join(dir, 'server.pem'), pems.certPem);
  writeFileSync(join(dir, 'server.key'), pems.keyPem, { mode: 0o600 });
  return pems;
}
