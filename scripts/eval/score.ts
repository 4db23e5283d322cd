/**
 * Scoring of a labeled request set, shared by `npm run eval` and the tests
 * that hold the engine to its targets. Status is scored on every case; trade
 * where a trade is expected, quantity (within 1%) where a quantity is, crew
 * (on requests labeled priced: a needs_detail answer has no scope to carry it)
 * where the customer named one. A several-jobs case (`expect.jobs`) is right
 * when the status is right and every labeled job appears among task + extras
 * + unpriced with its trade (and, where labeled and priced, its quantity).
 * Every figure is also kept per split: language, region kind, conversation
 * or single message, several jobs or one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Estimator, EstimatorAnswer, EstimatorRequest, CustomerMessage } from '../../core/engine/types.js';

export interface ExpectedJob {
  trade: string;
  quantity: number | null;
}

export interface EvalCase {
  id: string;
  lang: 'en' | 'es';
  region: string;
  text?: string;
  messages?: CustomerMessage[];
  expect: { status: string; trade: string | null; quantity: number | null; crew: number | null; jobs?: ExpectedJob[] };
}

export interface Tally {
  hit: number;
  total: number;
}
export interface Figures {
  cases: number;
  status: Tally;
  trade: Tally;
  quantity: Tally;
  crew: Tally;
  jobs: Tally;
}
export interface EvalScore extends Figures {
  misses: string[];
  splits: Record<string, Figures>;
}

type SyncEngine = Estimator & { estimateSync(request: EstimatorRequest): EstimatorAnswer };

export const defaultEvalSet = new URL('../../test/fixtures/eval-set.json', import.meta.url);
export const blindSet = new URL('../../test/fixtures/blind-set.json', import.meta.url);
export const blindSetC = new URL('../../test/fixtures/blind-set-c.json', import.meta.url);

/** A held-back set released for tuning: `--only=blind-<key>` / `--only=families-<key>` score it alone. */
export interface ReleasedSet {
  key: string;
  title: string;
  blind: URL;
  families?: URL;
}

const fixture = (name: string): URL => new URL(`../../test/fixtures/${name}`, import.meta.url);

