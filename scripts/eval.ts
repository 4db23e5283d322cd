/**
 * Scores the default engine on the labeled request set (test/fixtures/eval-set.json):
 * status, trade, quantity (within 1%) and crew accuracy. Run: npx tsx scripts/eval.ts [--verbose] [path]
 * Trade is scored where a trade is expected, quantity where a quantity is
 * expected, crew where the customer named one.
 */
import { readFileSync } from 'node:fs';
import { createDefaultEstimator } from '../core/engine/index.js';
import type { CustomerMessage } from '../core/engine/types.js';

interface Case {
  id: string;
  lang: 'en' | 'es';
  region: string;
  text?: string;
  messages?: CustomerMessage[];
  expect: { status: string; trade: string | null; quantity: number | null; crew: number | null };
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const path = args.find((a) => !a.startsWith('--')) ?? new URL('../test/fixtures/eval-set.json', import.meta.url);
const cases = JSON.parse(readFileSync(path, 'utf8')) as Case[];
const engine = createDefaultEstimator();

const score = { status: [0, 0], trade: [0, 0], quantity: [0, 0], crew: [0, 0] };
const tally = (key: keyof typeof score, ok: boolean): void => { score[key][1]! += 1; if (ok) score[key][0]! += 1; };
const misses: string[] = [];

for (const c of cases) {
  const messages = c.messages ?? [{ role: 'customer' as const, content: c.text ?? '' }];
  const a = engine.estimateSync({ region: c.region, messages, photos: [] });
  const e = c.expect;
  const wrong: string[] = [];
  tally('status', a.status === e.status);
  if (a.status !== e.status) wrong.push(`status ${a.status}≠${e.status}`);
  if (e.trade) {
    const ok = a.task?.trade === e.trade;
    tally('trade', ok);
    if (!ok) wrong.push(`trade ${a.task?.trade ?? '-'}≠${e.trade}`);
  }
  if (e.quantity !== null) {
    const q = a.scope?.quantity ?? null;
    const ok = q !== null && Math.abs(q - e.quantity) <= Math.max(0.01, e.quantity * 0.01);
    tally('quantity', ok);
    if (!ok) wrong.push(`qty ${q ?? '-'}≠${e.quantity}`);
  }
  if (e.crew !== null) {
    const ok = a.scope?.crew_size === e.crew;
    tally('crew', ok);
    if (!ok) wrong.push(`crew ${a.scope?.crew_size ?? '-'}≠${e.crew}`);
  }
  if (wrong.length) misses.push(`${c.id} [${c.region}] ${wrong.join(', ')} :: ${c.text ?? messages.map((m) => m.content).join(' | ')} → ${a.task?.slug ?? '-'}`);
}

const pct = ([ok, n]: number[]): string => (n ? `${((ok! / n) * 100).toFixed(1)}% (${ok}/${n})` : 'n/a');
console.log(`cases:    ${cases.length} (${cases.filter((c) => c.lang === 'en').length} en, ${cases.filter((c) => c.lang === 'es').length} es)`);
console.log(`status:   ${pct(score.status)}`);
console.log(`trade:    ${pct(score.trade)}`);
console.log(`quantity: ${pct(score.quantity)}`);
console.log(`crew:     ${pct(score.crew)}`);
if (verbose || misses.length <= 40) for (const m of misses) console.log(`  ✗ ${m}`);
