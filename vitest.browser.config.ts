import { defineConfig } from 'vitest/config';

/** Checks in Debian's chromium (`npm run test:browser`); .ci/run installs chromium first. Kept out of `npm test` so a machine with only Node passes it. */
export default defineConfig({
  test: {
    include: ['test/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
