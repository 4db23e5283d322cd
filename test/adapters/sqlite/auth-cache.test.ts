import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createSqliteStorage, type SqliteStorage } from '../../../adapters/sqlite/storage.js';
import { authCacheScenario } from '../../support/auth-cache-scenario.js';

const dir = mkdtempSync(join(tmpdir(), 'auth-cache-'));
const opened: SqliteStorage[] = [];
afterAll(() => {
  for (const storage of opened) storage.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('cached key lookups (SQLite, two storages on one file)', () => {
  it('revocation, pause and suspension apply at once on this instance and within the bound on the other', async () => {
    await authCacheScenario(async (now) => {
      for (let i = 0; i < 2; i++) opened.push(createSqliteStorage(join(dir, 'shared.db'), { authCache: { now } }));
      return opened;
    });
  });
});
