import ipaddr from 'ipaddr.js';
import { ProblemError } from '../errors/problem.js';

/** Webhook URL rules 1–3 (spec part 4). Pure: DNS answers come in as data. */

const MAX_URL_LENGTH = 2048;

function reject(detail: string, message: string = detail): never {
  throw new ProblemError('webhook_url_rejected', detail, { errors: [{ pointer: '/url', message }] });
}

/** Rules 1–2: what can be judged from the text alone. `loopbackHttp` (CI only) also lets plain http:// through; checkLoopback then holds it to this machine. */
export function checkUrlSyntax(raw: string, loopbackHttp = false): URL {
  if (raw.length > MAX_URL_LENGTH) reject(`Rule 1: the URL must be at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    reject('Rule 1: the URL must be an absolute https URL.');
  }
  if (url.protocol !== 'https:' && !(loopbackHttp && url.protocol === 'http:')) reject('Rule 1: the URL must use https.');
  if (url.hostname === '') reject('Rule 1: the URL must name a host.');
  // An empty fragment (`...#`) leaves `hash` empty, so look at the serialised form too.
  if (url.username !== '' || url.password !== '' || url.hash !== '' || url.href.endsWith('#')) {
    reject('Rule 2: the URL must not carry a user name, password or fragment.');
  }
  // The parser drops an explicit :443, so an empty port means 443.
  if (url.port !== '') {
    const port = Number(url.port);
    if (port < 1024 || port > 65535) reject('Rule 1: the port must be 443 or 1024 to 65535.');
  }
  return url;
}

/** Strict literal forms only: ipaddr.js also takes `127.1` or `0x7f000001`, which DNS never returns. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (ipaddr.IPv6.isValid(address)) return ipaddr.IPv6.parse(address);
  return null;
}

function isPublicIPv4(ip: ipaddr.IPv4): boolean {
  return ip.range() === 'unicast';
}

/** The IPv4 carried in the low 32 bits (NAT64 /96, IPv4-mapped). */
function low32(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const p = ip.parts;
  return new ipaddr.IPv4([(p[6]! >> 8) & 0xff, p[6]! & 0xff, (p[7]! >> 8) & 0xff, p[7]! & 0xff]);
}

const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
const nat64WellKnown = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function isPublicIPv6(ip: ipaddr.IPv6): boolean {
  if (ip.isIPv4MappedAddress()) return isPublicIPv4(ip.toIPv4Address());
  // NAT64 and 6to4 reach an IPv4 host: judge that host. Teredo tunnels are refused outright (range 'teredo').
  if (ip.match(nat64WellKnown)) return isPublicIPv4(low32(ip));
  if (ip.range() === '6to4') {
    const p = ip.parts;
    return isPublicIPv4(new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]));
  }
  // ipaddr.js calls `::a00:1` (IPv4-compatible) and other unassigned space 'unicast';
  // only 2000::/3 is handed out as global unicast, so require it as well.
  return ip.range() === 'unicast' && ip.match(globalUnicast);
}

/** True only for addresses routable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const ip = parseAddress(address);
  if (ip === null) return false;
  return ip.kind() === 'ipv4' ? isPublicIPv4(ip as ipaddr.IPv4) : isPublicIPv6(ip as ipaddr.IPv6);
}

function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Rule 3: every address the host resolves to must be public, or a rebinding answer could
 * slip a private one in later. Returns the address the delivery must connect to.
 */
export function checkAddresses(host: string, addresses: string[], allowPrivate: boolean): string {
  const name = host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!allowPrivate && isLocalName(name)) {
    reject(`Rule 3: ${host} is a local name; webhook hosts must resolve to public addresses only.`);
  }
  // An IP literal is its own answer; whatever DNS said does not matter.
  const candidates = parseAddress(name) !== null ? [name] : addresses;
  if (candidates.length === 0) reject(`Rule 3: ${host} does not resolve.`);
  for (const address of candidates) {
    const ok = allowPrivate ? parseAddress(address) !== null : isPublicAddress(address);
    if (!ok) {
      reject(
        `Rule 3: ${host} resolves to a private or reserved address (${address}); webhook hosts must resolve to public addresses only.`,
      );
    }
  }
  return candidates[0]!;
}

/** A plain http:// URL (allowed in CI only) must reach this machine and nothing else: every address loopback. */
export function checkLoopback(host: string, addresses: string[]): string {
  const name = host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  const candidates = parseAddress(name) !== null ? [name] : addresses;
  if (candidates.length === 0) reject(`Rule 3: ${host} does not resolve.`);
  for (const address of candidates) {
    if (parseAddress(address)?.range() !== 'loopback')
      reject(`Rule 1: a plain http URL must point at a loopback address; ${host} resolves to ${address}. Use https.`);
  }
  return candidates[0]!;
}
