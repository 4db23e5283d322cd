import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** Epoch ms when the body was complete. */
  at: number;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Wait this long before answering, e.g. to provoke a sender's timeout. */
  delayMs?: number;
  body?: string;
  /** Send headers and body but never finish the answer, as a misbehaving receiver might. */
  keepOpen?: boolean;
  /** Answer only once this settles: lets a test hold a slow endpoint without timers. */
  release?: Promise<unknown>;
}

export interface HttpsReceiver {
  url: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTPS webhook receiver on loopback that records every request as it arrived. */
export async function startHttpsReceiver(options: {
  certPem: string;
  keyPem: string;
  respond?: (req: ReceivedRequest) => ReceiverAnswer;
}): Promise<HttpsReceiver> {
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer({ cert: options.certPem, key: options.keyPem }, (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: { ...(req.headers as IncomingHttpHeaders) },
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(request);
      const answer = options.respond?.(request) ?? { status: 200 };
      const finish = (): void => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers);
        if (answer.keepOpen) res.write(answer.body ?? '');
        else res.end(answer.body);
      };
      if (answer.release) return void answer.release.then(finish, finish);
      if (!answer.delayMs) return finish();
      const timer = setTimeout(() => {
        timers.delete(timer);
        finish();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  // Track sockets so close() does not wait on a sender's keep-alive connection.
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A client that rejects our certificate aborts the handshake; that is expected in tests.
  server.on('tlsClientError', () => {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://localhost:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
