import * as v from 'valibot';

/** The test clock of the test-helper routes (served only when the appliance runs one). */
export const TestClockResource = v.object({ object: v.literal('test_clock'), now: v.string() });

/** POST /v1/test_helpers/clock/advance: whole seconds, up to 400 days at a time. */
export const AdvanceTestClockBody = v.strictObject({
  seconds: v.pipe(v.number(), v.integer('must be a whole number of seconds'), v.minValue(1), v.maxValue(400 * 86_400)),
});
