import { HTTPResponse, type H3Event } from 'h3';

/**
 * What an h3 handler returns once it has answered on the Node response itself:
 * h3 then writes nothing more (the value its own Node-handler bridge resolves to).
 */
const handled: unique symbol = Symbol.for('h3.handled') as never;

export type Sent = HTTPResponse | typeof handled;

/**
 * Sends one answer. On Node, status, headers and body go straight to the
 * ServerResponse (head and body in one write): h3's HTTPResponse would turn
 * the header record into a web `Headers` and then back into a list first, which
 * costs more than the rest of a cached GET's answer. h3 then ends the response
 * (ending it here would make that second end build an "already finished" error
 * for every request). Other runtimes (a fetch handler) get the HTTPResponse.
 * `body` is sent as is (already serialized).
 */
export function send(event: H3Event, status: number, headers: Record<string, string>, body: string | null): Sent {
  const res = event.runtime?.node?.res;
  if (res === undefined || res.headersSent) return new HTTPResponse(body, { status, headers });
  // Declared, so Node neither chunks the body nor measures it again (204 and 304 carry no length).
  if (body !== null) headers['Content-Length'] = String(Buffer.byteLength(body));
  else if (status !== 204 && status !== 304) headers['Content-Length'] = '0';
  res.writeHead(status, headers);
  // A HEAD answer keeps the length of the GET's body; Node leaves the body out.
  if (body !== null) (res as { write(chunk: string): boolean }).write(body);
  return handled;
}
