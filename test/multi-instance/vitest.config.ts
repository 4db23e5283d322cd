import { defineConfig } from 'vitest/config';

/** Tests that need a PostgreSQL server (ESTIMATE_TEST_POSTGRES_URL): the adapter under concurrency, the library's postgres entry, and three appliance processes on one database. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/adapters/postgres/**/*.test.ts', 'test/library/postgres/**/*.test.ts', 'test/multi-instance/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
