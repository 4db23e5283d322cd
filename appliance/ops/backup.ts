import { createReadStream, createWriteStream, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sealedSampleOfFile } from '../../adapters/sqlite/ops.js';
import { isPostgresUrl } from '../../adapters/postgres/storage.js';
import { loadEncryptionKeys } from '../../adapters/system/encryption-keys.js';
import { createSealer, type Sealer } from '../../core/crypto/sealer.js';
import type { OpsPort } from '../../core/ops/port.js';
import { progressLine } from '../cli/progress.js';

/**
 * `admin backup`: an online copy through the ops port (SQLite's backup API: the
 * server may keep serving), after checking the key in use opens the data, with
 * that key written beside the copy (`FILE.key`, mode 0600): a backup without its
 * key is unreadable where it matters (webhook secrets, customer PII).
 */
export async function backupDatabase(ctx: { ops: OpsPort; sealer: Sealer; keys: () => string }, to: string) {
  const target = resolve(to);
  const keyFile = `${target}.key`;
  if (!ctx.ops.backup)
    throw new Error('backup copies a SQLite database file; back PostgreSQL up with pg_dump and keep ESTIMATE_ENCRYPTION_KEY with it');
  for (const file of [target, keyFile]) if (existsSync(file)) throw new Error(`${file} already exists; choose a new file`);
  const sample = await ctx.ops.sealedSample();
  if (sample !== null)
    opensOrThrow(ctx.sealer, sample, 'the configured encryption key does not open the sealed data; a backup with it would be unreadable');
  const progress = progressLine('backup');
  const { pages } = await ctx.ops.backup(target, (done, total) => progress.update(done, total, 'pages'));
  progress.done(`done (${pages} pages)`);
  writeFileSync(keyFile, ctx.keys() + '\n', { mode: 0o600, flag: 'wx' });
  return { object: 'backup', path: target, key_file: keyFile, pages, bytes: statSync(target).size, key_checked: sample !== null };
}

/**
 * `admin restore --from FILE --db TARGET`: copies a backup to a new database
 * path, checks its key (FILE.key, or the configured key) opens its sealed data
 * before anything is in place, then puts the database and its key file there.
 * A refused restore leaves nothing behind.
 */
export async function restoreDatabase(options: {
  from: string;
  to: string;
  keyFile?: string;
  configuredKey?: string;
  nativeBinding?: unknown;
}) {
  const source = resolve(options.from);
  if (isPostgresUrl(options.to)) throw new Error('restore writes a SQLite database file; restore PostgreSQL with pg_restore');
  const target = resolve(options.to);
  const targetKey = `${target}.key`;
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  for (const file of [target, targetKey])
    if (existsSync(file))
      throw new Error(`${file} already exists; restore to a new path (stop the server and move the old files away first)`);
  const keyFile = resolve(options.keyFile ?? `${source}.key`);
  const fromFile = existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : undefined;
  const keys = fromFile ?? options.configuredKey?.trim();
  if (!keys)
    throw new Error(`no key for ${source}: neither ${keyFile} nor ESTIMATE_ENCRYPTION_KEY; without it the sealed data cannot be read`);
  const sealer = createSealer(loadEncryptionKeys({ configured: keys, dbPath: target }));

  const partial = `${target}.restoring`;
  rmSync(partial, { force: true });
  const progress = progressLine('restore');
  const total = statSync(source).size;
  let copied = 0;
  const reader = createReadStream(source);
  reader.on('data', (chunk) => progress.update((copied += chunk.length), total, 'bytes'));
  try {
    await pipeline(reader, createWriteStream(partial, { flags: 'wx' }));
    const sample = await sealedSampleOfFile(partial, { nativeBinding: options.nativeBinding });
    if (sample !== null)
      opensOrThrow(
        sealer,
        sample,
        `the key ${fromFile ? `in ${keyFile}` : 'ESTIMATE_ENCRYPTION_KEY'} does not open the sealed data of ${source}; nothing was restored`,
      );
    renameSync(partial, target);
    progress.update(total, total, 'bytes');
    progress.done('done');
    // A key given through the environment stays there; one that came in a file goes beside the database.
    if (fromFile) writeFileSync(targetKey, fromFile + '\n', { mode: 0o600, flag: 'wx' });
    return { object: 'restore', path: target, from: source, key_file: fromFile ? targetKey : null, key_checked: sample !== null };
  } finally {
    for (const file of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(file, { force: true });
  }
}

function opensOrThrow(sealer: Sealer, sample: string, message: string): void {
  try {
    sealer.open(sample);
  } catch {
    throw new Error(message);
  }
}
