/**
 * prom-client's modules that can be evaluated while the startup snapshot is built (imported for
 * their effect by appliance/sea/run.ts): the registry, the metric types, and the default metrics
 * with their dependencies (@opentelemetry/api, tdigest). The bundle evaluates a CommonJS module
 * once, so when appliance/ops/metrics.ts loads `prom-client` at start, these come ready from the
 * snapshot. Left to run time: the package's index (it loads the Pushgateway, which requires
 * node:http, whose native parts cannot be serialized), `lib/defaultMetrics.js` and
 * `lib/metrics/processStartTime.js` (it reads the clock as it loads: a snapshot would freeze the
 * build's time; appliance/sea/snapshot-guard.ts would fail the build).
 * A module prom-client renames or removes fails the build here (esbuild cannot resolve it).
 */
import 'prom-client/lib/registry.js';
import 'prom-client/lib/counter.js';
import 'prom-client/lib/gauge.js';
import 'prom-client/lib/histogram.js';
import 'prom-client/lib/summary.js';
import 'prom-client/lib/bucketGenerators.js';
import 'prom-client/lib/metricAggregators.js';
import 'prom-client/lib/cluster.js';
import 'prom-client/lib/metrics/processCpuTotal.js';
import 'prom-client/lib/metrics/osMemoryHeap.js';
import 'prom-client/lib/metrics/processOpenFileDescriptors.js';
import 'prom-client/lib/metrics/processMaxFileDescriptors.js';
import 'prom-client/lib/metrics/eventLoopLag.js';
import 'prom-client/lib/metrics/processHandles.js';
import 'prom-client/lib/metrics/processRequests.js';
import 'prom-client/lib/metrics/processResources.js';
import 'prom-client/lib/metrics/heapSizeAndUsed.js';
import 'prom-client/lib/metrics/heapSpacesSizeAndUsed.js';
import 'prom-client/lib/metrics/version.js';
import 'prom-client/lib/metrics/gc.js';
