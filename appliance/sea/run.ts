/**
 * What the single executable runs at every start (appliance/sea/entry.ts):
 * runtime V8 settings, then the CLI with the embedded SQLite addon.
 */
import { setFlagsFromString } from 'node:v8';
import { main } from '../main.js';
// main.ts loads these on demand (so `--version` from source stays quick). Imported here, they are evaluated
// while the build takes the startup snapshot, which then holds them ready: the core, the storage adapters,
// the composition, the job runtime, the routes and the OpenAPI builder cost nothing at start (everything
// that loads without the HTTP layer). The HTTP layer cannot join them on Node 20: node:http's and
// node:http2's native parts cannot be serialized, and h3/srvx touch the Response global as they load, which
// loads Node's internal undici, whose parser needs WebAssembly (absent while a snapshot is built).
import '../compose.js';
import '../../core/index.js';
import '../../adapters/system/job-runtime.js';
import '../ops/access-log.js';
import '../ops/key-check.js';
import '../ops/metrics.js';
import '../http/routes/account.js';
import '../http/routes/contract.js';
import '../http/routes/estimates.js';
import '../http/routes/ops.js';
import '../http/routes/records.js';
import '../http/routes/root.js';
import '../http/routes/test-helpers.js';
import '../http/routes/usage.js';
import '../http/routes/webhooks.js';
import './snapshot-prom-client.js';
import { releaseStartupMemory, type MemoryHelper } from './memory.js';
import { embeddedNewDatabase, loadEmbeddedAddon, loadEmbeddedSqlite, memoryAsset } from './native.js';
import { capYoungGeneration } from './young-generation.js';
import { readWalIndexThrough } from '../../adapters/sqlite/read-cache.js';

/**
 * The young generation's cap (appliance/sea/young-generation.ts; V8 grows it to 32 MB here).
 * scripts/bench/memory.ts, 60 s of real estimates: max RSS 162 MB uncapped, 149 MB at 16 MB,
 * 141 MB at 8 MB; CPU per request the same within the noise (scripts/bench/pipeline.ts, alternating).
 */
const YOUNG_GENERATION_MB = 8;

/** How long after the server is up its start-up pages are dropped. */
const RELEASE_AFTER_MS = 1000;

/**
 * How long after the server is up the heap flags below are set. Any V8 flag set at run time changes
 * V8's flag hash, and a code cache made under another hash is rejected: every one of Node's built-in
 * modules loaded after it (node:http, Node's undici, node:http2, ...: those not in the startup
 * snapshot) was then parsed and compiled from source, and a new cache made, instead of being read
 * from the code cache the snapshot carries: 20–35 ms of CPU on every start (scripts/bench/README.md,
 * Round 7). Nothing needs them before the server is up: the one below is
 * read at full collections, and none happens during the start.
 */
const HEAP_FLAGS_AFTER_MS = 200;

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
  // Sets a flag only when a doubling would pass the cap: not during the start (the young generation is
  // 2 MB when the server is up), so the built-in modules' code cache still holds (HEAP_FLAGS_AFTER_MS).
  capYoungGeneration(YOUNG_GENERATION_MB * 1024 * 1024);
  void main(process.argv.slice(2), loadEmbeddedSqlite, embeddedNewDatabase).then((code) => {
    if (code >= 0) {
      process.exitCode = code;
      return;
    }
    // Serving (-1), a moment later, off the path to the first answers (readiness does not wait for
    // either): the heap flags, once the start's built-in modules are loaded; then what the start-up
    // alone touched need not stay resident (appliance/sea/memory.ts), and the same helper maps the WAL
    // index for the read cache (until then it reads the header with pread).
    setTimeout(() => {
      for (const flag of heapFlags) setFlagsFromString(flag);
    }, HEAP_FLAGS_AFTER_MS).unref();
    setTimeout(() => {
      const helper = loadEmbeddedAddon(memoryAsset) as MemoryHelper;
      readWalIndexThrough(helper.mapShared);
      releaseStartupMemory(helper);
    }, RELEASE_AFTER_MS).unref();
  });
}
