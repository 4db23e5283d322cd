#!/usr/bin/env node
/**
 * The appliance command line: `serve` (default) and `admin ...` (decisions.md).
 * JSON on stdout; logs on stderr.
 */
import { compose } from './compose.js';
import { describeError, integerFlag, optionalString, parseFlags, UsageError } from './cli/args.js';
import { runAdmin } from './cli/admin.js';
import { bootstrapDevAccount } from './cli/bootstrap.js';
import { startAppliance } from './server.js';

const usage = `estimate-appliance [serve] [--port N] [--host H] [--db PATH] [--public-url URL] [--dev-bootstrap]
estimate-appliance admin account create --name N --email E [--terms-accepted] [--created-at ISO]
estimate-appliance admin account suspend|unsuspend --account ID
estimate-appliance admin key create --account ID --env test|live [--scopes s1,s2] [--expires-at ISO]
estimate-appliance admin key rotate --key ID [--expires-in-hours H]
estimate-appliance admin key revoke --key ID
estimate-appliance admin key pause|resume --key ID
estimate-appliance admin credits grant --account ID --credits N [--expires-at ISO]
estimate-appliance admin addon enable|disable --account ID records
estimate-appliance admin terms accept --account ID
Environment: ESTIMATE_DB, PORT, HOST, ESTIMATE_PUBLIC_URL, ESTIMATE_TEST_HELPERS=1`;

export async function main(argv: string[], nativeBinding?: unknown): Promise<number> {
  const { words, flags } = parseFlags(argv);
  if (flags.help || words[0] === 'help') {
    process.stdout.write(usage + '\n');
    return 0;
  }
  const db = optionalString(flags, 'db') ?? process.env.ESTIMATE_DB ?? './data/estimate.db';
  const command = words[0] ?? 'serve';
  try {
    if (command === 'serve') {
      const running = await startAppliance({
        db, nativeBinding,
        port: integerFlag(flags, 'port', Number(process.env.PORT ?? 8080)),
        host: optionalString(flags, 'host') ?? process.env.HOST ?? '127.0.0.1',
        publicUrl: optionalString(flags, 'public-url') ?? process.env.ESTIMATE_PUBLIC_URL,
        testHelpers: process.env.ESTIMATE_TEST_HELPERS === '1',
      });
      if (flags['dev-bootstrap']) {
        const created = await bootstrapDevAccount(running.service, running.storage);
        if (created) process.stdout.write(JSON.stringify({ ...created, api: `${running.url}/v1`, note: 'keys are shown once; keep them' }, null, 2) + '\n');
      }
      const stop = () => void running.close().then(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      return -1;
    }
    if (command === 'admin') {
      const composition = compose({ db, nativeBinding });
      try {
        process.stdout.write(JSON.stringify(await runAdmin(composition.service, words.slice(1), flags), null, 2) + '\n');
      } finally {
        await composition.close();
      }
      return 0;
    }
    throw new UsageError(`unknown command: ${command}`);
  } catch (error) {
    process.stderr.write(`error: ${describeError(error)}\n`);
    if (error instanceof UsageError) process.stderr.write(usage + '\n');
    return error instanceof UsageError ? 2 : 1;
  }
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isEntry) {
  void main(process.argv.slice(2)).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
}
