/**
 * Entry point of the single executable (bundled to CommonJS by
 * scripts/build-binary.ts). The build runs this file once, with every module of
 * the bundle loaded, and stores V8's heap as a startup snapshot (SEA
 * `useSnapshot`); the executable starts from that heap and runs only the
 * function below: it loads the embedded SQLite addon, then the CLI. Nothing
 * that depends on the machine or the moment (environment, clock, randomness,
 * files) may be read while modules load: it would be frozen at build time.
 */
import { setFlagsFromString, startupSnapshot } from 'node:v8';
import { main } from '../main.js';
import { loadEmbeddedSqlite } from './native.js';

/**
 * A single executable on Node 20 cannot carry V8 options, and the heap's size limits are fixed
 * when the process starts. This one is read at every full collection, so setting it here still
 * works: the old generation may grow 30% past what survived the last full collection (V8's own
 * factor is up to 100% and more), so the heap tracks the live data. Measured with
 * scripts/bench/memory.ts (20 s of real estimates): V8 heap 92 → 62 MB, RSS 189 → 178 MB, CPU per
 * request unchanged. Also keeping the young generation at its starting size
 * (`--semi-space-growth-factor=1`) reached 145 MB RSS but cost ~35% more CPU per request.
 */
const heapFlags = ['--heap-growing-percent=30'];

const run = () => {
  for (const flag of heapFlags) setFlagsFromString(flag);
  void main(process.argv.slice(2), loadEmbeddedSqlite).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
};

// Building the snapshot: register the entry point. Bundled but run as a plain script (a check or a test): run now.
if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(run);
else run();
