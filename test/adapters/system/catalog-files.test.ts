import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogFiles } from '../../../adapters/system/catalog-files.js';
import { defaultCatalog } from '../../../core/engine/index.js';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { createSqliteEstimateService } from '../../../lib/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'catalog-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('operator catalog and account rate files', () => {
  it('load from files without a rebuild: own tasks are served and priced, account rates answer rate_source account', async () => {
    const sauna = {
      slug: 'handyman.sauna.bench_oil',
      trade: 'handyman',
      action: 'oil',
      dimension: 'count',
      setup_hours: 0.5,
      hours_per_unit: 0.75,
      typical_crew: 1,
      by_the_hour: false,
      name: { en: 'Oil sauna benches', es: 'Aceitar bancos de sauna' },
      keywords: { en: ['sauna bench'], es: ['banco sauna'] },
    };
    const catalogFile = join(dir, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify({ tasks: [...defaultCatalog.tasks, sauna], regions: defaultCatalog.regions }));
    const db = join(dir, 'rates.db');
    const first = createSqliteEstimateService({ db, logger: createJsonLogger({ silent: true }) });
    const account = await first.service.accounts.createAccount({ name: 'Rated', email: 'r@example.com', termsAccepted: true });
    const key = await first.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    await first.close();

    const ratesFile = join(dir, 'rates.json');
    writeFileSync(ratesFile, JSON.stringify({ [account.id]: { handyman: 12_345 } }));
    const files = loadCatalogFiles({ catalogFile, accountRatesFile: ratesFile });
    const second = createSqliteEstimateService({ db, logger: createJsonLogger({ silent: true }), service: files });
    try {
      const ctx = await second.service.accounts.authenticate(`Bearer ${key.key}`);
      expect(second.service.reference.tasks({ region: 'US-CA' }).data.map((t) => t.slug)).toContain('handyman.sauna.bench_oil');
      const answer = await second.service.estimates.create(
        ctx,
        { input: { text: 'please oil 4 sauna bench boards' }, region: 'US-CA' },
        'k1',
      );
      expect(answer.estimate).toMatchObject({ status: 'priced', task: { slug: 'handyman.sauna.bench_oil' }, scope: { quantity: 4 } });
      expect(answer.estimate.labor).toMatchObject({ hourly_rate_cents: 12_345, rate_source: 'account' });
    } finally {
      await second.close();
    }
  });

  it('refuses a malformed file with a message naming the field', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ tasks: [{ slug: 'nope' }], regions: [] }));
    expect(() => loadCatalogFiles({ catalogFile: bad })).toThrow(/catalog file is not valid: tasks\.0\.slug/);
    expect(() => loadCatalogFiles({ catalogFile: join(dir, 'missing.json') })).toThrow(/cannot read the catalog file/);
  });
});
