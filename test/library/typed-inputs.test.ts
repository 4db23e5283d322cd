import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import type { CreateEstimateInput, ListEstimatesInput, TypedEstimateService } from '../../index.js';
import { createSqliteEstimateService } from '../../lib/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-typed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Checked by `tsc -p tsconfig.json` (the first half of npm test): each @ts-expect-error must meet an error.
type Service = TypedEstimateService;
type Ctx = Parameters<Service['me']>[0];
// biome-ignore lint/suspicious/noExportsInTest: exported so tsc checks these lines without a test calling them
export function compileTimeChecks(service: Service, ctx: Ctx) {
  // @ts-expect-error text must be a string
  void service.estimates.create(ctx, { input: { text: 1 }, region: 'US-CA' }, 'k');
  // @ts-expect-error region is required
  void service.estimates.create(ctx, { input: { text: 'x' } }, 'k');
  // @ts-expect-error unknown field
  void service.estimates.create(ctx, { input: { text: 'x' }, region: 'US-CA', colour: 'red' }, 'k');
  // @ts-expect-error status is one of the estimate statuses
  void service.estimates.list(ctx, { status: 'done' });
  // @ts-expect-error an unknown event type
  void service.webhookEndpoints.create(ctx, { url: 'https://hooks.example.com', events: ['estimate.done'] });
  // @ts-expect-error customers need a name
  void service.customers.create(ctx, { external_id: 'c-1' }, 'k');
  // @ts-expect-error record data is an object with updated_at_ms
  void service.records.put(ctx, 'jobs', 'j-1', { data: { a: 1 } });
}

describe('typed inputs', () => {
  it("are the valibot schemas' input types", () => {
    expectTypeOf<CreateEstimateInput['region']>().toEqualTypeOf<string>();
    expectTypeOf<CreateEstimateInput['mode']>().toEqualTypeOf<'sync' | 'async' | undefined>();
    expectTypeOf<ListEstimatesInput['status']>().toEqualTypeOf<
      'priced' | 'needs_detail' | 'unsupported' | 'unclear' | 'processing' | 'failed' | undefined
    >();
  });

  it('are still validated at run time when a caller gets around the types', async () => {
    const { service, close } = createSqliteEstimateService({
      db: join(dir, 't.db'),
      logger: createJsonLogger({ silent: true }),
      jobs: false,
    });
    try {
      const account = await service.accounts.createAccount({ name: 'T', email: 't@example.com', termsAccepted: true });
      const ctx = await service.accounts.authenticate(
        `Bearer ${(await service.accounts.createKey({ accountId: account.id, environment: 'test' })).key}`,
      );
      const untyped = { input: { text: 1 }, region: 'US-CA' } as unknown as CreateEstimateInput;
      await expect(service.estimates.create(ctx, untyped, 'k-1')).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
    } finally {
      await close();
    }
  });
});
