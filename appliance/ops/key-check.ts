import { existsSync, rmSync } from 'node:fs';
import { isPostgresUrl } from '../../adapters/postgres/storage.js';
import type { Sealer } from '../../core/crypto/sealer.js';
import type { OpsPort } from '../../core/ops/port.js';
import { KeyMismatchError } from './key-mismatch.js';

/**
 * Call before composing (a key file may be made then), verify after: when the
 * database holds sealed data and the key does not open it, stop, and remove a
 * key file this very start made (it could never open that data).
 */
export function encryptionKeyCheck(db: string) {
  const keyFile = isPostgresUrl(db) || db === ':memory:' ? null : `${db}.key`;
  const keyFileExisted = keyFile !== null && existsSync(keyFile);
  return async (ops: OpsPort, sealer: Sealer): Promise<void> => {
    const sample = await ops.sealedSample();
    if (sample === null) return;
    try {
      sealer.open(sample);
    } catch {
      const made = keyFile !== null && !keyFileExisted && existsSync(keyFile);
      if (made) rmSync(keyFile, { force: true });
      throw new KeyMismatchError(
        `the encryption key does not open the sealed data in this database; refusing to start. ` +
          (made
            ? `No key file was found beside it (${keyFile}): restore the key file from the backup (admin backup writes FILE.key), or set ESTIMATE_ENCRYPTION_KEY.`
            : `Set ESTIMATE_ENCRYPTION_KEY (or the key file ${keyFile ?? 'beside the database'}) to the key the data was sealed with; during a rotation list both, new first.`),
      );
    }
  };
}
