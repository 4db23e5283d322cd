/**
 * Library code every start runs, run once while the startup snapshot is built (appliance/sea/entry.ts)
 * so that the snapshot holds it compiled. V8 compiles a function on its first call and a Node 20
 * startup snapshot keeps the bytecode of what was compiled while it was built: in a test snapshot a
 * 30,000-line function's first call took 31–38 ms when it had not run during the build, 0.5 ms when
 * it had (scripts/bench/README.md, Round 6).
 *
 * What is warmed must not read the clock, randomness or the environment (appliance/sea/snapshot-guard.ts
 * fails the build) nor keep anything: only the compiled functions stay.
 */
import { addRoute, createRouter, findRoute } from 'rou3';
import { parseOptions } from '../cli/args.js';
import { configOptions, loadConfig } from '../config.js';

export function warmUpForSnapshot(): void {
  warmUpConfiguration();
  warmUpRouter();
}

/**
 * `serve`'s arguments and settings: Node's parseArgs, the settings table, valibot's checks. The first
 * parse took ~3 ms, later ones 0.5–0.9 ms (plain node, bundled). An empty environment: the build's
 * own is neither read nor kept.
 */
function warmUpConfiguration(): void {
  const args = ['--port', '8080', '--host', '127.0.0.1', '--db', 'warm-up.db'];
  loadConfig(parseOptions(args, { ...configOptions(), 'dev-bootstrap': { type: 'boolean' } }).values, {});
}

/**
 * h3's router, rou3: creating the app adds ~70 routes (createHttpApp) and every request looks one up.
 * rou3 touches none of the web classes, so unlike h3 it can be evaluated in the snapshot. The route
 * shapes are the API's: static, with parameters, under a prefix, the catch-all, with and without a
 * method. rou3 is h3's dependency, bundled from where npm put it; were h3 ever to carry a copy of its
 * own, this would warm the other copy (no harm, no gain).
 */
function warmUpRouter(): void {
  const router = createRouter<number>();
  const routes: Array<[method: string, path: string]> = [
    ['GET', '/v1'],
    ['HEAD', '/v1/'],
    ['POST', '/v1/estimates'],
    ['GET', '/v1/estimates/:id'],
    ['DELETE', '/v1/estimates/:id'],
    ['POST', '/v1/estimates/:id/follow-ups'],
    ['GET', '/v1/webhooks/endpoints/:id/deliveries'],
    ['', '/**'],
  ];
  for (const [i, [method, path]] of routes.entries()) addRoute(router, method, path, i);
  for (const [method, path] of [
    ['GET', '/v1'],
    ['GET', '/v1/estimates/est_1'],
    ['HEAD', '/v1/estimates/est_1'],
    ['POST', '/v1/nothing/here'],
  ] as const)
    findRoute(router, method, path);
}
