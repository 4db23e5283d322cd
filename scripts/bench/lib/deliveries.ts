/** Webhook deliveries per second: scripts/bench/deliveries.ts in a child process, its JSON parsed. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './processes.js';

export interface DeliveryResult {
  events: number;
  delivered: number;
  baseline_posts_per_second: number;
  signed_deliveries_per_second: number;
  ratio_to_baseline: number;
}

export function deliveries(events: number): DeliveryResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'deliveries.ts'), String(events)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.slice(out.indexOf('{'))) as DeliveryResult;
}
