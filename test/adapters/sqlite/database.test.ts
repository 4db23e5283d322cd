import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDatabaseAhead,
  migrateStepByStep,
  newDatabaseImage,
  openDatabase,
  type SqliteDatabase,
} from '../../../adapters/sqlite/database.js';
import { migrations } from '../../../adapters/sqlite/migrations/index.js';
import { schemaModule, schemaObjects } from '../../../scripts/sqlite-schema.js';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The schema every migration builds, one transaction each, on a database that starts empty. */
function stepByStep() {
  const db = new Database(':memory:');
  migrateStepByStep(db);
  const objects = schemaObjects(db);
  db.close();
  return objects;
}
const log = (db: SqliteDatabase) => db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
const allSteps = migrations.map((m) => ({ version: m.version, name: m.name }));

describe('SQLite schema', () => {
  it('schema.ts is what scripts/sqlite-schema.ts writes from the migrations (run it after adding one)', () => {
    const file = readFileSync(join(import.meta.dirname, '../../../adapters/sqlite/migrations/schema.ts'), 'utf8');
    expect(file).toBe(schemaModule());
  });

  it('a new database file gets the schema the migrations build step by step, in WAL mode, with no file left beside it', () => {
    const path = join(dir, 'new', 'app.db');
    const db = openDatabase(path);
    expect(schemaObjects(db)).toEqual(stepByStep());
    expect(log(db)).toEqual(allSteps);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare("INSERT INTO accounts (id, name, email, api_version, created_at) VALUES ('acct_1', 'A', 'a@x.test', 'v1', 1)").run();
    db.close();
    expect(readdirSync(join(dir, 'new')).filter((f) => !/^app\.db(-wal|-shm)?$/.test(f))).toEqual([]);
    // Opened again: nothing is migrated twice and the row is there.
    const again = openDatabase(path);
    expect(log(again)).toEqual(allSteps);
    expect(again.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(1);
    again.close();
  });

  it("a database made ahead (the executable's start) is the one openDatabase makes, and an existing file is left alone", async () => {
    const path = join(dir, 'ahead', 'app.db');
    await createDatabaseAhead(path);
    expect(readdirSync(join(dir, 'ahead'))).toEqual(['app.db']);
    const db = openDatabase(path);
    expect(schemaObjects(db)).toEqual(stepByStep());
    expect(log(db)).toEqual(allSteps);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.prepare("INSERT INTO accounts (id, name, email, api_version, created_at) VALUES ('acct_1', 'A', 'a@x.test', 'v1', 1)").run();
    db.close();
    await createDatabaseAhead(path);
    const again = openDatabase(path);
    expect(again.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(1);
    again.close();
    await createDatabaseAhead(':memory:');
  });

  it('a database written from the image (the executable carries one) is the one the schema script builds, logged now', async () => {
    const before = Date.now();
    const image = newDatabaseImage();
    const path = join(dir, 'image', 'app.db');
    await createDatabaseAhead(path, { image });
    expect(readdirSync(join(dir, 'image'))).toEqual(['app.db']);
    const db = openDatabase(path);
    expect(schemaObjects(db)).toEqual(stepByStep());
    expect(log(db)).toEqual(allSteps);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT min(applied_at) FROM schema_migrations').pluck().get()).toBeGreaterThanOrEqual(before);
    db.close();
  });

  it('an image from an older schema still gets the migrations it lacks', async () => {
    const old = new Database(':memory:');
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT');
    for (const m of migrations.slice(0, 3)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 1)').run(m.version, m.name);
    }
    const image = old.serialize();
    old.close();
    const path = join(dir, 'old-image.db');
    await createDatabaseAhead(path, { image });
    const db = openDatabase(path);
    expect(schemaObjects(db)).toEqual(stepByStep());
    expect(log(db)).toEqual(allSteps);
    db.close();
  });

  it('an in-memory database and an existing empty file get the same schema', () => {
    const memory = openDatabase(':memory:');
    expect(schemaObjects(memory)).toEqual(stepByStep());
    memory.close();
    const path = join(dir, 'empty.db');
    writeFileSync(path, '');
    const empty = openDatabase(path);
    expect(schemaObjects(empty)).toEqual(stepByStep());
    expect(log(empty)).toEqual(allSteps);
    empty.close();
  });

  it('an existing database still migrates step by step, keeping its rows, to the same schema', () => {
    const path = join(dir, 'old.db');
    const old = new Database(path);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT');
    for (const m of migrations.slice(0, 3)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 1)').run(m.version, m.name);
    }
    old.prepare("INSERT INTO accounts (id, name, email, api_version, created_at) VALUES ('acct_1', 'A', 'a@x.test', 'v1', 1)").run();
    old.close();
    const db = openDatabase(path);
    expect(schemaObjects(db)).toEqual(stepByStep());
    expect(log(db)).toEqual(allSteps);
    expect(db.prepare('SELECT credits_low_notified FROM accounts').pluck().get()).toBe(0);
    db.close();
  });
});
