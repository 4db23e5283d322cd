import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const unitText = readFileSync('deploy/estimate-appliance.service', 'utf8');
const install = readFileSync('deploy/install.sh', 'utf8');
const readme = readFileSync('README.md', 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'estimate-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `Key=value` lines of one section (comments and blank lines skipped). */
function section(text: string, name: string): Record<string, string> {
  const body = text.split(/^\[/m).find((part) => part.startsWith(`${name}]`)) ?? '';
  return Object.fromEntries(
    body
      .split('\n')
      .slice(1)
      .filter((l) => /^[A-Za-z]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}
const service = section(unitText, 'Service');
const binary = service.ExecStart!.split(' ')[0]!;
const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('deploy/ files', () => {
  it('agree with each other: the binary path, the user, the journal namespace and the config file', () => {
    expect(binary).toBe('/usr/local/bin/estimate-appliance');
    expect(install).toContain(`install -m 0755 "$binary" ${binary}\n`);
    expect(service.User).toBe('estimate');
    expect(install).toMatch(
      new RegExp(`^id -u ${service.User} .*\\|\\| useradd --system .*--shell /usr/sbin/nologin ${service.User}$`, 'm'),
    );
    expect(service.LogNamespace).toBe('estimate');
    expect(install).toContain(`/etc/systemd/journald@${service.LogNamespace}.conf`);
    expect(readFileSync(`deploy/journald@${service.LogNamespace}.conf`, 'utf8')).toMatch(/^SystemMaxUse=\S+$/m);
    const config = /--config (\S+)/.exec(service.ExecStart!)![1]!;
    expect(install).toContain(`"$here/config.example.json" ${config}`);
    // Exit codes that a restart cannot fix: bad configuration (2), a key that does not open the data (3).
    expect(service.RestartPreventExitStatus).toBe('2 3');
    expect(execFileSync('sh', ['-n', 'deploy/install.sh']).toString()).toBe('');
  });

  it('is what the README points at, not a second copy', () => {
    for (const file of ['deploy/estimate-appliance.service', 'deploy/install.sh', 'deploy/journald@estimate.conf'])
      expect(readme).toContain(file);
    expect(readme).not.toMatch(/^\[Service\]$/m);
  });

  it('is a unit systemd accepts (systemd-analyze verify, when this machine has it)', () => {
    if (!systemdAnalyze) {
      // Without systemd: every line is a known section, a comment or Key=value.
      for (const line of unitText.split('\n')) expect(line).toMatch(/^(#.*|\[(Unit|Service|Install)\]|[A-Za-z]+=.*|)$/);
      return;
    }
    // A root holding the system's units, the unit, and an executable where ExecStart looks.
    const root = join(dir, 'root');
    cpSync('/usr/lib/systemd/system', join(root, 'usr/lib/systemd/system'), { recursive: true });
    mkdirSync(join(root, dirname(binary)), { recursive: true });
    writeFileSync(join(root, binary), '#!/bin/sh\n');
    chmodSync(join(root, binary), 0o755);
    mkdirSync(join(root, 'etc/systemd/system'), { recursive: true });
    writeFileSync(join(root, 'etc/systemd/system/estimate-appliance.service'), unitText);
    const verify = spawnSync(
      'systemd-analyze',
      ['verify', '--man=no', `--root=${root}`, '/etc/systemd/system/estimate-appliance.service'],
      { encoding: 'utf8' },
    );
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });
});
