import { writeSync } from 'node:fs';
import type { Logger } from '../../core/ports.js';

/** How long a line may wait for the lines after it (the lines of many requests share one write). */
export const flushMs = 20;
/** Pending text written without waiting any longer (the write stays well under a pipe's 64 KiB). */
const flushChars = 32 * 1024;

/**
 * Lines are gathered and written together, at most `flushMs` after the first of them (or at
 * once when `flushChars` are pending). stderr is a pipe under a supervisor and is written
 * synchronously: a write per event-loop turn (the earlier rule) was a system call and a
 * wake-up of the reader every few requests under load. Whatever is pending is written
 * synchronously when the process exits; a kill -9 loses at most the last `flushMs` of lines.
 */
function bufferedStderr(): (line: string) => void {
  let pending: string[] = [];
  let chars = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let soon = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    soon = false;
    if (pending.length === 0) return;
    const chunk = pending.join('\n') + '\n';
    pending = [];
    chars = 0;
    process.stderr.write(chunk);
  };
  process.once('exit', () => {
    if (pending.length) writeSync(2, pending.join('\n') + '\n');
    pending = [];
  });
  return (line) => {
    pending.push(line);
    chars += line.length;
    if (chars >= flushChars) {
      if (!soon) setImmediate(flush);
      soon = true;
    } else if (timer === null) {
      timer = setTimeout(flush, flushMs);
      // Pending lines never keep the process alive: the exit handler writes them.
      timer.unref();
    }
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
  // The same line as `info` for fields whose JSON the caller wrote (the access log: a line per request).
  const infoJson = (message: string, members: string) => {
    if (!options.silent) write(`{"time":"${isoNow()}","level":"info","message":${JSON.stringify(message)}${members ? `,${members}` : ''}}`);
  };
  return { info: log('info'), warn: log('warn'), error: log('error'), infoJson };
}
