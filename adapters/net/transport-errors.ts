/** Turns a failed outbound exchange into the short reason the delivery log shows. */

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ABORT_ERR']);

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  UND_ERR_SOCKET: 'connection closed',
  UND_ERR_CLOSED: 'connection closed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
};

// OpenSSL verification codes (UNABLE_TO_..., CERT_..., ..._SELF_SIGNED_...) and Node's own ERR_TLS_/ERR_SSL_ codes.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|UNABLE_TO_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|INVALID_CA)/;

interface ErrorLike {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  library?: string;
}

/** The error itself, then its causes: undici and fetch wrap the socket error. */
function chain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && out.length < 5) {
    out.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return out;
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

export function describeTransportError(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'timeout';
  const errors = chain(error);
  for (const e of errors) {
    if (e.name === 'TimeoutError' || (e.code !== undefined && TIMEOUT_CODES.has(e.code))) return 'timeout';
  }
  for (const e of errors) {
    if ((e.code !== undefined && TLS_CODE.test(e.code)) || e.library === 'SSL routines') {
      return clip(`tls: ${e.message ?? e.code}`);
    }
  }
  for (const e of errors) {
    const reason = e.code !== undefined ? NETWORK_REASONS[e.code] : undefined;
    if (reason !== undefined) return reason;
  }
  const first = errors[0];
  return clip(`network: ${first?.code ?? first?.message ?? String(error)}`);
}
