/**
 * Scores the default engine on the labeled request sets: the tuned set
 * (test/fixtures/eval-set.json), the blind sets (test/fixtures/blind-set.json,
 * blind-set-c.json, blind-set-h.json and blind-set-h3.json with
 * paraphrase-families-h3.json, blind-set-h4.json with paraphrase-families-h4.json, blind-set-h5.json with
 * paraphrase-families-h5.json, blind-set-h6.json with paraphrase-families-h6.json, blind-set-h8.json with paraphrase-families-h8.json, blind-set-h9.json with
 * paraphrase-families-h9.json, blind-set-h10.json with paraphrase-families-h10.json, blind-set-t11.json with
 * paraphrase-families-t11.json, blind-set-h11.json with paraphrase-families-h11.json, blind-set-h12.json with
 * paraphrase-families-h12.json, blind-set-h13.json with paraphrase-families-h13.json, blind-set-h14.json with
 * paraphrase-families-h14.json, blind-set-h15.json with paraphrase-families-h15.json, blind-set-h16.json with
 * paraphrase-families-h16.json, blind-set-h17.json with paraphrase-families-h17.json: the
 * held-back sets released for tuning)
 * and the paraphrase families (test/fixtures/paraphrase-families.json), each
 * when present. Prints status, trade, quantity (within 1%), crew and
 * several-jobs accuracy overall and per split.
 * Run: npx tsx scripts/eval.ts [--verbose] [--only=tuned|blind|blind-c|blind-h|blind-h3|families-h3|blind-h4|families-h4|blind-h5|families-h5|blind-h6|families-h6|blind-h8|families-h8|blind-h9|families-h9|blind-h10|families-h10|blind-t11|families-t11|blind-h11|families-h11|blind-h12|families-h12|blind-h13|families-h13|blind-h14|families-h14|blind-h15|families-h15|blind-h16|families-h16|blind-h17|families-h17|families|held-back] [path-of-one-set]
 */
import { existsSync } from 'node:fs';
import { createDefaultEstimator } from '../core/engine/index.js';
import { loadFamilies, scoreFamilies } from './eval/families.js';
import { readFileSync } from 'node:fs';
import {
  blindSet,
  blindSetC,
  blindSetH,
  blindSetH3,
  familiesSetH3,
  blindSetH4,
  familiesSetH4,
  blindSetH5,
  familiesSetH5,
  blindSetH6,
  familiesSetH6,
  blindSetH8,
  familiesSetH8,
  blindSetH9,
  familiesSetH9,
  blindSetH10,
  familiesSetH10,
  blindSetT11,
  familiesSetT11,
  blindSetH11,
  familiesSetH11,
  blindSetH12,
  familiesSetH12,
  blindSetH13,
  familiesSetH13,
  blindSetH14,
  familiesSetH14,
  blindSetH15,
  familiesSetH15,
  blindSetH16,
  familiesSetH16,
  blindSetH17,
  familiesSetH17,
  heldBackSet,
  heldBackFamilies,
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
  if ((!only || only === 'blind-h') && existsSync(blindSetH)) reportSet('released held-back set H (blind-set-h.json)', blindSetH);
  if ((!only || only === 'blind-h3') && existsSync(blindSetH3)) reportSet('released held-back set H3 (blind-set-h3.json)', blindSetH3);
  if ((!only || only === 'families-h3') && existsSync(familiesSetH3)) reportFamilies(familiesSetH3);
  if ((!only || only === 'blind-h4') && existsSync(blindSetH4)) reportSet('released held-back set H4 (blind-set-h4.json)', blindSetH4);
  if ((!only || only === 'families-h4') && existsSync(familiesSetH4)) reportFamilies(familiesSetH4);
  if ((!only || only === 'blind-h5') && existsSync(blindSetH5)) reportSet('released held-back set H5 (blind-set-h5.json)', blindSetH5);
  if ((!only || only === 'families-h5') && existsSync(familiesSetH5)) reportFamilies(familiesSetH5);
  if ((!only || only === 'blind-h6') && existsSync(blindSetH6)) reportSet('released held-back set H6 (blind-set-h6.json)', blindSetH6);
  if ((!only || only === 'families-h6') && existsSync(familiesSetH6)) reportFamilies(familiesSetH6);
  if ((!only || only === 'blind-h8') && existsSync(blindSetH8)) reportSet('released held-back set H8 (blind-set-h8.json)', blindSetH8);
  if ((!only || only === 'families-h8') && existsSync(familiesSetH8)) reportFamilies(familiesSetH8);
  if ((!only || only === 'blind-h9') && existsSync(blindSetH9)) reportSet('released held-back set H9 (blind-set-h9.json)', blindSetH9);
  if ((!only || only === 'families-h9') && existsSync(familiesSetH9)) reportFamilies(familiesSetH9);
  if ((!only || only === 'blind-h10') && existsSync(blindSetH10)) reportSet('released held-back set H10 (blind-set-h10.json)', blindSetH10);
  if ((!only || only === 'families-h10') && existsSync(familiesSetH10)) reportFamilies(familiesSetH10);
  if ((!only || only === 'blind-t11') && existsSync(blindSetT11)) reportSet('tuning set T11 (blind-set-t11.json)', blindSetT11);
  if ((!only || only === 'families-t11') && existsSync(familiesSetT11)) reportFamilies(familiesSetT11);
  if ((!only || only === 'blind-h11') && existsSync(blindSetH11)) reportSet('released held-back set H11 (blind-set-h11.json)', blindSetH11);
  if ((!only || only === 'families-h11') && existsSync(familiesSetH11)) reportFamilies(familiesSetH11);
  if ((!only || only === 'blind-h12') && existsSync(blindSetH12)) reportSet('released held-back set H12 (blind-set-h12.json)', blindSetH12);
  if ((!only || only === 'families-h12') && existsSync(familiesSetH12)) reportFamilies(familiesSetH12);
  if ((!only || only === 'blind-h13') && existsSync(blindSetH13)) reportSet('released held-back set H13 (blind-set-h13.json)', blindSetH13);
  if ((!only || only === 'families-h13') && existsSync(familiesSetH13)) reportFamilies(familiesSetH13);
  if ((!only || only === 'blind-h14') && existsSync(blindSetH14)) reportSet('released held-back set H14 (blind-set-h14.json)', blindSetH14);
  if ((!only || only === 'families-h14') && existsSync(familiesSetH14)) reportFamilies(familiesSetH14);
  if ((!only || only === 'blind-h15') && existsSync(blindSetH15)) reportSet('released held-back set H15 (blind-set-h15.json)', blindSetH15);
  if ((!only || only === 'families-h15') && existsSync(familiesSetH15)) reportFamilies(familiesSetH15);
  if ((!only || only === 'blind-h16') && existsSync(blindSetH16)) reportSet('released held-back set H16 (blind-set-h16.json)', blindSetH16);
  if ((!only || only === 'families-h16') && existsSync(familiesSetH16)) reportFamilies(familiesSetH16);
  if ((!only || only === 'blind-h17') && existsSync(blindSetH17)) reportSet('released held-back set H17 (blind-set-h17.json)', blindSetH17);
  if ((!only || only === 'families-h17') && existsSync(familiesSetH17)) reportFamilies(familiesSetH17);
  // The held-back set only when asked for by name: its figures, never its misses.
  if (only === 'held-back' && existsSync(heldBackSet)) {
    reportSet('held-back set H18 (test/fixtures/held-back, never tuned on)', heldBackSet, true);
    reportFamilies(heldBackFamilies, true);
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
