import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'estimate-pack-'));
const consumer = join(work, 'consumer');
let files: string[] = [];

/** A consumer's code: every entry, typed inputs used as documented, wrong inputs refused by the compiler. */
const consumerSource = `
import { createServer } from 'node:http';
import { createEstimateService, isProblem, type CreateEstimateInput, type EstimateService, type ServicePorts } from 'estimate-appliance';
import { createSqliteEstimateService, type EmbeddedEstimateService } from 'estimate-appliance/sqlite';
import { createPostgresEstimateService } from 'estimate-appliance/postgres';
import { createApiApp } from 'estimate-appliance/http';
import { verifyWebhook, type VerifyResult } from 'estimate-appliance/webhooks';

export async function main(ports: ServicePorts): Promise<void> {
  const embedded: EmbeddedEstimateService = createSqliteEstimateService({ db: 'x.db', jobs: { everySeconds: 5 } });
  const { service } = embedded;
  const ctx = await service.accounts.authenticate('Bearer svc_test_x');
  const input: CreateEstimateInput = { input: { text: 'Paint a room' }, region: 'US-CA', mode: 'async' };
  const answer = await service.estimates.create(ctx, input, 'key-1');
  const cents: number | undefined = answer.estimate.price?.min_cents;
  // @ts-expect-error text must be a string
  await service.estimates.create(ctx, { input: { text: 1 }, region: 'US-CA' }, 'key-2');
  // @ts-expect-error region is required
  await service.estimates.create(ctx, { input: { text: 'x' } }, 'key-3');
  // @ts-expect-error status is one of the estimate statuses
  await service.estimates.list(ctx, { status: 'done' });
  await service.customers.create(ctx, { external_id: 'c-1', name: 'Dana', email: null }, 'key-4');
  await service.webhookEndpoints.create(ctx, { url: 'https://hooks.example.com', events: ['estimate.completed'] });
  // @ts-expect-error unknown event type
  await service.webhookEndpoints.create(ctx, { url: 'https://hooks.example.com', events: ['estimate.done'] });
  const core: EstimateService = createEstimateService(ports);
  createApiApp(core, { logger: ports.logger, publicUrl: () => 'https://api.example.com' });
  const app = createApiApp(service, { logger: ports.logger, publicUrl: () => 'https://api.example.com' });
  const response: Response = await app.fetch(new Request('http://localhost/v1'));
  createServer(app.node).close();
  console.log(response.status);
  createPostgresEstimateService({ url: 'postgres://localhost/x', encryptionKeys: ['k'], jobs: false });
  const result: VerifyResult = verifyWebhook('{}', 't=1,v1=00', ['whsec_x']);
  if (!result.ok) console.log(result.reason, cents, isProblem(result));
  await embedded.close();
}
`;

beforeAll(async () => {
  // npm pack runs prepack (npm run build:lib): the tarball is what a publish would upload.
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { maxBuffer: 64 * 1024 * 1024 });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = packed!.files.map((f) => f.path);
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // Only our package and TypeScript (no @types/better-sqlite3, @types/pg or @types/nodemailer); no install scripts needed to type-check.
  await run(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', join(work, packed!.filename), 'typescript@5.9'],
    { cwd: consumer },
  );
  writeFileSync(join(consumer, 'consumer.ts'), consumerSource);
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
      },
      files: ['consumer.ts'],
    }),
  );
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published package', () => {
  it('holds the built entries, their typings, the docs renderer, README and CHANGELOG; no sources, tests or scripts', () => {
    for (const file of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'dist/index.js',
      'dist/sqlite.js',
      'dist/postgres.js',
      'dist/http.js',
      'dist/webhooks.js',
      'dist/cli.js',
      'dist/docs/redoc.standalone.js',
      'dist/docs/redoc.LICENSE',
      'dist/types/index.d.ts',
      'dist/types/lib/sqlite.d.ts',
      'dist/types/lib/webhooks.d.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => /^dist\/types\/(test|scripts|examples)\//.test(f) || /vitest/.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => f === 'dist/estimate-appliance')).toEqual([]);
  });

  it('type-checks a consumer with skipLibCheck false, with only our package and TypeScript installed', async () => {
    const types = join(consumer, 'node_modules', '@types');
    expect((existsSync(types) ? readdirSync(types) : []).filter((n) => ['better-sqlite3', 'pg', 'nodemailer'].includes(n))).toEqual([]);
    const tsc = join(consumer, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: consumer }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(result).toBe('');
  }, 120_000);
});
