/**
 * The floor of any h3 v2 server as a Node 20 single executable (scripts/bench/cold-floor.ts builds
 * it): an empty startup snapshot, then node:http, h3 and one route answering /readyz. With
 * FLOOR_MODE=http it serves from node:http alone (the executable's own start, no h3).
 * h3 is required inside main, not at the top: touching the web classes while the snapshot is
 * built fails on Node 20 (scripts/bench/README.md, Findings, Round 2).
 */
import { startupSnapshot } from 'node:v8';

function main(): void {
  const port = Number(process.argv.at(-1));
  const { createServer } = require('node:http') as typeof import('node:http');
  if (process.env.FLOOR_MODE === 'http') {
    createServer((_request, response) => response.end('ok')).listen(port, '127.0.0.1');
    return;
  }
  const { H3, toNodeHandler } = require('h3') as typeof import('h3');
  const app = new H3();
  app.get('/readyz', () => ({ status: 'ready' }));
  createServer(toNodeHandler(app)).listen(port, '127.0.0.1');
}

if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(main);
else main();
