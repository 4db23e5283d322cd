import type { Logger } from '../../core/ports.js';

/** One JSON object per line on stderr; stdout stays free for CLI output. */
export function createJsonLogger(options: { silent?: boolean; write?: (line: string) => void } = {}): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(line + '\n'));
  const log = (level: string) => (message: string, fields: Record<string, unknown> = {}) => {
    if (!options.silent) write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}
