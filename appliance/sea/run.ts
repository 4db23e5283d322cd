/**
 * What the single executable runs at every start (appliance/sea/entry.ts):
 * runtime V8 settings, then the CLI with the embedded SQLite addon.
 */
import { setFlagsFromString } from 'node:v8';
import { main } from '../main.js';
// main.ts loads these on demand (so `--version` from source stays quick). Imported here, they are evaluated
// while the build takes the startup snapshot, which then holds them ready: the core, the storage adapters
// and the composition cost nothing at start. The HTTP layer cannot join them on Node 20: node:http's and
// node:http2's native parts cannot be serialized, and h3/srvx touch the Response global as they load, which
// loads Node's internal undici, whose parser needs WebAssembly (absent while a snapshot is built).
import '../compose.js';
import '../../core/index.js';
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

export function runBinary(): void {
  for (const flag of heapFlags) setFlagsFromString(flag);
  void main(process.argv.slice(2), loadEmbeddedSqlite).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
}
