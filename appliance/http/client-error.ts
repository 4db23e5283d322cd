import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ProblemError } from '../../core/errors/problem.js';
import { currentApiVersion } from '../../core/versioning.js';
import { problemBody } from './problem.js';

function problemFor(code: string | undefined): ProblemError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new ProblemError(
      'headers_too_large',
      'The request headers are larger than the server accepts (16 KiB in all). Send fewer or shorter headers.',
    );
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ProblemError('request_timeout', 'The request did not arrive in time. Send it again.');
  }
  return new ProblemError(
    'invalid_request',
    'The request is not well-formed HTTP/1.1 (for example a control character in a header). Fix how it is sent.',
  );
}

/**
 * For node:http's `clientError`: a request Node could not parse never reaches h3, and Node's own
 * answer is a bare status line. Answer a problem document with a request id instead, then close.
 */
export function answerClientError(nextRequestId: () => string) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // A reset connection has nobody to answer; a socket mid-answer cannot take a second one.
    const busy = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || busy) {
      socket.destroy();
      return;
    }
    const problem = problemFor(error.code);
    const requestId = nextRequestId();
    const body = JSON.stringify(problemBody(problem, requestId));
    socket.end(
      [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
        'Content-Type: application/problem+json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        `Service-Version: ${currentApiVersion}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  };
}
