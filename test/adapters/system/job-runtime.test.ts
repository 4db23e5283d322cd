import { describe, expect, it } from 'vitest';
import { startJobRuntime } from '../../../adapters/system/job-runtime.js';
import { createJsonLogger } from '../../../adapters/system/logger.js';

const logger = createJsonLogger({ silent: true });

describe('job runtime', () => {
  it('runs at start, then on its timer', async () => {
    let runs = 0;
    let second!: () => void;
    const secondRun = new Promise<void>((resolve) => (second = resolve));
    const jobs = startJobRuntime({ logger, everySeconds: 1, run: async () => void (++runs === 2 && second()) });
    expect(runs).toBe(1);
    await secondRun; // croner's next whole second
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('stop() waits for a run in flight, and nothing runs after it', async () => {
    let release!: () => void;
    let runs = 0;
    const jobs = startJobRuntime({ logger, everySeconds: 0, run: () => (++runs, new Promise<void>((resolve) => (release = resolve))) });
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await jobs.runNow();
    expect(runs).toBe(1);
  });

  it('logs a failed run and keeps going', async () => {
    const lines: string[] = [];
    let runs = 0;
    const jobs = startJobRuntime({
      logger: createJsonLogger({ write: (l) => lines.push(l) }),
      everySeconds: 0,
      run: async () => {
        if (++runs === 1) throw new Error('boom');
      },
    });
    await jobs.runNow();
    await jobs.stop();
    expect(runs).toBe(2);
    expect(lines.join('\n')).toContain('boom');
  });

  it('refuses a period croner cannot express', () => {
    expect(() => startJobRuntime({ logger, everySeconds: 90, run: async () => undefined })).toThrow(RangeError);
  });
});
