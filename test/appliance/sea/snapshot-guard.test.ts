import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBinary } from '../../../scripts/build-binary.js';

const dir = mkdtempSync(join(tmpdir(), 'snapshot-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sea = join(import.meta.dirname, '../../../appliance/sea');

describe('startup snapshot guard', () => {
  it('fails the build when module code reads the clock while the snapshot is taken, naming the read', async () => {
    // An entry like appliance/sea/entry.ts whose one module stamps the time it loaded: every start would share it.
    writeFileSync(join(dir, 'stamp.ts'), 'export const loadedAt = Date.now();\n');
    writeFileSync(
      join(dir, 'entry.ts'),
      `import { startupSnapshot } from 'node:v8';
import ${JSON.stringify(join(sea, 'snapshot-shims.ts'))};
import ${JSON.stringify(join(sea, 'snapshot-guard.ts'))};
import { loadedAt } from './stamp.js';
const run = () => process.stdout.write(String(loadedAt));
if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(run);
else run();
`,
    );
    const built = buildBinary(join(dir, 'frozen'), { entry: join(dir, 'entry.ts') });
    await expect(built).rejects.toThrow(/would be frozen into the startup snapshot[\s\S]*Date\.now\(\)/);
  }, 180_000);
});
