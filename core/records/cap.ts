import { ProblemError } from '../errors/problem.js';

/** Customers plus records one environment may hold (estimate-api.md part 8). */
export const defaultRecordsCap = 50_000;

export const capReached = (cap: number) =>
  new ProblemError(
    'records_cap_reached',
    `An environment holds at most ${cap} customers and records together. Delete some before adding more.`,
  );
