/**
 * One load phase against a server running from source under `node --cpu-prof`
 * (the profile lands in BENCH_PROFILE when the server stops), for findings:
 *
 *   BENCH_PROFILE=/tmp/prof npx tsx scripts/bench/lib/profile-phase.ts me|balance|estimate|sandbox|real
 *   npx tsx scripts/bench/lib/profile-top.ts /tmp/prof/CPU.*.0.001.cpuprofile
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestsPerKey } from './config.js';
import { keysFor, measure, type Target } from './load.js';
import { startAppliance } from './processes.js';
import { realText, region, seed } from './seed.js';

const phase = process.argv[2] ?? 'me';
if (!process.env.BENCH_PROFILE) throw new Error('set BENCH_PROFILE to a directory for the .cpuprofile');
const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const db = join(dir, 'profile.db');
const { keys, testEstimateId } = await seed(db, {
  // Enough keys that none is rate-limited: a profile full of 429s measures the refusal, not the route.
  k: [phase === 'real' || phase === 'balance' ? 'live' : 'test', keysFor(25_000, requestsPerKey)],
});
const server = await startAppliance(db);
const post = (text: string): Target => ({
  url: server.url,
  method: 'POST',
  path: '/v1/estimates',
  keys: keys.k!,
  idempotent: true,
  body: { input: { text }, region },
});
const getPaths: Record<string, string> = { me: '/v1/me', balance: '/v1/balance', estimate: `/v1/estimates/${testEstimateId}` };
const target: Target =
  phase in getPaths ? { url: server.url, path: getPaths[phase]!, keys: keys.k! } : post(phase === 'real' ? realText : 'sandbox:priced');
const result = await measure(target);
console.log(
  `${phase}: ${Math.round(result.requestsPerSecond)}/s p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms ${JSON.stringify(result.statuses)}`,
);
await server.stop();
rmSync(dir, { recursive: true, force: true });
