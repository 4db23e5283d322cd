/** The answer the ceilings send: the sandbox `priced` estimate exactly as POST /v1/estimates answers it (~1.1 KB). */
import { answeredEstimate } from '../../../core/estimates/assemble.js';
import { sandboxFixtures } from '../../../core/estimates/sandbox/entries.js';

export function sampleEstimate() {
  const { answer, region } = sandboxFixtures.priced;
  const frame = {
    id: 'est_01KAQZ7Y3J7T3V1YB2E8M5RSXG',
    scope: { accountId: 'acct_bench', environment: 'test' as const },
    createdAt: Date.parse('2026-11-23T12:00:00Z'),
    metadata: {},
  };
  return answeredEstimate(frame, { code: region, currency: 'USD' }, answer, 0);
}
