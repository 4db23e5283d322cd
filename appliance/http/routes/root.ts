import { operations } from '../../../core/operations.js';
import { currentApiVersion } from '../../../core/versioning.js';
import type { Route } from '../route.js';

/** GET /v1/: the API root, no key needed. */
export function rootRoutes(publicUrl: () => string): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1',
      auth: false,
      handle: () => ({
        status: 200,
        body: {
          object: 'api',
          current_version: currentApiVersion,
          documentation: `${publicUrl()}/docs`,
          contract: `${publicUrl()}/openapi.json`,
        },
      }),
      doc: { operation: operations.getApiRoot, summary: 'The API root: current version, documentation and contract', tag: 'Account' },
    },
  ];
}
