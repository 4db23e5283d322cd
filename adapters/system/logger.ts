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

/** The time text changes once a millisecond; lines of one burst share it. */
let lastMs = -1;
let lastIso = '';
function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/**
 * `{ time, level, message, ...fields }` as JSON, built without copying the fields
 * (a line per request: the copy cost more than the rest of the line).
 */
function line(level: string, message: string, fields: Record<string, unknown>): string {
  if ('time' in fields || 'level' in fields || 'message' in fields) return JSON.stringify({ time: isoNow(), level, message, ...fields });
  const rest = JSON.stringify(fields);
  return `{"time":"${isoNow()}","level":"${level}","message":${JSON.stringify(message)}${rest.length > 2 ? `,${rest.slice(1)}` : '}'}`;
}

/** One JSON object per line on stderr; stdout stays free for CLI output. */
export function createJsonLogger(options: { silent?: boolean; write?: (line: string) => void } = {}): Logger {
  const write = options.write ?? (options.silent ? () => undefined : bufferedStderr());
  const log =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (!options.silent) write(line(level, message, fields));
    };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}
