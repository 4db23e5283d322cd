/**
 * `estimate-appliance/http`: the /v1 API (with /openapi.json and /docs) as an
 * h3 app, to mount in an existing server: `toNodeHandler(createApiApp(service, options))`.
 */
export { createApiApp, type ApiOptions } from '../appliance/http/api.js';
export { buildOpenApi } from '../appliance/http/openapi.js';
