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

/** The headers as given when they name a User-Agent (as the delivery worker's do), else a copy with ours added. */
function withUserAgent(headers: Record<string, string>, userAgent: string): Record<string, string> {
  if ('User-Agent' in headers || hasHeader(headers, 'user-agent')) return headers;
  return { ...headers, 'user-agent': userAgent };
}

/** Ends an exchange that ran out of time (a body that does not finish in time counts as no answer). */
function timeUp(exchange: Exchange): void {
  exchange.timedOut = true;
  exchange.controller?.abort(new Error('timeout'));
  exchange.settle(null, 'timeout');
}

/** The dispatch handler of one exchange: keeps the status, counts the answer's bytes, settles once. */
class Exchange implements Dispatcher.DispatchHandler {
  controller: Dispatcher.DispatchController | null = null;
  status: number | null = null;
  bytes = 0;
  settled = false;
  timedOut = false;
  private readonly started = performance.now();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly resolve: (result: OutboundResult) => void,
    timeoutMs: number,
    private readonly maxResponseBytes: number,
  ) {
    this.timer = setTimeout(timeUp, timeoutMs, this);
  }

  settle(answered: number | null, error: string | null): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve({ status: answered, error, durationMs: Math.round(performance.now() - this.started) });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.timedOut) controller.abort(new Error('timeout'));
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.bytes += chunk.length;
    // Up to `maxResponseBytes` is read so the peer is not cut off mid-write; past it the connection is closed.
    if (this.bytes > this.maxResponseBytes) {
      this.settle(this.status, null);
      controller.abort(new Error('answer body over the limit'));
    }
  }

  onResponseEnd(): void {
    this.settle(this.status, null);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.settle(null, describeTransportError(error, this.timedOut));
  }
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
   * The handler is one object per exchange (no closures per call).
   */
  function send(req: OutboundRequest): Promise<OutboundResult> {
    const { origin, path } = targetOf(req.url);
    const headers = withUserAgent(req.headers, userAgent);
    return new Promise<OutboundResult>((resolve) => {
      const exchange = new Exchange(resolve, req.timeoutMs, maxResponseBytes);
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
        exchange,
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
