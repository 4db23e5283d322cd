import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMemoryHelper } from '../../../scripts/build-binary.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'memory-helper-'));
const addon = join(dir, 'memory.node');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => compileMemoryHelper(addon), 60_000);

/**
 * Runs `body` in a plain Node process with the helper loaded as `helper` and `mapped()`: the KB
 * resident and the KB written (anonymous) of every mapping of the node executable, by permission.
 */
async function inNode(body: string): Promise<Record<string, unknown>> {
  const script = join(dir, `probe-${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(
    script,
    `const { readFileSync, realpathSync } = require('node:fs');
const helper = require(${JSON.stringify(addon)});
const exe = realpathSync(process.execPath);
function mapped() {
  const out = {};
  let key = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ (\\S+) \\S+ \\S+ \\S+\\s+(.*)$/.exec(line);
    if (head) { key = head[2] === exe ? head[1] : null; if (key) out[key] ??= { rss: 0, written: 0 }; continue; }
    const field = /^(Rss|Anonymous):\\s+(\\d+) kB/.exec(line);
    if (key && field) out[key][field[1] === 'Rss' ? 'rss' : 'written'] += Number(field[2]);
  }
  return out;
}
${body}`,
  );
  const { stdout } = await run(process.execPath, [script]);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('memory helper (appliance/sea/memory.c)', () => {
  it('drops the clean pages of the executable and the process runs on, paging them back in', async () => {
    const result = await inNode(`
const before = mapped();
const released = helper.releaseFilePages(exe);
const after = mapped();
// Work that needs Node's code and its read-only tables again (ICU for Intl, the http module).
const formatted = new Intl.NumberFormat('de-DE').format(1234567.5);
require('node:http');
process.stdout.write(JSON.stringify({ before, released, after, formatted, trimmed: helper.trim() }));
`);
    const before = result.before as Record<string, { rss: number; written: number }>;
    const after = result.after as Record<string, { rss: number; written: number }>;
    expect(result.released).toBeGreaterThan(0);
    // The code and the read-only data: most pages gone (some come back at once: the probe itself runs).
    expect(after['r-xp']!.rss).toBeLessThan(before['r-xp']!.rss * 0.8);
    expect(after['r--p']!.rss).toBeLessThan(before['r--p']!.rss * 0.8);
    // Pages the process wrote (relocations, data) are never dropped: they exist nowhere else.
    for (const perms of Object.keys(before)) expect(after[perms]!.written).toBe(before[perms]!.written);
    expect(result.formatted).toBe('1.234.567,5');
    expect([0, 1]).toContain(result.trimmed);
  });

  it('releases nothing for a file the process has not mapped', async () => {
    const result = await inNode(`
process.stdout.write(JSON.stringify({ other: helper.releaseFilePages('/etc/hostname'), empty: helper.releaseFilePages('') }));
`);
    expect(result).toEqual({ other: 0, empty: 0 });
  });
});
