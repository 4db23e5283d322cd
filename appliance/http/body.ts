import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';

/** The Node request under the web one, when the server is Node's. */
type NodeRequest = IncomingMessage | Http2ServerRequest;
import { ProblemError } from '../../core/errors/problem.js';
import { jsonDepthExceeds, maxJsonDepth } from './json-depth.js';
import { jsonHasNul } from './json-nul.js';

export const bodyLimits = {
  /** Requests without photos: every route but estimate creation, and estimate creation without photos. */
  plain: 1024 * 1024,
  /** Estimate creation carrying photos, the only route that reads this much. */
  withPhotos: 25 * 1024 * 1024,
};

const tooLarge = (limit: number) =>
  new ProblemError(
    'payload_too_large',
    `The body is larger than ${limit / 1024 / 1024} MiB. Send less text, fewer or smaller photos (1 MiB without photos, 25 MiB with photos on POST /v1/estimates).`,
  );

/** Reads at most `limit` bytes: a larger declared or streamed body stops at once (nothing past the limit is kept). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away (or broke the framing) mid-body: its fault, not ours, so not a 500.
      throw endedEarly();
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

const endedEarly = () =>
  new ProblemError('invalid_request', 'The body ended early: the connection closed before all of it arrived. Send it again.');

/**
 * The same read straight from Node's request, for a body that declares its length within the limit
 * (the HTTP parser delivers no more than that): no web stream in between, which costs more than
 * the rest of reading a small body.
 */
function readDeclared(request: NodeRequest, declared: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const data = (chunk: Buffer) => {
      size += chunk.byteLength;
      chunks.push(chunk);
    };
    const end = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const fail = () => {
      done();
      reject(endedEarly());
    };
    const close = () => {
      if (!request.complete) fail();
    };
    const done = () => {
      request.off('data', data).off('end', end).off('error', fail).off('close', close);
    };
    if (declared === 0 || request.readableEnded) return resolve(new Uint8Array());
    request.on('data', data).on('end', end).on('error', fail).on('close', close);
  });
}

// Stateless between calls (no `stream` option), so one decoder serves every request.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function hasPhotos(body: unknown): boolean {
  const input = (body as { input?: { photos?: unknown } } | null)?.input;
  return Array.isArray(input?.photos) && input.photos.length > 0;
}

/**
 * Reads a JSON object body: 413 over the route's limit (while streaming, before parsing), 415 for
 * another media type, 400 for broken JSON or nesting deeper than `maxJsonDepth`.
 */
export async function readJsonBody(
  request: Request,
  options: { required: boolean; photos?: boolean },
  node?: NodeRequest,
): Promise<unknown> {
  const type = request.headers.get('content-type');
  const limit = options.photos ? bodyLimits.withPhotos : bodyLimits.plain;
  const length = node?.headers['content-length'];
  const declared = length !== undefined && /^\d+$/.test(length) && !node!.headers['transfer-encoding'] ? Number(length) : -1;
  const raw = node && declared >= 0 && declared <= limit ? await readDeclared(node, declared) : await readLimited(request, limit);
  if (raw.byteLength === 0 && !options.required) return undefined;
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) {
    throw new ProblemError('unsupported_media_type', 'Send the body as JSON with `Content-Type: application/json`.');
  }
  // Counted on the bytes, before the parser or anything recursive sees the value.
  if (jsonDepthExceeds(raw, maxJsonDepth)) {
    throw new ProblemError('invalid_request', `The body nests arrays and objects more than ${maxJsonDepth} levels deep. Flatten it.`);
  }
  if (jsonHasNul(raw)) {
    throw new ProblemError('invalid_request', 'The body has a NUL character (\\u0000) in a string. Remove it.');
  }
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(raw));
  } catch {
    throw new ProblemError('invalid_request', 'The body is not valid UTF-8 JSON. Check quoting, commas and encoding.');
  }
  if (raw.byteLength > bodyLimits.plain && !hasPhotos(body)) throw tooLarge(bodyLimits.plain);
  return body;
}
