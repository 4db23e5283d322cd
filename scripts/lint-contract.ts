/**
 * Lints the served OpenAPI contract with Redocly's recommended rules and
 * prints every problem. Run: npx tsx scripts/lint-contract.ts
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger } from '../adapters/system/logger.js';
import { startAppliance } from '../appliance/server.js';

export async function lintServedContract(): Promise<Array<{ severity: string; rule: string; message: string; where: string }>> {
  const dir = mkdtempSync(join(tmpdir(), 'lint-contract-'));
  const app = await startAppliance({
    db: join(dir, 'lint.db'),
    port: 0,
    host: '127.0.0.1',
    testHelpers: true,
    logger: createJsonLogger({ silent: true }),
    sweepSeconds: 0,
  });
  try {
    const source = await (await fetch(`${app.url}/openapi.json`)).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: `${app.url}/openapi.json`, config });
    return problems.map((p) => ({ severity: p.severity, rule: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' }));
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await lintServedContract();
  for (const p of problems) console.log(`${p.severity} ${p.rule} ${p.where}: ${p.message}`);
  console.log(`${problems.length} problems`);
}
