import type { EstimateService } from '../../../core/index.js';
import { ProblemError } from '../../../core/errors/problem.js';
import { defineOperation, parseBodyOf } from '../../../core/operation.js';
import { AdvanceTestClockBody, TestClockResource } from '../../../core/schemas/test-clock.js';
import type { TestClock } from '../../../adapters/system/clock.js';
import type { ApiRequest, Route } from '../route.js';

/** The test helpers' own operations: served only with a test clock, so declared here rather than in core/operations.ts. */
export const testHelperOperations = {
  getTestClock: defineOperation({ id: 'getTestClock', output: { 200: TestClockResource }, problems: [] }),
  advanceTestClock: defineOperation({
    id: 'advanceTestClock',
    body: AdvanceTestClockBody,
    output: { 200: TestClockResource },
    problems: ['invalid_request', 'validation_failed'],
  }),
};

/** Test clock (ESTIMATE_TEST_HELPERS=1 only): read it, or move it forward and run what fell due. */
export function testHelperRoutes(_service: EstimateService, clock: TestClock, runDueJobs: () => Promise<void>): Route[] {
  const requireTestKey = ({ ctx }: ApiRequest) => {
    if (ctx.scope.environment !== 'test') throw new ProblemError('scope_missing', 'Test helpers work with test keys only.');
  };
  const clockBody = () => ({ object: 'test_clock', now: clock.now().toISOString() });
  return [
    {
      method: 'GET',
      path: '/v1/test_helpers/clock',
      handle: (r) => {
        requireTestKey(r);
        return { status: 200, body: clockBody() };
      },
      doc: { operation: testHelperOperations.getTestClock, summary: 'The test clock (ESTIMATE_TEST_HELPERS=1)', tag: 'Test helpers' },
    },
    {
      method: 'POST',
      path: '/v1/test_helpers/clock/advance',
      body: 'required',
      handle: async (r) => {
        requireTestKey(r);
        const { seconds } = parseBodyOf(testHelperOperations.advanceTestClock, r.body);
        // Work already due (started at once but still running, e.g. on a networked database) finishes at the old time first.
        await runDueJobs();
        clock.advance(seconds);
        await runDueJobs();
        return { status: 200, body: clockBody() };
      },
      doc: {
        operation: testHelperOperations.advanceTestClock,
        summary: 'Move the test clock forward and run what fell due',
        tag: 'Test helpers',
      },
    },
  ];
}
