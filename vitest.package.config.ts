import { defineConfig } from 'vitest/config';

/** The packed tarball installed into a fresh project (`npm run test:package`, run by .ci/run: it builds, packs and installs, about a minute). */
export default defineConfig({
  test: {
    include: ['test/**/*.package.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
