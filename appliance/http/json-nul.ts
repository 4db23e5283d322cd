const ESCAPED_NUL = Buffer.from('\\u0000');
const BACKSLASH = 0x5c;

/**
 * True when a JSON text holds U+0000 in a string (written `\u0000`). PostgreSQL text and
 * jsonb cannot store it, so every route refuses it up front, on both databases alike
 * (README "Decisions"). One native search over the bytes; a `\\u0000` (an escaped
 * backslash followed by the letters) is text, not NUL.
 */
export function jsonHasNul(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(ESCAPED_NUL); at >= 0; at = buffer.indexOf(ESCAPED_NUL, at + 1)) {
    let backslashesBefore = 0;
    while (at - backslashesBefore - 1 >= 0 && buffer[at - backslashesBefore - 1] === BACKSLASH) backslashesBefore++;
    if (backslashesBefore % 2 === 0) return true;
  }
  return false;
}
