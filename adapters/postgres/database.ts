import type pg from 'pg';
import { migrations } from './migrations/index.js';

/** A query runner: the pool (autocommit, one statement) or a client inside a transaction. */
export interface Sql {
  rows<R>(text: string, values?: unknown[]): Promise<R[]>;
  one<R>(text: string, values?: unknown[]): Promise<R | undefined>;
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  run(text: string, values?: unknown[]): Promise<number>;
}

export interface Database {
  /** The pg Pool; `pg` is loaded and the pool made by the first `ready()` (reading it earlier throws). */
  readonly pool: pg.Pool;
  /** The pool for single statements (each is its own transaction). */
  sql: Sql;
  /** One port call: BEGIN ... COMMIT on one connection, ROLLBACK on error, retried on deadlock or serialization failure. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Resolves once the schema is up to date (migrations run on the first call only). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

// Times and counts are bigint columns; epoch milliseconds fit a double exactly, so they come back as Numbers.
const INT8 = 20;
const typesOf = (driver: typeof pg) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : driver.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
});

/** `pg` is loaded on first use: a server on SQLite never loads it. */
async function newPool(url: string, max: number): Promise<pg.Pool> {
  const driver = (await import('pg')).default;
  const pool = new driver.Pool({ connectionString: url, max, types: typesOf(driver) });
  // An idle client losing its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => {});
  return pool;
}

/** Arbitrary constant: the advisory lock every instance takes to migrate, so several starting at once migrate once. */
const MIGRATION_LOCK = 7_340_021;
const RETRYABLE = new Set(['40001', '40P01']);

function runner(q: pg.Pool | pg.PoolClient): Sql {
  return {
    rows: async <R>(text: string, values?: unknown[]) => (await q.query(text, values)).rows as R[],
    one: async <R>(text: string, values?: unknown[]) => (await q.query(text, values)).rows[0] as R | undefined,
    run: async (text: string, values?: unknown[]) => (await q.query(text, values)).rowCount ?? 0,
  };
}

/** Opens a pool lazily: nothing loads or connects until the first query, so construction stays synchronous. */
export function openDatabase(url: string, options: { max?: number } = {}): Database {
  let pool: pg.Pool | null = null;
  let direct: Sql | null = null;
  let migrated: Promise<void> | null = null;
  let closed = false;

  const ready = () => {
    migrated ??= (async () => {
      pool ??= await newPool(url, options.max ?? 10);
      direct = runner(pool);
      await migrate(pool);
    })().catch((error) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };

  async function tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    await ready();
    for (let attempt = 1; ; attempt++) {
      const client = await pool!.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 5) {
          await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
          continue;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    }
  }

  const sql: Sql = {
    rows: async (text, values) => (await ready(), direct!.rows(text, values)),
    one: async (text, values) => (await ready(), direct!.one(text, values)),
    run: async (text, values) => (await ready(), direct!.run(text, values)),
  };

  return {
    get pool() {
      if (!pool) throw new Error('the PostgreSQL pool exists once ready() has resolved');
      return pool;
    },
    sql,
    tx,
    ready,
    async close() {
      if (closed) return;
      closed = true;
      // A start still loading the driver finishes first, so its pool is ended too.
      await migrated?.catch(() => {});
      await pool?.end();
    },
  };
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
      );
      const applied = new Set(
        (await client.query('SELECT version FROM schema_migrations')).rows.map((r: { version: number }) => r.version),
      );
      for (const m of migrations) {
        if (applied.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            m.version,
            m.name,
            Date.now(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** True for a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Positional parameters for SQL built from optional filters: `p(value)` appends and returns `$n`. */
export function params(initial: unknown[] = []) {
  const values = [...initial];
  return { values, p: (value: unknown) => (values.push(value), `$${values.length}`) };
}
