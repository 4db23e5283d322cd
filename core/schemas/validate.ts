import * as v from 'valibot';
import type { FieldError } from '../errors/catalog.js';
import { ProblemError } from '../errors/problem.js';

type AnyIssue = v.BaseIssue<unknown>;

function pointerOf(issue: AnyIssue): string {
  const keys = (issue.path ?? []).map((item) => String(item.key).replace(/~/g, '~0').replace(/\//g, '~1'));
  return keys.length ? `/${keys.join('/')}` : '';
}

/** A value of the right JSON type that breaks a rule (length, range, allowed value) is semantic: 422. */
function isSemantic(issue: AnyIssue): boolean {
  if (issue.kind === 'validation') return true;
  const choice = issue.type === 'picklist' || issue.type === 'literal' || issue.type === 'enum';
  return choice && (typeof issue.input === 'string' || typeof issue.input === 'number');
}

function messageOf(issue: AnyIssue): string {
  if (issue.kind === 'schema' && issue.expected === 'never') return 'unknown field';
  if (isSemantic(issue) && issue.kind === 'schema') return `must be one of ${issue.expected}`;
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'required';
  return issue.message;
}

/** Validates a request body: wrong shape or type gives 400 `invalid_request`, broken rules 422 `validation_failed`. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issues = result.issues as unknown as AnyIssue[];
  const errors: FieldError[] = issues.map((issue) => ({ pointer: pointerOf(issue), message: messageOf(issue) }));
  const structural = issues.some((issue) => !isSemantic(issue));
  const summary = errors.map((e) => `${e.pointer || '/'}: ${e.message}`).join('; ');
  return structural
    ? (() => {
        throw new ProblemError('invalid_request', `The request body does not match the schema: ${summary}.`, { errors });
      })()
    : (() => {
        throw new ProblemError('validation_failed', `The request is not acceptable: ${summary}.`, { errors });
      })();
}

/** Validates query parameters: anything wrong is 400 `invalid_parameter`. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: Record<string, string>): v.InferOutput<S> {
  const result = v.safeParse(schema, query);
  if (result.success) return result.output;
  const issues = result.issues as unknown as AnyIssue[];
  const errors: FieldError[] = issues.map((issue) => ({ parameter: String(issue.path?.[0]?.key ?? ''), message: messageOf(issue) }));
  const summary = errors.map((e) => `${e.parameter}: ${e.message}`).join('; ');
  throw new ProblemError('invalid_parameter', `Fix the query parameters: ${summary}.`, { errors });
}
