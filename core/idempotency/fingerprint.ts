import { createHash } from 'node:crypto';

type Piece = { text: string } | { value: unknown };

/**
 * JSON with object keys sorted, so equal bodies fingerprint equally whatever their key order.
 * Built with an explicit work list, not recursion: request data of any depth cannot overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const work: Piece[] = [{ value }];
  while (work.length > 0) {
    const piece = work.pop()!;
    if ('text' in piece) {
      out.push(piece.text);
      continue;
    }
    const current = piece.value;
    if (Array.isArray(current)) {
      const items: Piece[] = [{ text: '[' }];
      for (const [i, item] of current.entries()) items.push(...(i > 0 ? [{ text: ',' }] : []), { value: item });
      items.push({ text: ']' });
      for (let i = items.length - 1; i >= 0; i--) work.push(items[i]!);
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const items: Piece[] = [{ text: '{' }];
      for (const [i, [k, v]] of entries.entries()) items.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(k)}:` }, { value: v });
      items.push({ text: '}' });
      for (let i = items.length - 1; i >= 0; i--) work.push(items[i]!);
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
  }
  return out.join('');
}

/** Identifies "the same request": operation plus canonical body. */
export function requestFingerprint(operation: string, body: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(body)).digest('hex');
}
