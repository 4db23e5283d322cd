/** Exit code of a start refused because the encryption key does not open the sealed data (documented in the README). */
export const KEY_MISMATCH_EXIT = 3;

/** Sealed data on disk that the configured key cannot open: starting would answer 500 on every sealed read. */
export class KeyMismatchError extends Error {}
