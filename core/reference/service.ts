import { ProblemError } from '../errors/problem.js';
import { parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import type { ReferenceData } from './types.js';

/** GET /regions and GET /tasks. Tasks are paged by slug, which is their id. */
export function createReferenceQueries(reference: ReferenceData) {
  return {
    regions: () => ({ data: reference.regions(), hasMore: false }),

    tasks(query: Record<string, string>) {
      const q = parseQueryOf(operations.listTasks, query);
      if (q.region !== undefined && !reference.region(q.region)) {
        throw new ProblemError('validation_failed', `Unknown region '${q.region}'. GET /v1/regions lists the codes.`, {
          errors: [{ parameter: 'region', message: 'unknown region' }],
        });
      }
      const all: Array<{ slug: string }> = q.region === undefined ? reference.unpricedTasks() : reference.tasks(q.region);
      let start = 0;
      if (q.starting_after !== undefined) {
        const at = all.findIndex((t) => t.slug === q.starting_after);
        if (at < 0)
          throw new ProblemError(
            'invalid_cursor',
            `starting_after '${q.starting_after}' names no task of this list. Pass the slug of the last task of the previous page.`,
            { errors: [{ parameter: 'starting_after', message: 'unknown slug' }] },
          );
        start = at + 1;
      }
      const data = all.slice(start, start + q.limit);
      return { data, hasMore: start + q.limit < all.length };
    },
  };
}
