/**
 * Entry point of the single executable (bundled to CommonJS by
 * scripts/build-binary.ts). The build runs this file once, with the modules
 * appliance/sea/run.ts names evaluated, and stores V8's heap as a startup snapshot
 * (SEA `useSnapshot`); the executable starts from that heap and runs only
 * `runBinary`: it loads the embedded SQLite addon, then the CLI. Nothing that
 * depends on the machine or the moment (environment, clock, randomness, files)
 * may be read while modules load: it would be frozen at build time
 * (appliance/sea/snapshot-guard.ts fails the build if it is).
 */
import { startupSnapshot } from 'node:v8';
import './snapshot-shims.js';
import './snapshot-guard.js';
import { runBinary } from './run.js';
import { warmUpForSnapshot } from './snapshot-warm-up.js';

// Building the snapshot: compile what every start runs, register the entry point. Bundled but run as a
// plain script (a check or a test): run now.
if (startupSnapshot.isBuildingSnapshot()) {
  warmUpForSnapshot();
  startupSnapshot.setDeserializeMainFunction(runBinary);
} else runBinary();
