import { H3 } from 'h3';
import type { EstimateService } from '../../core/index.js';
import { ProblemError } from '../../core/errors/problem.js';
import type { Logger } from '../../core/ports.js';
import { currentApiVersion } from '../../core/versioning.js';
import { toHandler, type PipelineHooks } from './pipeline.js';
import { sendProblem } from './problem.js';
import type { Route } from './route.js';

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The h3 app: every route through the one pipeline; unknown paths and methods answer problems too. */
export function createHttpApp(service: EstimateService, routes: Route[], logger: Logger, hooks: PipelineHooks = {}): H3 {
  const app = new H3({
    onError: (error, event) => {
      const problem =
        error.status === 404
          ? new ProblemError('not_found', 'No such path. GET /v1/ for the API root and its documentation.')
          : new ProblemError('invalid_request', 'The request could not be read. Check the URL encoding.');
      // Errors h3 raises itself (a path it cannot decode) carry a request id like every other answer.
      return sendProblem(event, problem, service.ids.next('req'), { 'Service-Version': currentApiVersion });
    },
  });
  for (const route of routes) {
    const handler = toHandler(route, service, logger, hooks);
    // HEAD is GET without the body (RFC 9110 9.3.2): same handler, Node drops the body of a HEAD answer.
    const methods: Array<Route['method'] | 'HEAD'> = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
    for (const method of methods) {
      app.on(method, route.path, handler);
      if (route.path === '/v1') app.on(method, '/v1/', handler);
    }
  }
  const known = routes.flatMap((r) =>
    (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]).map((method) => ({ method, pattern: patternOf(r.path) })),
  );
  app.all('/**', (event) => {
    const allowed = known.filter((r) => r.pattern.test(event.url.pathname)).map((r) => r.method);
    const requestId = service.ids.next('req');
    const headers = { 'X-Request-Id': requestId, 'Service-Version': currentApiVersion };
    if (allowed.length === 0)
      return sendProblem(
        event,
        new ProblemError('not_found', `No such path: ${event.url.pathname}. GET /v1/ for the API root.`),
        requestId,
        headers,
      );
    return sendProblem(
      event,
      new ProblemError('method_not_allowed', `${event.req.method} is not allowed here. Allowed: ${allowed.join(', ')}.`),
      requestId,
      { ...headers, Allow: allowed.join(', ') },
    );
  });
  return app;
}
