import { readFileSync } from 'node:fs';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, type Dispatcher } from 'undici';
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
/** URLs whose origin and path are remembered (a delivery goes to a few endpoint URLs over and over). */
const MAX_TARGETS = 1024;

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
 * while SNI and certificate checks still use the URL's host. Each agent keeps up
 * to 16 keep-alive connections (as many as the delivery worker runs at once:
 * several endpoints often share one receiver host). Pipelining stays off: on one
 * HTTP/1.1 connection answers come back in order, so one slow answer would hold
 * back every request queued behind it, and a timeout would fail them all.
 * Redirects are never followed (a bare dispatch does not follow them).
 */
export function createUndiciTransport(options: UndiciTransportOptions = {}): WebhookTransport & { close(): Promise<void> } {
  const ca = trustStore(options.ca, options.extraCaFile);
  // Parsing ~150 root certificates per connection is costly: build the TLS context once.
  const secureContext = ca ? createSecureContext({ ca }) : undefined;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const agents = new Map<string, Agent>();
  const targets = new Map<string, { origin: string; path: string }>();

  function targetOf(url: string): { origin: string; path: string } {
    let target = targets.get(url);
    if (!target) {
      const parsed = new URL(url);
      target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
      targets.set(url, target);
      if (targets.size > MAX_TARGETS) targets.delete(targets.keys().next().value as string);
    }
    return target;
  }

  function agentFor(origin: string, req: OutboundRequest): Agent {
    const key = `${origin}|${req.address}`;
    let agent = agents.get(key);
    if (!agent) {
      agent = new Agent({
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

  /**
   * One exchange through undici's dispatch API: the status and a count of the
   * answer's bytes are all that is kept (no body stream), and one timer bounds
   * the whole exchange, from waiting for a connection to the answer's last byte.
   */
  function send(req: OutboundRequest): Promise<OutboundResult> {
    const started = performance.now();
    const { origin, path } = targetOf(req.url);
    const headers = { ...req.headers };
    if (!hasHeader(headers, 'user-agent')) headers['user-agent'] = userAgent;
    return new Promise<OutboundResult>((resolve) => {
      let controller: Dispatcher.DispatchController | null = null;
      let status: number | null = null;
      let bytes = 0;
      let settled = false;
      let timedOut = false;
      const settle = (answered: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: answered, error, durationMs: Math.round(performance.now() - started) });
      };
      const timer = setTimeout(() => {
        // A body that does not finish in time counts as no answer: the whole exchange is bounded.
        timedOut = true;
        controller?.abort(new Error('timeout'));
        settle(null, 'timeout');
      }, req.timeoutMs);
      agentFor(origin, req).dispatch(
        {
          origin,
          path,
          method: req.method,
          headers,
          body: req.method === 'POST' ? (req.body ?? '') : null,
          headersTimeout: req.timeoutMs,
          bodyTimeout: req.timeoutMs,
        },
        {
          onRequestStart(c) {
            controller = c;
            if (timedOut) c.abort(new Error('timeout'));
          },
          onResponseStart(_c, statusCode) {
            if (statusCode >= 200) status = statusCode;
          },
          onResponseData(c, chunk) {
            bytes += chunk.length;
            // Up to `maxResponseBytes` is read so the peer is not cut off mid-write; past it the connection is closed.
            if (bytes > maxResponseBytes) {
              settle(status, null);
              c.abort(new Error('answer body over the limit'));
            }
          },
          onResponseEnd() {
            settle(status, null);
          },
          onResponseError(_c, error) {
            settle(null, describeTransportError(error, timedOut));
          },
        },
      );
    });
  }

  return {
    send,
    async close(): Promise<void> {
      await Promise.all([...agents.values()].map((agent) => agent.destroy().catch(() => {})));
      agents.clear();
    },
  };
}
