import { ProblemError } from '../errors/problem.js';
import type { Resolver, WebhookTransport } from '../ports.js';
import { checkAddresses, checkLoopback, checkUrlSyntax } from './url-policy.js';

export interface UrlCheckDeps {
  resolver: Resolver;
  transport: WebhookTransport;
  /** ESTIMATE_WEBHOOK_ALLOW_PRIVATE=1: lets hosts resolve to loopback/private addresses (offline CI only). */
  allowPrivate: boolean;
  /** Plain http:// to loopback addresses only (CI); https rules are unchanged. */
  loopbackHttp?: boolean;
}

const reject = (detail: string) => new ProblemError('webhook_url_rejected', detail, { errors: [{ pointer: '/url', message: detail }] });

/** Rules 1–3 only: syntax and public addresses. Returns the address to pin the connection to. */
export async function resolvePinned(raw: string, deps: UrlCheckDeps): Promise<{ url: URL; address: string }> {
  const url = checkUrlSyntax(raw, deps.loopbackHttp === true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await deps.resolver.resolve(host);
  if (url.protocol === 'http:') return { url, address: checkLoopback(host, addresses) };
  return { url, address: checkAddresses(host, addresses, deps.allowPrivate) };
}

/** Rules 1–4 of spec part 4: syntax, public addresses, and one GET that answers without a redirect. */
export async function checkWebhookUrl(raw: string, deps: UrlCheckDeps): Promise<string> {
  const { url, address } = await resolvePinned(raw, deps);
  const probe = await deps.transport.send({ method: 'GET', url: url.href, address, headers: {}, timeoutMs: 10_000 });
  if (probe.status === null)
    throw reject(`Rule 4: a GET to the URL got no answer (${probe.error ?? 'no response'}). Make the endpoint reachable, then retry.`);
  if (probe.status >= 300 && probe.status < 400)
    throw reject(`Rule 4: a GET to the URL answered with a redirect (${probe.status}). Register the final URL.`);
  return url.href;
}
