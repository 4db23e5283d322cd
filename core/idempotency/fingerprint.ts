import { hash } from 'node:crypto';

type Piece = { text: string } | { value: unknown };

/** Nesting handled by plain recursion; deeper parts go through the explicit work list. */
const recursionLimit = 64;

/**
 * JSON with object keys sorted, so equal bodies fingerprint equally whatever their key order.
 * Request data of any depth cannot overflow the stack: past `recursionLimit` levels the rest is
 * built with an explicit work list (same text).
 */
export function canonicalJson(value: unknown): string {
  return canonical(value, 0);
}

function canonical(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (depth >= recursionLimit) return canonicalDeep(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonical(value[i], depth + 1);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonical(item, depth + 1)}`;
  }
  return `${out}}`;
}

function canonicalDeep(value: unknown): string {
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
  return hash('sha256', `${operation}\n${canonicalJson(body)}`, 'hex');
}
