// Embedding the estimate service in your own Node process, on a SQLite file.
// Run from a clone: node --import tsx --conditions=estimate-source examples/embed.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProblem } from 'estimate-appliance';
import { createSqliteEstimateService } from 'estimate-appliance/sqlite';

const db = join(mkdtempSync(join(tmpdir(), 'estimates-')), 'estimate.db');
// Background jobs (async estimates, webhook deliveries and retries, hourly checks,
// retention) start with the service; pass `jobs: false` to run `service.runDueJobs()` yourself.
const { service, close } = createSqliteEstimateService({ db });
try {
  // Operator side: an account, a live key and credits (the CLI's `admin` commands do the same).
  const account = await service.accounts.createAccount({ name: 'Acme', email: 'ops@acme.example', termsAccepted: true });
  const { key } = await service.accounts.createKey({ accountId: account.id, environment: 'live' });
  await service.grantCredits({ accountId: account.id, credits: 100 });

  // Caller side: authenticate the key, then estimate. The input is typed from the API's own schema.
  const ctx = await service.accounts.authenticate(`Bearer ${key}`);
  const answer = await service.estimates.create(ctx, { input: { text: 'Install 3 ceiling fans' }, region: 'US-TX' }, 'order-1042');
  const { status, price, labor } = answer.estimate;
  console.log(JSON.stringify({ status, price, hours: labor?.hours, credits_remaining: answer.headers['X-Credits-Remaining'] }));

  // Errors are ProblemErrors with the HTTP API's stable codes.
  await service.estimates.get(ctx, 'est_unknown').catch((error) => {
    if (!isProblem(error)) throw error;
    console.log(JSON.stringify({ code: error.code, status: error.status }));
  });
} finally {
  await close(); // stops the jobs (a run in flight finishes), writes buffered usage, closes the database
}
