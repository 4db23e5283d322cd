/** Webhook deliveries per second and CPU per delivery: scripts/bench/deliveries.ts in a child process, its JSON parsed. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './processes.js';

export interface DeliveryResult {
  events: number;
  rounds: number;
  delivered: number;
  baseline_posts_per_second: number;
  signed_deliveries_per_second: number;
  ratio_to_baseline: number;
  baseline_cpu_ms_per_post: number;
  cpu_ms_per_delivery: number;
  /** Signed deliveries per second over the bare client's POSTs per second: 0.6 or more passes. */
  target_ratio: number;
  pass: boolean;
}

export function deliveries(events: number): DeliveryResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'deliveries.ts'), String(events)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.slice(out.indexOf('{'))) as DeliveryResult;
}
