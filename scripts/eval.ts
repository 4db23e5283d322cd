/**
 * Scores the default engine on the labeled request set (test/fixtures/eval-set.json):
 * status, trade, quantity (within 1%) and crew accuracy. Run: npx tsx scripts/eval.ts [--verbose] [path]
 */
import { createDefaultEstimator } from '../core/engine/index.js';
import { loadEvalSet, scoreEvalSet, type Tally } from './eval/score.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const cases = loadEvalSet(args.find((a) => !a.startsWith('--')));
const score = scoreEvalSet(cases, createDefaultEstimator());

const pct = ({ hit, total }: Tally): string => (total ? `${((hit / total) * 100).toFixed(1)}% (${hit}/${total})` : 'n/a');
console.log(`cases:    ${cases.length} (${cases.filter((c) => c.lang === 'en').length} en, ${cases.filter((c) => c.lang === 'es').length} es)`);
console.log(`status:   ${pct(score.status)}`);
console.log(`trade:    ${pct(score.trade)}`);
console.log(`quantity: ${pct(score.quantity)}`);
console.log(`crew:     ${pct(score.crew)}`);
if (verbose || score.misses.length <= 40) for (const m of score.misses) console.log(`  ✗ ${m}`);
