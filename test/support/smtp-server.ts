import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface RunningSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>` (no auth, no TLS). */
  url: string;
  /** Every message the server accepted, in arrival order. */
  messages: ReceivedMail[];
  waitForMessages(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const script = fileURLToPath(new URL('./smtp-server-process.mjs', import.meta.url));

/** Spawns test/support/smtp-server-process.mjs: a real SMTP server in its own Node process. */
export function startSmtpServer(): Promise<RunningSmtpServer> {
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`SMTP test server exited early (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const parsed = JSON.parse(line) as { port: number } | ReceivedMail;
      if ('port' in parsed) {
        const port = parsed.port;
        resolve({
          port,
          url: `smtp://127.0.0.1:${port}`,
          messages,
          waitForMessages: (n, timeoutMs = 5_000) =>
            new Promise<void>((done, fail) => {
              const check = () => {
                if (messages.length < n) return;
                clearTimeout(timer);
                waiters.delete(check);
                done();
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`expected ${n} message(s) within ${timeoutMs} ms, got ${messages.length}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          async close() {
            if (child.exitCode !== null || child.signalCode !== null) return;
            child.stdin.end(); // the process shuts its server down and exits on stdin end
            const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
            await exited;
            clearTimeout(killer);
          },
        });
      } else {
        messages.push(parsed);
        for (const check of [...waiters]) check();
      }
    });
  });
}
