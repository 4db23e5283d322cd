import type { EstimatorAnswer } from '../../engine/types.js';
import { ProblemError } from '../../errors/problem.js';
import needsDetail from './fixtures/needs_detail.json' with { type: 'json' };
import priced from './fixtures/priced.json' with { type: 'json' };
import unclear from './fixtures/unclear.json' with { type: 'json' };
import unsupported from './fixtures/unsupported.json' with { type: 'json' };

/** A frozen real output of our estimator (see scripts/freeze-sandbox-fixtures.ts). */
export interface SandboxFixture {
  input: { text: string };
  region: string;
  answer: EstimatorAnswer;
}

export const sandboxFixtures = {
  priced: priced as SandboxFixture,
  needs_detail: needsDetail as SandboxFixture,
  unsupported: unsupported as SandboxFixture,
  unclear: unclear as SandboxFixture,
};

export const sandboxEntryNames = [
  'priced',
  'needs_detail',
  'unsupported',
  'unclear',
  'rate_limited',
  'insufficient_credits',
  'content_rejected',
  'timeout',
  'async',
  'failed',
] as const;
export type SandboxEntry = (typeof sandboxEntryNames)[number];

/** What a sandbox entry does: answer a fixture now, start an async estimate, or fail with a fixed problem. */
export type SandboxPlan = { kind: 'answer'; fixture: SandboxFixture } | { kind: 'async'; outcome: 'priced' | 'failed' };

/** `sandbox:<entry>` (trimmed; anything after the name and a space is ignored), or null for real input. */
export function sandboxEntryOf(text: string | undefined): string | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (!trimmed.startsWith('sandbox:')) return null;
  return trimmed.slice('sandbox:'.length).split(/\s/, 1)[0] ?? '';
}

export function planSandbox(entry: string): SandboxPlan {
  switch (entry as SandboxEntry) {
    case 'priced':
    case 'needs_detail':
    case 'unsupported':
    case 'unclear':
      return { kind: 'answer', fixture: sandboxFixtures[entry as keyof typeof sandboxFixtures] };
    case 'async':
      return { kind: 'async', outcome: 'priced' };
    case 'failed':
      return { kind: 'async', outcome: 'failed' };
    case 'rate_limited':
      throw new ProblemError('rate_limited', 'Sandbox: this is the rate-limited answer. Wait for Retry-After seconds, then retry.', {
        headers: { 'Retry-After': '1' },
      });
    case 'insufficient_credits':
      throw new ProblemError('insufficient_credits', 'Sandbox: this is the answer when live credits run out. Buy credits to continue.');
    case 'content_rejected':
      throw new ProblemError('content_rejected', 'Sandbox: this is the answer for input refused by content rules. Rephrase the request.');
    case 'timeout':
      throw new ProblemError(
        'estimator_timeout',
        'Sandbox: this is the answer when the estimator does not answer in time. Retry with the same Idempotency-Key.',
      );
    default:
      throw new ProblemError('unknown_sandbox_entry', `Unknown sandbox entry '${entry}'. Use one of: ${sandboxEntryNames.join(', ')}.`, {
        errors: [{ pointer: '/input/text', message: 'unknown sandbox entry' }],
      });
  }
}
