import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the README embedding example (examples/embed.ts)', () => {
  it('is shown in the README exactly as the file is', () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('examples/embed.ts', 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('runs as written, through the package name, and prints a priced estimate and a problem code', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--conditions=estimate-source', 'examples/embed.ts'], {
      timeout: 60_000,
    });
    const [first, second] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(first).toMatchObject({ status: 'priced', credits_remaining: '90' });
    expect(first.price.min_cents).toBeGreaterThan(0);
    expect(second).toEqual({ code: 'not_found', status: 404 });
  }, 60_000);
});
