import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from './helpers.js';

/**
 * The engine memoizes words, clauses and normalized texts across requests. A request's answer must not depend on
 * the requests before it: a released set answered forwards and then backwards gives the same answers.
 */
interface Case {
  id: string;
  region: string;
  text?: string;
  messages?: Array<{ role: 'customer' | 'business'; content: string }>;
}

// 200 requests of H20, half Spanish and a third conversations: enough to reach every memo, quick under a loaded run.
const cases = (JSON.parse(readFileSync(new URL('../../fixtures/blind-set-h20.json', import.meta.url), 'utf8')) as Case[]).slice(0, 200);

function answer(c: Case): string {
  const a = engine.estimateSync({ region: c.region, messages: c.messages ?? [{ role: 'customer', content: c.text! }], photos: [] });
  return JSON.stringify([a.status, a.task?.slug, a.scope?.quantity, a.extras.map((x) => [x.slug, x.quantity])]);
}

describe('answers do not depend on the requests before them', () => {
  it('answers a released set the same forwards and backwards', () => {
    const forwards = new Map(cases.map((c) => [c.id, answer(c)]));
    const backwards = new Map([...cases].reverse().map((c) => [c.id, answer(c)]));
    const differ = cases.filter((c) => forwards.get(c.id) !== backwards.get(c.id)).map((c) => c.id);
    expect(differ).toEqual([]);
  });
});
