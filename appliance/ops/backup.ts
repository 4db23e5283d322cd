import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SqliteDatabase } from '../../adapters/sqlite/database.js';

/**
 * An online copy with SQLite's backup API: the server may keep serving
 * meanwhile. Progress goes to stderr only on a terminal, so logs stay clean.
 */
export async function backupDatabase(db: SqliteDatabase, to: string, stderr: NodeJS.WriteStream = process.stderr) {
  const target = resolve(to);
  if (existsSync(target)) throw new Error(`${target} already exists; choose a new file`);
  const show = stderr.isTTY === true;
  const result = await db.backup(target, {
    progress({ totalPages, remainingPages }) {
      if (show) stderr.write(`\rbackup ${Math.floor(((totalPages - remainingPages) / Math.max(totalPages, 1)) * 100)}% (${totalPages - remainingPages}/${totalPages} pages)`);
      return 200;
    },
  });
  if (show) stderr.write(`\rbackup 100% (${result.totalPages}/${result.totalPages} pages)\n`);
  return {
    object: 'backup', path: target, pages: result.totalPages, bytes: statSync(target).size,
    note: 'Encrypted fields need the encryption key too (ESTIMATE_ENCRYPTION_KEY or the .key file beside the database); keep it with the backup.',
  };
}
