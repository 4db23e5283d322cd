import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { globalSetup: ['./global-setup.ts'], include: ['*.test.ts'] },
});
