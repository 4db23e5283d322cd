import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets and PII at rest. A sealed value is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so several keys can be
 * read during a key rotation while new writes use the first.
 */
export interface Sealer {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function createSealer(keys: Buffer[]): Sealer {
  if (keys.length === 0 || keys.some((k) => k.length !== 32)) throw new Error('encryption keys must be 32 bytes');
  const byId = new Map(keys.map((k) => [keyId(k), k]));
  const current = keys[0]!;
  const currentId = keyId(current);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id ? byId.get(id) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || data === undefined) throw new Error('sealed value is malformed or its key is unknown');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
