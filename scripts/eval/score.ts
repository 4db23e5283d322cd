/**
 * Scoring of the labeled request set, shared by `npm run eval` and the test
 * that holds the engine to its targets. Trade is scored where a trade is
 * expected, quantity (within 1%) where a quantity is, crew where the customer named one.
 */
import { readFileSync } from 'node:fs';
import type { Estimator, EstimatorAnswer, EstimatorRequest, CustomerMessage } from '../../core/engine/types.js';

export interface EvalCase {
  id: string;
  lang: 'en' | 'es';
  region: string;
  text?: string;
  messages?: CustomerMessage[];
  expect: { status: string; trade: string | null; quantity: number | null; crew: number | null };
}

export interface Tally { hit: number; total: number }
export interface EvalScore { status: Tally; trade: Tally; quantity: Tally; crew: Tally; misses: string[] }

export const defaultEvalSet = new URL('../../test/fixtures/eval-set.json', import.meta.url);

export function loadEvalSet(path: string | URL = defaultEvalSet): EvalCase[] {
  return JSON.parse(readFileSync(path, 'utf8')) as EvalCase[];
}

export function scoreEvalSet(cases: EvalCase[], engine: Estimator & { estimateSync(request: EstimatorRequest): EstimatorAnswer }): EvalScore {
  const score: EvalScore = { status: { hit: 0, total: 0 }, trade: { hit: 0, total: 0 }, quantity: { hit: 0, total: 0 }, crew: { hit: 0, total: 0 }, misses: [] };
  const tally = (key: Exclude<keyof EvalScore, 'misses'>, ok: boolean) => {
    score[key].total += 1;
    if (ok) score[key].hit += 1;
  };
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
    if (wrong.length) score.misses.push(`${c.id} [${c.region}] ${wrong.join(', ')} :: ${c.text ?? messages.map((m) => m.content).join(' | ')} → ${a.task?.slug ?? '-'}`);
  }
  return score;
}