/** The held-back sets released for tuning, oldest first; each comment says when it was scored untouched. */
export const releasedSets: readonly ReleasedSet[] = [
  // The first held-back set (220), scored untouched at v1 and v2 and released for tuning in round 3.
  { key: 'h', title: 'released held-back set H', blind: fixture('blind-set-h.json') },
  // The second held-back set (420), scored untouched at the end of rounds 2 and 3 and released for tuning in round 4.
  { key: 'h3', title: 'released held-back set H3', blind: fixture('blind-set-h3.json'), families: fixture('paraphrase-families-h3.json') },
  // The third held-back set (420), scored untouched at the end of rounds 3 and 4 and released for tuning in round 5.
  { key: 'h4', title: 'released held-back set H4', blind: fixture('blind-set-h4.json'), families: fixture('paraphrase-families-h4.json') },
  // The fourth held-back set (420), scored untouched before and after round 5 and released for tuning in round 6.
  { key: 'h5', title: 'released held-back set H5', blind: fixture('blind-set-h5.json'), families: fixture('paraphrase-families-h5.json') },
  // The fifth held-back set (210, English), scored untouched before and after round 6 and released for tuning in round 7.
  { key: 'h6', title: 'released held-back set H6', blind: fixture('blind-set-h6.json'), families: fixture('paraphrase-families-h6.json') },
  // The seventh held-back set (420, half Spanish MX/ES, by four writers who never read the code), scored untouched at
  // the start of round 8 (the sixth, H7, was kept outside the repository and lost with its machine) and released for
  // tuning in round 8.
  { key: 'h8', title: 'released held-back set H8', blind: fixture('blind-set-h8.json'), families: fixture('paraphrase-families-h8.json') },
  // The eighth held-back set (420, written with H8 from the same brief by four other writers), scored untouched before
  // and after round 8 and once more at the start of round 9, then released for tuning in round 9.
  { key: 'h9', title: 'released held-back set H9', blind: fixture('blind-set-h9.json'), families: fixture('paraphrase-families-h9.json') },
  // The ninth held-back set (420, from the same brief by four other writers), scored untouched before and after round 9
  // and once more at the start of round 10, then released for tuning in round 10.
  {
    key: 'h10',
    title: 'released held-back set H10',
    blind: fixture('blind-set-h10.json'),
    families: fixture('paraphrase-families-h10.json'),
  },
  // A tuning set (T11, 420, from the same brief by four more writers who never read the code), written in round 10 to
  // tune on while H11 stays held back; scored on round 10's engine before any change made for it.
  { key: 't11', title: 'tuning set T11', blind: fixture('blind-set-t11.json'), families: fixture('paraphrase-families-t11.json') },
  // The eleventh held-back set (420, from the same brief by four other writers), scored untouched before and after round
  // 10 and once more at the start of round 11, then released for tuning in round 11.
  {
    key: 'h11',
    title: 'released held-back set H11',
    blind: fixture('blind-set-h11.json'),
    families: fixture('paraphrase-families-h11.json'),
  },
  // The twelfth held-back set (420, from the same brief by four other writers), scored untouched before and after round
  // 11 and once more at the start of round 12, then released for tuning in round 12.
  {
    key: 'h12',
    title: 'released held-back set H12',
    blind: fixture('blind-set-h12.json'),
    families: fixture('paraphrase-families-h12.json'),
  },
  // The thirteenth held-back set (420, from the same brief by four other writers), scored untouched before and after
  // round 12 and once more at the start of round 13, then released for tuning in round 13.
  {
    key: 'h13',
    title: 'released held-back set H13',
    blind: fixture('blind-set-h13.json'),
    families: fixture('paraphrase-families-h13.json'),
  },
  // The fourteenth held-back set (420, from the same brief by four other writers), scored untouched before and after
  // round 13 and once more at the start of round 14, then released for tuning in round 14.
  {
    key: 'h14',
    title: 'released held-back set H14',
    blind: fixture('blind-set-h14.json'),
    families: fixture('paraphrase-families-h14.json'),
  },
  // The fifteenth held-back set (424, from the same brief by eight other writers), scored untouched before and after
  // round 14, then released for tuning in round 15.
  {
    key: 'h15',
    title: 'released held-back set H15',
    blind: fixture('blind-set-h15.json'),
    families: fixture('paraphrase-families-h15.json'),
  },
  // The sixteenth held-back set (424, from the same brief by eight other writers), scored untouched before and after
  // round 15, then released for tuning in round 16.
  {
    key: 'h16',
    title: 'released held-back set H16',
    blind: fixture('blind-set-h16.json'),
    families: fixture('paraphrase-families-h16.json'),
  },
  // The seventeenth held-back set (424, from the same brief by eight other writers), scored untouched before and after
  // round 16, then released for tuning in round 17.
  {
    key: 'h17',
    title: 'released held-back set H17',
    blind: fixture('blind-set-h17.json'),
    families: fixture('paraphrase-families-h17.json'),
  },
  // The eighteenth held-back set (424, from the same brief by eight other writers), scored untouched before and
  // after round 17 and once more at the start of round 18, then released for tuning in round 18.
  {
    key: 'h18',
    title: 'released held-back set H18',
    blind: fixture('blind-set-h18.json'),
    families: fixture('paraphrase-families-h18.json'),
  },
  // The nineteenth held-back set (424, from the same brief by eight other writers), scored untouched before and
  // after round 18 and once more at the start of round 19, then released for tuning in round 19.
  {
    key: 'h19',
    title: 'released held-back set H19',
    blind: fixture('blind-set-h19.json'),
    families: fixture('paraphrase-families-h19.json'),
  },
  // The twentieth held-back set (424, eight parts: five by new writers, three spare parts kept from earlier rounds),
  // scored untouched before and after round 19 and once more at the start of round 20, then released for tuning in
  // round 20.
  {
    key: 'h20',
    title: 'released held-back set H20',
    blind: fixture('blind-set-h20.json'),
    families: fixture('paraphrase-families-h20.json'),
  },
  // The twenty-first held-back set (424, eight parts: seven by new writers, one spare part kept from round 19), scored
  // untouched before and after round 20, then released for tuning in round 21.
  {
    key: 'h21',
    title: 'released held-back set H21',
    blind: fixture('blind-set-h21.json'),
    families: fixture('paraphrase-families-h21.json'),
  },
  // The twenty-second held-back set (424, eight parts: two by new writers, six spare parts kept from rounds 19 and 20),
  // scored untouched before and after round 21, then released for tuning in round 22.
  {
    key: 'h22',
    title: 'released held-back set H22',
    blind: fixture('blind-set-h22.json'),
    families: fixture('paraphrase-families-h22.json'),
  },
  // The twenty-third held-back set (424, eight parts: four by new writers, four spare parts kept from round 21),
  // scored untouched before and after round 22, then released for tuning in round 23.
  {
    key: 'h23',
    title: 'released held-back set H23',
    blind: fixture('blind-set-h23.json'),
    families: fixture('paraphrase-families-h23.json'),
  },
  // The twenty-fourth held-back set (424, eight parts: four by new writers, four spare parts kept from round 22),
  // scored untouched before and after round 23, then released for tuning in round 24.
  {
    key: 'h24',
    title: 'released held-back set H24',
    blind: fixture('blind-set-h24.json'),
    families: fixture('paraphrase-families-h24.json'),
  },
  // The twenty-fifth held-back set (424, eight parts: four by new writers, four spare parts kept from round 23),
  // scored untouched before and after round 24, then released for tuning in round 25.
  {
    key: 'h25',
    title: 'released held-back set H25',
    blind: fixture('blind-set-h25.json'),
    families: fixture('paraphrase-families-h25.json'),
  },
  // The twenty-sixth held-back set (424, eight parts: four by new writers, four spare parts kept from round 24),
  // scored untouched before and after round 25, then released for tuning in round 26.
  {
    key: 'h26',
    title: 'released held-back set H26',
    blind: fixture('blind-set-h26.json'),
    families: fixture('paraphrase-families-h26.json'),
  },
  // The twenty-seventh held-back set (424, eight parts: four by new writers, four spare parts kept from round 25),
  // scored untouched before and after round 26, then released for tuning in round 27.
  {
    key: 'h27',
    title: 'released held-back set H27',
    blind: fixture('blind-set-h27.json'),
    families: fixture('paraphrase-families-h27.json'),
  },
  // The twenty-eighth held-back set (424, eight parts: four by new writers, four spare parts kept from round 26),
  // scored untouched before and after round 27, then released for tuning in round 28.
  {
    key: 'h28',
    title: 'released held-back set H28',
    blind: fixture('blind-set-h28.json'),
    families: fixture('paraphrase-families-h28.json'),
  },
  // The twenty-ninth held-back set (424, eight parts: four by new writers, four spare parts kept from round 27),
  // scored untouched before and after round 28, then released for tuning in round 29.
  {
    key: 'h29',
    title: 'released held-back set H29',
    blind: fixture('blind-set-h29.json'),
    families: fixture('paraphrase-families-h29.json'),
  },
];

