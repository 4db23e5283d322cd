import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EstimatorAnswer } from '../../../core/engine/types.js';
import { ask, converse } from './helpers.js';

const STATUSES = ['priced', 'needs_detail', 'unsupported', 'unclear'] as const;

function fixture(status: string): { input: { text: string }; region: string; answer: EstimatorAnswer } {
  return JSON.parse(readFileSync(new URL(`../../../core/estimates/sandbox/fixtures/${status}.json`, import.meta.url), 'utf8'));
}

describe('sandbox fixtures', () => {
  it.each(STATUSES)('%s is the current engine output for its input (rerun scripts/freeze-sandbox-fixtures.ts if not)', (status) => {
    const f = fixture(status);
    expect(f.region).toBe('US-CA');
    expect(f.answer.status).toBe(status);
    expect(ask(f.region, f.input.text)).toEqual(f.answer);
  });

  it('a follow-up giving the size asked for by needs_detail is priced', () => {
    const f = fixture('needs_detail');
    expect(f.answer.question!.field).toBe('quantity');
    const answer = converse(f.region, f.input.text, f.answer.question!.text, "It's about 14 by 16 feet");
    expect(answer.status).toBe('priced');
    expect(answer.task!.slug).toBe(f.answer.task!.slug);
    // Baseboard for a 14 × 16 ft room: its perimeter.
    expect(answer.scope!.quantity).toBe(60);
  });
});
