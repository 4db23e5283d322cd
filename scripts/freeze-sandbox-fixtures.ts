/**
 * Freezes the four 200-status sandbox answers (spec part 5) from real runs
 * of the default engine, so `sandbox:<entry>` answers are true engine output.
 * Run: npx tsx scripts/freeze-sandbox-fixtures.ts
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDefaultEstimator } from '../core/engine/index.js';

export const SANDBOX_INPUTS = {
  priced: 'Hi, I need a 12x14 bedroom painted, walls and ceiling. Two painters if possible.',
  needs_detail: 'Can you give me a price for new baseboards in my living room?',
  unsupported: 'My car makes a grinding noise when I brake, can you fix the brakes?',
  unclear: 'hello??',
} as const;
export const SANDBOX_REGION = 'US-CA';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'core', 'estimates', 'sandbox', 'fixtures');
mkdirSync(out, { recursive: true });
const estimator = createDefaultEstimator();
for (const [status, text] of Object.entries(SANDBOX_INPUTS)) {
  const answer = estimator.estimateSync({ region: SANDBOX_REGION, messages: [{ role: 'customer', content: text }], photos: [] });
  if (answer.status !== status) throw new Error(`Sandbox input for '${status}' answered '${answer.status}'.`);
  const file = join(out, `${status}.json`);
  writeFileSync(file, `${JSON.stringify({ input: { text }, region: SANDBOX_REGION, answer }, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
