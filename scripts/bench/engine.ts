/**
 * In-process throughput of the default engine: estimates per second over a
 * mix of English and Spanish requests (all statuses). Run: npx tsx scripts/bench/engine.ts [seconds]
 */
import { createDefaultEstimator } from '../../core/engine/index.js';
import type { EstimatorRequest } from '../../core/engine/types.js';

const INPUTS: Array<[string, string]> = [
  ['US-CA', 'Hi, I need a 12x14 bedroom painted, walls and ceiling. Two painters if possible.'],
  ['US-TX', 'kitchen faucet has been dripping for a week, can someone come fix it'],
  ['US-NY', 'Replace 3 outlets in the kitchen and also install 2 ceiling fans'],
  ['US-FL', 'I need my living room painted'],
  ['US-WA', 'Can you fix my car brakes?'],
  ['US-IL', 'hello??'],
  ['MX-CMX', 'Quiero pintar una recámara de 4 x 3 metros con dos trabajadores'],
  ['ES-MD', 'Necesito un fontanero, el grifo de la cocina gotea'],
  ['MX-JAL', 'mudanza de un departamento de 2 recámaras, también armar dos roperos'],
  [
    'CA-ON',
    'Hey so we just bought a house and want the whole interior repainted, it is around 1000 sq ft. Also the front door is sticking',
  ],
];

const seconds = Number(process.argv[2] ?? 3);
const engine = createDefaultEstimator();
const requests: EstimatorRequest[] = INPUTS.map(([region, content]) => ({ region, messages: [{ role: 'customer', content }], photos: [] }));

// Warm up (JIT, Intl formatters, word cache), then measure.
for (let i = 0; i < 2_000; i++) engine.estimateSync(requests[i % requests.length]!);
let count = 0;
const start = process.hrtime.bigint();
const end = start + BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() < end) {
  for (const r of requests) engine.estimateSync(r);
  count += requests.length;
}
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  `${Math.round(count / elapsed).toLocaleString('en-US')} estimates/s (${count} in ${elapsed.toFixed(2)} s, ${((elapsed / count) * 1e6).toFixed(1)} µs each)`,
);
