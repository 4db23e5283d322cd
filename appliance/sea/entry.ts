/**
 * Entry point of the single executable (bundled to CommonJS by
 * scripts/build-binary.ts). The build runs this file once, with every module of
 * the bundle loaded, and stores V8's heap as a startup snapshot (SEA
 * `useSnapshot`); the executable starts from that heap and runs only the
 * function below: it loads the embedded SQLite addon, then the CLI. Nothing
 * that depends on the machine or the moment (environment, clock, randomness,
 * files) may be read while modules load: it would be frozen at build time.
 */
import { startupSnapshot } from 'node:v8';
import { main } from '../main.js';
import { loadEmbeddedSqlite } from './native.js';

const run = () => {
  void main(process.argv.slice(2), loadEmbeddedSqlite).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
};

// Building the snapshot: register the entry point. Bundled but run as a plain script (a check or a test): run now.
if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(run);
else run();
