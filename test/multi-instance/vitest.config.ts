import { defineConfig } from 'vitest/config';

/** The many-instances test: three appliance processes on one PostgreSQL (ESTIMATE_TEST_POSTGRES_URL must be set). */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/multi-instance/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
