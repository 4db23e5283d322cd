import { readFileSync } from 'node:fs';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, request as undiciRequest } from 'undici';
import type { OutboundRequest, OutboundResult, WebhookTransport } from '../../core/ports.js';
import { describeTransportError } from './transport-errors.js';

export interface UndiciTransportOptions {
  /** Extra CA certificates, trusted in addition to the usual roots. */
  ca?: string | Buffer | Array<string | Buffer>;
  userAgent?: string;
  /** How much of an answer's body is read (then dropped) before the connection is cut. */
  maxResponseBytes?: number;
  /** The NODE_EXTRA_CA_CERTS file, from the configuration: kept when `ca` replaces Node's trust store. */
  extraCaFile?: string;
}

const DEFAULT_USER_AGENT = 'Service-Webhooks/1.0';
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
/** Distinct (origin, address) pairs kept open at once; the oldest is closed beyond this. */
const MAX_AGENTS = 256;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that always answers with the address the URL policy already checked. */
function pinnedLookup(address: string) {
  const family = isIP(address) === 6 ? 6 : 4;
  return (_host: string, options: LookupOptions, callback: LookupCallback): void => {
    // Node asks for `all` when it races address families (autoSelectFamily).
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * Passing `ca` replaces Node's trust store, NODE_EXTRA_CA_CERTS included, so add both back.
 * Without `ca` nothing is passed and Node's defaults apply unchanged.
 */
function trustStore(ca: UndiciTransportOptions['ca'], extraFile: string | undefined): Array<string | Buffer> | undefined {
  if (ca === undefined) return undefined;
  const store: Array<string | Buffer> = [...rootCertificates];
  if (extraFile) {
    try {
      store.push(readFileSync(extraFile, 'utf8'));
    } catch {
      // Node itself only warns about an unreadable file; do the same (nothing to add).
    }
  }
  return store.concat(ca);
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/**
 * Webhook HTTP over undici. Agents are kept per (origin, pinned address): a
 * connection is reused only for the same host checked to the same address, and
 * each agent's lookup answers with that address, so there is no second DNS query
 * while SNI and certificate checks still use the URL's host. Redirects are never
 * followed (undici's `request` does not follow them without an interceptor).
 */
export function createUndiciTransport(options: UndiciTransportOptions = {}): WebhookTransport & { close(): Promise<void> } {
  const ca = trustStore(options.ca, options.extraCaFile);
  // Parsing ~150 root certificates per connection is costly: build the TLS context once.
  const secureContext = ca ? createSecureContext({ ca }) : undefined;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const agents = new Map<string, Agent>();

  function agentFor(req: OutboundRequest): Agent {
    const key = `${new URL(req.url).origin}|${req.address}`;
    let agent = agents.get(key);
    if (!agent) {
      agent = new Agent({
        // As many as the delivery worker runs at once: several endpoints often share one receiver host.
        connections: 16,
        connectTimeout: req.timeoutMs,
        keepAliveTimeout: 30_000,
        connect: { lookup: pinnedLookup(req.address), ...(secureContext ? { secureContext } : {}) },
      });
      agents.set(key, agent);
      if (agents.size > MAX_AGENTS) {
        const [oldestKey, oldest] = agents.entries().next().value as [string, Agent];
        agents.delete(oldestKey);
        void oldest.close().catch(() => {});
      }
    }
    return agent;
  }

  async function send(req: OutboundRequest): Promise<OutboundResult> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const signal = AbortSignal.timeout(req.timeoutMs);
    const headers = { ...req.headers };
    if (!hasHeader(headers, 'user-agent')) headers['user-agent'] = userAgent;
    try {
      const answer = await undiciRequest(req.url, {
        dispatcher: agentFor(req),
        method: req.method,
        headers,
        body: req.method === 'POST' ? (req.body ?? '') : null,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
        signal,
      });
      // Up to `maxResponseBytes` is read so the peer is not cut off mid-write; past it the connection is closed.
      await answer.body.dump({ limit: maxResponseBytes, signal });
      return { status: answer.statusCode, error: null, durationMs: elapsed() };
    } catch (error) {
      // A body that does not finish in time counts as no answer: the whole exchange is bounded.
      return { status: null, error: describeTransportError(error, signal.aborted), durationMs: elapsed() };
    }
  }

  return {
    send,
    async close(): Promise<void> {
      await Promise.all([...agents.values()].map((agent) => agent.destroy().catch(() => {})));
      agents.clear();
    },
  };
}
