import { writeSync } from 'node:fs';
import type { Logger } from '../../core/ports.js';

/**
 * Lines are gathered and written once per event-loop turn (one write per burst
 * of requests, not per request); whatever is pending is written synchronously
 * when the process exits.
 */
function bufferedStderr(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('\n') + '\n';
    pending = [];
    process.stderr.write(chunk);
  };
  process.once('exit', () => {
    if (pending.length) writeSync(2, pending.join('\n') + '\n');
    pending = [];
  });
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/** One JSON object per line on stderr; stdout stays free for CLI output. */
export function createJsonLogger(options: { silent?: boolean; write?: (line: string) => void } = {}): Logger {
  const write = options.write ?? (options.silent ? () => undefined : bufferedStderr());
  const log =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (!options.silent) write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
    };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}
