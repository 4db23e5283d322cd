/**
 * A profiling variant of the single executable's entry (scripts/bench/cold-profile.ts
 * builds it with scripts/build-binary.ts): the same startup snapshot and the same
 * `runBinary`, with V8's CPU profiler started first thing in the deserialized main
 * function (an executable refuses --cpu-prof). On SIGTERM, which the cold-start
 * harness sends right after the first 200, the profile and Node's start-up
 * milestones are written to the directory in ESTIMATE_COLD_PROFILE.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startupSnapshot } from 'node:v8';
import '../../../appliance/sea/snapshot-shims.js';
import { runBinary } from '../../../appliance/sea/run.js';

function profiled(): void {
  const mainStart = performance.now();
  const dir = process.env.ESTIMATE_COLD_PROFILE;
  if (!dir) {
    runBinary();
    return;
  }
  const session = new Session();
  session.connect();
  // An in-process session answers synchronously: the profiler runs before the next line.
  session.post('Profiler.setSamplingInterval', { interval: 100 });
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.prependOnceListener('SIGTERM', () => {
    const stopAt = performance.now();
    const cpu = process.cpuUsage();
    session.post('Profiler.stop', (error, result) => {
      if (error) throw error;
      writeFileSync(join(dir, `cold-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      const timing = performance.nodeTiming;
      writeFileSync(
        join(dir, `cold-${process.pid}.json`),
        JSON.stringify({
          nodeStart: timing.nodeStart,
          v8Start: timing.v8Start,
          environment: timing.environment,
          bootstrapComplete: timing.bootstrapComplete,
          mainStart,
          stopAt,
          cpuAtStop: (cpu.user + cpu.system) / 1000,
        }),
      );
    });
  });
  runBinary();
}

if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(profiled);
else profiled();
