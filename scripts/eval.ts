/**
 * Scores the default engine on the labeled request sets: the tuned set
 * (test/fixtures/eval-set.json plus test/fixtures/tuned/), the first blind sets
 * (blind-set.json, blind-set-c.json), every held-back set released for tuning
 * (`releasedSets` in ./eval/score.ts, each with its paraphrase families) and
 * the paraphrase families (test/fixtures/paraphrase-families.json), each when
 * present. Prints status, trade, quantity (within 1%), crew and several-jobs
 * accuracy overall and per split.
 * Run: npx tsx scripts/eval.ts [--verbose]
 *   [--only=tuned|blind|blind-c|blind-<key>|families-<key>|families|held-back] [path-of-one-set]
 * where <key> is a released set's key (h, h3 … h6, h8 … h10, t11, h11 … h29).
 * `--only=held-back` prints the held-back set's figures, never its misses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createDefaultEstimator } from '../core/engine/index.js';
import { loadFamilies, scoreFamilies } from './eval/families.js';
import {
  blindSet,
  blindSetC,
  heldBack,
  releasedSets,
  defaultEvalSet,
  familiesSet,
  loadEvalSet,
  scoreEvalSet,
  type EvalCase,
  type Figures,
  type Tally,
} from './eval/score.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const path = args.find((a) => !a.startsWith('--'));
const engine = createDefaultEstimator();

const pct = ({ hit, total }: Tally): string => (total ? `${((hit / total) * 100).toFixed(1)}% (${hit}/${total})` : 'n/a');
const row = (name: string, f: Figures): string =>
  `${name.padEnd(26)} ${String(f.cases).padStart(5)}  status ${pct(f.status).padEnd(18)} trade ${pct(f.trade).padEnd(18)} qty ${pct(f.quantity).padEnd(18)} crew ${pct(f.crew).padEnd(14)} jobs ${pct(f.jobs)}`;

/** `heldBack`: figures only; the misses of a held-back set are never printed, so nobody tunes on them. */
function reportSet(title: string, file: string | URL | EvalCase[], heldBack = false): void {
  const cases = Array.isArray(file) ? file : loadEvalSet(file);
  const score = scoreEvalSet(cases, engine);
  console.log(`\n== ${title}: ${cases.length} cases`);
  console.log(row('all', score));
  for (const name of Object.keys(score.splits).sort()) console.log(row(`  ${name}`, score.splits[name]!));
  if (heldBack) console.log(`  (${score.misses.length} misses, not listed: held back)`);
  else if (verbose || score.misses.length <= 40) for (const m of score.misses) console.log(`  ✗ ${m}`);
  else console.log(`  (${score.misses.length} misses; --verbose lists them)`);
}

function reportFamilies(file: string | URL, heldBack = false): void {
  const f = scoreFamilies(loadFamilies(file), engine);
  const share = (c: number, t: number): string => `${((c / t) * 100).toFixed(1)}% (${c}/${t})`;
  console.log(`\n== paraphrase families: ${f.total} families`);
  console.log(`${'consistent'.padEnd(26)} ${share(f.consistent, f.total)}`);
  for (const name of Object.keys(f.splits).sort())
    console.log(`  ${name.padEnd(24)} ${share(f.splits[name]!.consistent, f.splits[name]!.total)}`);
  if (heldBack) console.log(`  (${f.broken.length} inconsistent, not listed: held back)`);
  else if (verbose || f.broken.length <= 20) for (const b of f.broken) console.log(`  ✗ ${b}`);
  else console.log(`  (${f.broken.length} inconsistent; --verbose lists them)`);
}

if (path) {
  if (only === 'families') reportFamilies(path);
  else reportSet(path, path);
} else {
  if (!only || only === 'tuned') reportSet('tuned set (eval-set.json)', defaultEvalSet);
  if ((!only || only === 'blind') && existsSync(blindSet)) reportSet('blind set (blind-set.json)', blindSet);
  if ((!only || only === 'blind-c') && existsSync(blindSetC)) reportSet('blind set C (blind-set-c.json)', blindSetC);
  for (const set of releasedSets) {
    const file = basename(set.blind.pathname);
    if ((!only || only === `blind-${set.key}`) && existsSync(set.blind)) reportSet(`${set.title} (${file})`, set.blind);
    if (set.families && (!only || only === `families-${set.key}`) && existsSync(set.families)) reportFamilies(set.families);
  }
  // The held-back set only when asked for by name: its figures, never its misses.
  if (only === 'held-back' && existsSync(heldBack.blind)) {
    reportSet(`held-back set ${heldBack.name} (test/fixtures/held-back, never tuned on)`, heldBack.blind, true);
    if (existsSync(heldBack.families)) reportFamilies(heldBack.families, true);
  }
  if ((!only || only === 'families') && existsSync(familiesSet)) {
    reportFamilies(familiesSet);
    // Members that carry labels are scored like any labeled case too.
    const members = (JSON.parse(readFileSync(familiesSet, 'utf8')) as Array<{ cases?: EvalCase[] }>)
      .flatMap((f) => f.cases ?? [])
      .filter((c) => c.expect);
    if (members.length) reportSet('paraphrase family members, as labeled cases', members);
  }
}
