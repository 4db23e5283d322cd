/** Deepest nesting of arrays and objects a request body may have (README "Decisions"). */
export const maxJsonDepth = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * True when the JSON text opens more than `max` arrays or objects inside one another.
 * One pass over the bytes, no recursion; strings are skipped with a native search
 * (photo bodies are mostly one long base64 string). Malformed JSON is left to the parser.
 */
export function jsonDepthExceeds(bytes: Uint8Array, max: number): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let depth = 0;
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i];
    if (c === QUOTE) {
      i = endOfString(buffer, i + 1);
      if (i < 0) return false;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** Index of the quote closing a string that starts at `from`, or -1 when it never closes. */
function endOfString(buffer: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const quote = buffer.indexOf(QUOTE, at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (quote - backslashes - 1 >= from && buffer[quote - backslashes - 1] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}
