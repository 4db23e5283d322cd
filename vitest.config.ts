import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // These need a PostgreSQL server: .ci/run runs them (test/multi-instance/vitest.config.ts) once it has started one.
    // *.browser.test.ts need chromium: `npm run test:browser` (vitest.browser.config.ts), run by .ci/run after it installs chromium.
    exclude: ['test/multi-instance/**', 'test/adapters/postgres/**', 'test/**/*.browser.test.ts', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
