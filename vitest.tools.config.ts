import { defineConfig } from 'vitest/config';

/** Tests that run programs beyond Node (python3, sh, openssl, curl): `npm run test:tools`, run by .ci/run; `npm test` needs only Node. */
export default defineConfig({
  test: {
    include: ['test/**/*.tools.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