/** The held-back set and its families: never tuned on; `--only=held-back` prints figures, not misses. */
export const heldBack = {
  name: 'H30',
  blind: fixture('held-back/blind-set-h30.json'),
  families: fixture('held-back/paraphrase-families-h30.json'),
};

export const familiesSet = new URL('../../test/fixtures/paraphrase-families.json', import.meta.url);

/** Tuned cases added per round or per area, one file each so parallel work merges cleanly. */
export const tunedCasesDir = new URL('../../test/fixtures/tuned/', import.meta.url);

/** One set; the default (tuned) set is eval-set.json plus every file in fixtures/tuned/. */
export function loadEvalSet(path: string | URL = defaultEvalSet): EvalCase[] {
  const cases = JSON.parse(readFileSync(path, 'utf8')) as EvalCase[];
  if (String(path) !== String(defaultEvalSet) || !existsSync(tunedCasesDir)) return cases;
  const extra = readdirSync(tunedCasesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(new URL(name, tunedCasesDir), 'utf8')) as EvalCase[]);
  return [...cases, ...extra];
}

const blankFigures = (): Figures => ({
  cases: 0,
  status: { hit: 0, total: 0 },
  trade: { hit: 0, total: 0 },
  quantity: { hit: 0, total: 0 },
  crew: { hit: 0, total: 0 },
  jobs: { hit: 0, total: 0 },
});

export const near = (got: number | null | undefined, want: number): boolean =>
  got !== null && got !== undefined && Math.abs(got - want) <= Math.max(0.01, Math.abs(want) * 0.01);

/** The splits a case belongs to, in the order `npm run eval` prints them. */
export function splitsOf(c: EvalCase): string[] {
  const country = c.region.slice(0, 2);
  return [
    `lang:${c.lang}`,
    `units:${country === 'US' || country === 'CA' ? 'imperial (US/CA)' : 'metric (MX/ES)'}`,
    `region:${country}`,
    c.messages ? 'shape:conversation' : 'shape:single message',
    c.expect.jobs?.length ? 'jobs:several' : 'jobs:one',
  ];
}

export function messagesOf(c: { text?: string; messages?: CustomerMessage[] }): CustomerMessage[] {
  return c.messages ?? [{ role: 'customer' as const, content: c.text ?? '' }];
}

