/**
 * The bench ceilings: the smallest h3 v2 server on node:http answering the
 * same ~1.1 KB estimate JSON the API answers. Prints `listening <url>`.
 *
 * - `GET /`: the JSON, nothing else (ceiling of GET /v1/estimates/{id}, /v1/balance);
 * - `POST /`: parses the JSON body, answers the JSON (ceiling of POST /v1/estimates);
 * - `POST /insert`: parses the JSON body, inserts one row into a SQLite file in WAL
 *   (synchronous = NORMAL, like the appliance), answers the JSON: the cost of
 *   persisting at all, so the real POST can be read against it too.
 */
import Database from 'better-sqlite3';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { H3, readBody, toNodeHandler } from 'h3';
import { sampleEstimate } from './sample-estimate.js';

const dbPath = process.argv[2];
if (!dbPath) throw new Error('usage: ceiling-server.ts <sqlite file>');
const db = new Database(dbPath);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT');
const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');

const answer = sampleEstimate();
const app = new H3()
  .get('/', () => answer)
  .post('/', async (event) => {
    await readBody(event);
    return answer;
  })
  .post('/insert', async (event) => {
    const body = await readBody(event);
    insert.run(JSON.stringify(body));
    return answer;
  });
const server = createServer(toNodeHandler(app)).listen(0, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => (db.close(), process.exit(0)));
  server.closeAllConnections();
});
