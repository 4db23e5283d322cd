import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // These need a PostgreSQL server: .ci/run runs them (test/multi-instance/vitest.config.ts) once it has started one.
    // *.browser.test.ts need chromium: `npm run test:browser` (vitest.browser.config.ts), run by .ci/run after it installs chromium.
    // *.package.test.ts pack and install the tarball (about a minute): `npm run test:package`, run by .ci/run.
    // *.tools.test.ts run python3, openssl, curl: `npm run test:tools`, run by .ci/run.
    exclude: [
      'test/multi-instance/**',
      'test/adapters/postgres/**',
      'test/library/postgres/**',
      'test/**/*.browser.test.ts',
      'test/**/*.package.test.ts',
      'test/**/*.tools.test.ts',
      'node_modules/**',
    ],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
