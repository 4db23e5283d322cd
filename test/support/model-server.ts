import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelServer {
  /** Base URL (`.../v1`) for the chat-completions adapter. */
  url: string;
  /** The customer text of every request, in arrival order. */
  asked: string[];
  close(): Promise<void>;
}

/** A chat-completions server whose every answer is a priced bedroom-painting reading, sent after `delayMs`. */
export async function startModelServer(options: { delayMs: number }): Promise<ModelServer> {
  const asked: string[] = [];
  const content = JSON.stringify({
    status: 'priced',
    task_slug: 'painting.interior.room',
    quantity: 200,
    unit: 'sq_ft',
    crew_size: null,
    language: 'en',
    confidence: 'high',
  });
  const body = JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const messages = (JSON.parse(raw) as { messages: Array<{ content: string }> }).messages;
      asked.push(messages.at(-1)?.content ?? '');
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      }, options.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    asked,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
