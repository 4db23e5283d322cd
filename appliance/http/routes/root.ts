import { ApiRootResource } from '../../../core/schemas/resources.js';
import { currentApiVersion } from '../../../core/versioning.js';
import type { Route } from '../route.js';

/** GET /v1/: the API root, no key needed. */
export function rootRoutes(publicUrl: () => string): Route[] {
  return [{
    method: 'GET', path: '/v1', auth: false,
    handle: () => ({
      status: 200,
      body: { object: 'api', current_version: currentApiVersion, documentation: `${publicUrl()}/docs`, contract: `${publicUrl()}/openapi.json` },
    }),
    doc: { operationId: 'getApiRoot', summary: 'The API root: current version, documentation and contract', tag: 'Account', responses: { 200: ApiRootResource }, problems: ['unsupported_version'] },
  }];
}
