import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { takeoverScenario } from '../../support/slow-estimator.js';

const dir = mkdtempSync(join(tmpdir(), 'fencing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a claim taken over while a slow estimator runs (SQLite, two services on one file)', () => {
  it('rolls back the late commit: one estimate, one charge, the late request replays the winner', async () => {
    await takeoverScenario(join(dir, 'shared.db'), {});
  });
});
