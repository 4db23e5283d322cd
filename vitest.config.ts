import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // These need a PostgreSQL server: .ci/run runs them (test/multi-instance/vitest.config.ts) once it has started one.
    exclude: ['test/multi-instance/**', 'test/adapters/postgres/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
