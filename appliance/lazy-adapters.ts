/**
 * Adapters whose libraries are costly to load (undici, nodemailer, the model
 * adapter) are loaded on first use, not at start: a server that never sends a
 * webhook, an e-mail or a model call never loads them. Each wrapper speaks
 * the port and loads its module once (dynamic import: the single-executable
 * bundle keeps it as a lazily evaluated chunk). Settings come in as plain values.
 */
import type { ChatModelOptions } from '../adapters/model/chat-completions-estimator.js';
import type { UndiciTransportOptions } from '../adapters/net/undici-transport.js';
import type { Catalog } from '../core/engine/catalog/types.js';
import type { Estimator } from '../core/engine/types.js';
import type { Mailer, WebhookTransport } from '../core/ports.js';

function once<T>(load: () => Promise<T>): { get(): Promise<T>; loaded(): boolean } {
  let promise: Promise<T> | null = null;
  return {
    get: () => (promise ??= load().catch((error) => ((promise = null), Promise.reject(error)))),
    loaded: () => promise !== null,
  };
}

/** The undici webhook transport, built at the first delivery or URL check. */
export function lazyUndiciTransport(options: UndiciTransportOptions = {}): WebhookTransport & { close(): Promise<void> } {
  const transport = once(async () => (await import('../adapters/net/undici-transport.js')).createUndiciTransport(options));
  return {
    send: async (request) => (await transport.get()).send(request),
    close: async () => {
      if (transport.loaded()) await (await transport.get()).close();
    },
  };
}

/** SMTP (nodemailer) when an SMTP URL is configured, loaded at the first mail; otherwise `fallback`. */
export function lazyMailer(smtp: { url: string; from?: string } | undefined, fallback: Mailer): Mailer {
  if (!smtp?.url.trim()) return fallback;
  const mailer = once(async () => (await import('../adapters/mail/config.js')).mailerFor(smtp, fallback));
  return { send: async (message) => (await mailer.get()).send(message) };
}

/** The model adapter when a model URL is configured, loaded at the first estimate it makes. */
export function lazyModelEstimator(
  model: Omit<ChatModelOptions, 'catalog'> | undefined,
  catalog: Catalog | undefined,
): Estimator | undefined {
  if (!model) return undefined;
  const estimator = once(async () =>
    (await import('../adapters/model/chat-completions-estimator.js')).createChatCompletionsEstimator({
      ...model,
      ...(catalog ? { catalog } : {}),
    }),
  );
  return { estimate: async (request) => (await estimator.get()).estimate(request) };
}
