import type { H3Event } from 'h3';
import { ProblemError } from '../../core/errors/problem.js';
import { send, type Sent } from './send.js';

/** Answers a problem as `application/problem+json` (RFC 9457 plus `code` and `request_id`). */
export function sendProblem(event: H3Event, problem: ProblemError, requestId: string, headers: Record<string, string>): Sent {
  return send(
    event,
    problem.status,
    { ...headers, ...problem.headers, 'X-Request-Id': requestId, 'Content-Type': 'application/problem+json' },
    JSON.stringify(problemBody(problem, requestId)),
  );
}

/** The problem document itself, for answers written without h3 (malformed HTTP). */
export function problemBody(problem: ProblemError, requestId: string) {
  return {
    type: 'about:blank',
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
    request_id: requestId,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
}

/** Anything that is not a ProblemError is a bug: answer 500 without details, keep the details for the log. */
export function asProblem(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  return new ProblemError(
    'internal_error',
    'Something went wrong on our side. Retry later; if it persists, contact support with the request id.',
  );
}
