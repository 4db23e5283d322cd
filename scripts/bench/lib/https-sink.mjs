// A bare HTTPS receiver in its own process (its CPU is not the sender's): answers 200 to everything.
// Usage: node https-sink.mjs <cert.pem> <key.pem>; prints the port on stdout.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';

const server = createServer(
  { cert: readFileSync(process.argv[2]), key: readFileSync(process.argv[3]), keepAliveTimeout: 60_000 },
  (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-length': '0' }).end());
  },
);
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
