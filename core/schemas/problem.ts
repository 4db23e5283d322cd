import * as v from 'valibot';
import { problemCatalog } from '../errors/catalog.js';
import { int } from './common.js';

/** application/problem+json as every error answer carries it (core/errors/catalog.ts holds the codes). */
export const ProblemResource = v.object({
  type: v.string(),
  title: v.string(),
  status: int,
  detail: v.string(),
  code: v.picklist(Object.keys(problemCatalog) as [string, ...string[]]),
  request_id: v.string(),
  errors: v.optional(v.array(v.object({ pointer: v.optional(v.string()), parameter: v.optional(v.string()), message: v.string() }))),
});
