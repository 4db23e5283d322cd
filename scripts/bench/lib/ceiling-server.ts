/** The bench ceiling: the smallest h3 v2 JSON endpoint on node:http. Prints `listening <url>`. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { H3, toNodeHandler } from 'h3';

const app = new H3().get('/', () => ({ ok: true }));
const server = createServer(toNodeHandler(app)).listen(0, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
