import { defineConfig } from 'vitest/config';

/**
 * Tests that need a PostgreSQL server (ESTIMATE_TEST_POSTGRES_URL): the adapter under concurrency, three appliance
 * processes on one database, the library's postgres entry, and (on PostgreSQL here, on SQLite in `npm test`) two services finishing async estimates
 * and the storage contract suite (test/storage-contract: every module of the Storage port).
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: [
      'test/adapters/postgres/**/*.test.ts',
      'test/library/postgres/**/*.test.ts',
      'test/multi-instance/**/*.test.ts',
      'test/core/estimates/async-worker.test.ts',
      'test/storage-contract/**/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
