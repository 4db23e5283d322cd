/**
 * Module code runs once, while the build takes the startup snapshot: whatever it
 * reads then is frozen into every process started from it (one clock reading,
 * one "random" value, the build machine's environment). While the snapshot is
 * built, this records every read of the clock, of randomness and of
 * process.env made from the bundle's own code, and fails the build if there
 * was any. Imported by appliance/sea/entry.ts before the modules it guards.
 */
import crypto from 'node:crypto';
import { writeSync } from 'node:fs';
import { startupSnapshot } from 'node:v8';

if (startupSnapshot.isBuildingSnapshot()) {
  const reads: string[] = [];
  const restore: Array<() => void> = [];
  // The bundle is one script: frames of its code name its file; Node's own name node:... files.
  const bundle = __filename;
  const note = (what: string) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 30;
    // Error, note, the trap, then the caller: only reads made directly by bundled code count (Node reads its own settings).
    const frames = String(new Error().stack).split('\n').slice(3);
    // While the snapshot is built the limit is unset (Node installs it again at start); leave it so.
    if (limit === undefined) Reflect.deleteProperty(Error, 'stackTraceLimit');
    else Error.stackTraceLimit = limit;
    if (frames[0]?.includes(bundle)) reads.push(`${what}\n${frames.slice(0, 6).join('\n')}`);
  };
  const trap = <T extends object>(target: T, name: keyof T & string, label: string) => {
    const real = target[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        note(label);
        return real.apply(this, args);
      },
    });
    restore.push(() => Object.defineProperty(target, name, { configurable: true, writable: true, value: real }));
  };
  trap(Date, 'now', 'Date.now()');
  trap(Math, 'random', 'Math.random()');
  trap(performance, 'now', 'performance.now()');
  trap(process, 'hrtime', 'process.hrtime()');
  for (const name of ['randomBytes', 'randomUUID', 'randomInt', 'randomFillSync'] as const) trap(crypto, name, `crypto.${name}()`);
  trap(globalThis.crypto, 'getRandomValues', 'crypto.getRandomValues()');
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args: unknown[], newTarget) {
      if (args.length === 0) note('new Date()');
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  restore.push(() => {
    globalThis.Date = RealDate;
  });
  const env = process.env;
  process.env = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') note(`process.env.${key}`);
      return Reflect.get(target, key);
    },
  });
  restore.push(() => {
    process.env = env;
  });
  startupSnapshot.addSerializeCallback(() => {
    for (const undo of restore.reverse()) undo();
    if (reads.length === 0) return;
    // Written straight to the descriptor and exited: an exception here would open a stream the snapshot cannot hold.
    writeSync(2, `module code read what would be frozen into the startup snapshot; do it at run time instead:\n\n${reads.join('\n\n')}\n`);
    process.exit(1);
  });
}
