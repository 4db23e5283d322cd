/** Databases for the bench, written before the server opens them: one account, key pools, credits, stored estimates. */
import Database from 'better-sqlite3';
import { encodeTime } from 'ulid';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { compose } from '../../../appliance/compose.js';

export const realText = 'Paint a 12x14 bedroom';
export const region = 'US-CA';

export interface Seeded {
  accountId: string;
  /** Key pools by name: each phase gets its own, so no key passes the rate limit or the anomaly pause. */
  keys: Record<string, string[]>;
  /** A stored sandbox estimate of the test environment (for GET /v1/estimates/{id}). */
  testEstimateId: string;
}

/** Creates the account, `pools` of keys ({ name: [environment, count] }) and `credits` live credits; `estimates` real ones are stored (then bulk copied by `fillEstimates`). */
export async function seed(
  db: string,
  pools: Record<string, ['test' | 'live', number]>,
  options: { credits?: number; estimates?: number } = {},
): Promise<Seeded> {
  const c = compose({ db, logger: createJsonLogger({ silent: true }) });
  try {
    const { accounts } = c.service;
    const account = await accounts.createAccount({ name: 'Bench', email: 'bench@example.com', termsAccepted: true });
    await c.service.grantCredits({ accountId: account.id, credits: options.credits ?? 100_000_000 });
    const keys: Record<string, string[]> = {};
    for (const [name, [environment, count]] of Object.entries(pools)) {
      keys[name] = [];
      for (let i = 0; i < count; i++) keys[name].push((await accounts.createKey({ accountId: account.id, environment })).key);
    }
    const test = await accounts.authenticate(`Bearer ${(await accounts.createKey({ accountId: account.id, environment: 'test' })).key}`);
    const testEstimateId = (await c.service.estimates.create(test, { input: { text: 'sandbox:priced' }, region }, 'seed-test')).estimate.id;
    if (options.estimates) {
      const live = (await accounts.createKey({ accountId: account.id, environment: 'live' })).key;
      const ctx = await accounts.authenticate(`Bearer ${live}`);
      // One that asks a question (the rare status the filtered list looks for), then the priced template of the bulk fill.
      await c.service.estimates.create(ctx, { input: { text: 'Paint a bedroom' }, region }, 'seed-question');
      for (let i = 0; i < options.estimates; i++) {
        const answer = await c.service.estimates.create(ctx, { input: { text: realText }, region }, `seed-${i}`);
        if (answer.status !== 200) throw new Error(`seed estimate answered ${answer.status}`);
      }
    }
    return { accountId: account.id, keys, testEstimateId };
  } finally {
    await c.close();
  }
}

/**
 * Grows the account's live estimates to `total` by copying the newest stored
 * one with new ULID-ordered ids (older than it, one a second back in time), in
 * one transaction, straight through SQL. Returns the seconds it took.
 */
export function fillEstimates(db: string, total: number): number {
  const started = performance.now();
  const sqlite = new Database(db);
  try {
    // A rollback journal instead of WAL for the fill: appended pages need no second copy. The server gets WAL back.
    sqlite.pragma('journal_mode = DELETE');
    sqlite.pragma('synchronous = OFF');
    type Row = {
      id: string;
      account_id: string;
      environment: string;
      status: string;
      parent_id: string | null;
      customer_id: string | null;
      created_at: number;
      body: string;
      internal: string;
    };
    const template = sqlite.prepare("SELECT * FROM estimates WHERE environment = 'live' ORDER BY id DESC LIMIT 1").get() as Row;
    const have = sqlite
      .prepare("SELECT count(*) FROM estimates WHERE account_id = ? AND environment = 'live'")
      .pluck()
      .get(template.account_id) as number;
    const copies = total - have;
    const prefix = template.id.slice(0, template.id.indexOf('_') + 1);
    // The body as pieces around its id and creation time, so each copy is a string join.
    const fromIso = new Date(template.created_at).toISOString();
    const bodyParts = template.body.split(template.id).map((part) => part.split(fromIso));
    const internalParts = template.internal.split(template.id);
    const insert =
      sqlite.prepare(`INSERT INTO estimates (id, account_id, environment, status, parent_id, customer_id, created_at, body, internal)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const first = template.created_at - copies * 1000;
    sqlite.transaction(() => {
      for (let i = 0; i < copies; i++) {
        const createdAt = first + i * 1000;
        const id = prefix + encodeTime(createdAt, 10) + encodeTime(i, 16); // a ULID: its time, then a counter for the random part
        const iso = new Date(createdAt).toISOString();
        const body = bodyParts.map((pieces) => pieces.join(iso)).join(id);
        insert.run(
          id,
          template.account_id,
          template.environment,
          template.status,
          template.parent_id,
          template.customer_id,
          createdAt,
          body,
          internalParts.join(id),
        );
      }
    })();
    sqlite.pragma('journal_mode = WAL');
  } finally {
    sqlite.close();
  }
  return (performance.now() - started) / 1000;
}
