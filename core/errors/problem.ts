import { problemCatalog, type FieldError, type ProblemCode } from './catalog.js';

/**
 * The one error type the core throws for anything a caller did or can act on.
 * `detail` says what to do next; `headers` carries e.g. Retry-After.
 */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ProblemCode, detail: string, extra: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(`${code}: ${detail}`);
    this.name = 'ProblemError';
    this.code = code;
    this.status = problemCatalog[code].status;
    this.title = problemCatalog[code].title;
    this.detail = detail;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
  }
}

export function isProblem(error: unknown): error is ProblemError {
  return error instanceof ProblemError;
}

export const notFound = (what: string, id: string): ProblemError =>
  new ProblemError('not_found', `No ${what} with id '${id}' exists for this key's account and environment.`);