/** Every job the answer names: the main task, the extras, the unpriced items. */
function answeredJobs(a: EstimatorAnswer): Array<{ trade: string | null; quantity: number | null }> {
  const jobs: Array<{ trade: string | null; quantity: number | null }> = [];
  if (a.task) jobs.push({ trade: a.task.trade, quantity: a.scope?.quantity ?? null });
  for (const x of a.extras) jobs.push({ trade: x.slug.split('.')[0]!, quantity: x.quantity });
  for (const u of a.unpriced) jobs.push({ trade: u.trade, quantity: null });
  return jobs;
}

/** Each labeled job takes a different answered job of its trade (with its quantity when labeled and priced). */
export function jobsFound(a: EstimatorAnswer, expected: ExpectedJob[]): boolean {
  const pool = answeredJobs(a);
  // Jobs with a labeled quantity first, so a bare-trade job does not take the one that carries the amount.
  const order = [...expected].sort((x, y) => Number(y.quantity !== null) - Number(x.quantity !== null));
  for (const want of order) {
    const fits = (j: (typeof pool)[number]): boolean =>
      j.trade === want.trade && (want.quantity === null || j.quantity === null || near(j.quantity, want.quantity));
    const exact = pool.findIndex((j) => fits(j) && (want.quantity === null ? true : j.quantity !== null));
    const i = exact >= 0 ? exact : pool.findIndex(fits);
    if (i < 0) return false;
    // A priced job of the trade with the wrong amount does not count.
    if (want.quantity !== null && pool[i]!.quantity !== null && !near(pool[i]!.quantity, want.quantity)) return false;
    pool.splice(i, 1);
  }
  return true;
}

export function scoreEvalSet(cases: EvalCase[], engine: SyncEngine): EvalScore {
  const score: EvalScore = { ...blankFigures(), misses: [], splits: {} };
  for (const c of cases) {
    const messages = messagesOf(c);
    const a = engine.estimateSync({ region: c.region, messages, photos: [] });
    const e = c.expect;
    const targets = [score as Figures, ...splitsOf(c).map((s) => (score.splits[s] ??= blankFigures()))];
    const tally = (key: Exclude<keyof Figures, 'cases'>, ok: boolean): void => {
      for (const t of targets) {
        t[key].total += 1;
        if (ok) t[key].hit += 1;
      }
    };
    for (const t of targets) t.cases += 1;
    const wrong: string[] = [];
    tally('status', a.status === e.status);
    if (a.status !== e.status) wrong.push(`status ${a.status}≠${e.status}`);
    if (e.jobs?.length) {
      const ok = a.status === e.status && jobsFound(a, e.jobs);
      tally('jobs', ok);
      if (!ok)
        wrong.push(
          `jobs [${answeredJobs(a)
            .map((j) => `${j.trade}:${j.quantity ?? '-'}`)
            .join(' ')}]≠[${e.jobs.map((j) => `${j.trade}:${j.quantity ?? '-'}`).join(' ')}]`,
        );
    }
    if (e.trade) {
      // With no task yet, the trade a question names ("What flooring job…?", `question.trade`) is the answer's trade.
      const trade = a.task?.trade ?? a.question?.trade ?? null;
      const ok = trade === e.trade;
      tally('trade', ok);
      if (!ok) wrong.push(`trade ${trade ?? '-'}≠${e.trade}`);
    }
    if (e.quantity !== null && e.quantity !== undefined) {
      const q = a.scope?.quantity ?? null;
      const ok = near(q, e.quantity);
      tally('quantity', ok);
      if (!ok) wrong.push(`qty ${q ?? '-'}≠${e.quantity}`);
    }
    // A needs_detail answer has `scope: null` (the API carries no crew_size there), so a crew labeled on a
    // request that must be asked about cannot be observed: crew is scored where the label is priced.
    if (e.crew !== null && e.crew !== undefined && e.status === 'priced') {
      const ok = a.scope?.crew_size === e.crew;
      tally('crew', ok);
      if (!ok) wrong.push(`crew ${a.scope?.crew_size ?? '-'}≠${e.crew}`);
    }
    if (wrong.length)
      score.misses.push(
        `${c.id} [${c.region}] ${wrong.join(', ')} :: ${c.text ?? messages.map((m) => m.content).join(' | ')} → ${a.task?.slug ?? '-'}`,
      );
  }
  return score;
}

export const rate = ({ hit, total }: Tally): number => (total ? hit / total : 1);
