/**
 * Vitest global setup: one throwaway Estimate API for the whole test run.
 * `estimate-appliance ci` prints KEY=value lines once it is ready; they are
 * handed to the tests with `provide` (read them with `inject('estimate')`).
 * Copy this file into your project and name it in vitest.config.ts
 * (`test: { globalSetup: ['./global-setup.ts'] }`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';

export interface EstimateCi {
  ESTIMATE_BASE_URL: string;
  ESTIMATE_API_URL: string;
  ESTIMATE_ACCOUNT_ID: string;
  ESTIMATE_TEST_KEY: string;
  ESTIMATE_LIVE_KEY: string;
  ESTIMATE_LIVE_CREDITS: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    estimate: EstimateCi;
  }
}

export default async function setup(project: TestProject) {
  // The installed package's command (npm links it in node_modules/.bin); port 0: any free port,
  // the address comes back in ESTIMATE_BASE_URL. Its logs (JSON lines on stderr) are dropped here.
  const command = resolve(project.config.root, 'node_modules', '.bin', 'estimate-appliance');
  const server = spawn(command, ['ci', '--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const values: Record<string, string> = {};
  for await (const line of createInterface({ input: server.stdout })) {
    const [key, ...rest] = line.split('=');
    values[key!] = rest.join('=');
    if ('ESTIMATE_LIVE_CREDITS' in values) break;
  }
  if (!values.ESTIMATE_LIVE_KEY) throw new Error('estimate-appliance ci stopped before it was ready');
  project.provide('estimate', values as unknown as EstimateCi);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  };
}
