/**
 * Number formatting without ICU for the shapes step lines use: Intl's `format` costs ~0.7 µs a call
 * here and a priced estimate makes ~10 calls (~9% of the engine's time for "Paint a 12x14 bedroom").
 * The digits follow ICU's own rule: the shortest decimal form of the double (what `String(n)` gives),
 * rounded half away from zero to the fraction digits asked (1.005 → "1.01", as Intl does). The
 * symbols come from Intl itself (`formatToParts`), and a formatter is used only after it matched
 * Intl on a sample (`checkedAgainst`); anything else (negative, huge, exponent form) goes to Intl.
 */

/** Digits of `n` (finite, 0 ≤ n < 1e15) rounded to at most `maxFraction` places: [integer, fraction without trailing zeros]; null for an exponent form. */
export function roundedDigits(n: number, maxFraction: number): [string, string] | null {
  const text = String(n);
  if (text.includes('e')) return null;
  const dot = text.indexOf('.');
  if (dot < 0) return [text, ''];
  let int = text.slice(0, dot);
  let frac = text.slice(dot + 1);
  if (frac.length > maxFraction) {
    const up = frac.charCodeAt(maxFraction) >= 53; // '5'
    frac = frac.slice(0, maxFraction);
    if (up) {
      const carried = increment(int + frac);
      int = carried.slice(0, carried.length - maxFraction);
      frac = carried.slice(carried.length - maxFraction);
    }
  }
  let end = frac.length;
  while (end > 0 && frac.charCodeAt(end - 1) === 48) end--;
  return [int === '' ? '0' : int, frac.slice(0, end)];
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + '0'.repeat(digits.length - i - 1);
}

/** The integer digits with the locale's group separator (none below `minGrouping` + 3 digits: es-ES writes 1234). */
export function grouped(int: string, group: string, minGrouping: number): string {
  if (int.length < 3 + minGrouping) return int;
  let out = int.slice(0, ((int.length - 1) % 3) + 1);
  for (let i = out.length; i < int.length; i += 3) out += group + int.slice(i, i + 3);
  return out;
}

/** How a locale writes numbers, read from Intl: separators and where grouping starts. */
export interface Symbols {
  group: string;
  decimal: string;
  minGrouping: number;
  /** Text around the number (currency formats only). */
  prefix: string;
  suffix: string;
}

export function symbolsOf(format: Intl.NumberFormat): Symbols | null {
  const parts = format.formatToParts(1234567.5);
  const first = parts.findIndex((p) => p.type === 'integer');
  const last = parts.findLastIndex((p) => p.type === 'fraction' || p.type === 'integer');
  const group = parts.find((p) => p.type === 'group')?.value;
  const decimal = parts.find((p) => p.type === 'decimal')?.value;
  if (first < 0 || group === undefined || decimal === undefined) return null;
  const inner = parts.slice(first, last + 1);
  if (inner.some((p) => p.type !== 'integer' && p.type !== 'group' && p.type !== 'decimal' && p.type !== 'fraction')) return null;
  return {
    group,
    decimal,
    minGrouping: format.formatToParts(1234).some((p) => p.type === 'group') ? 1 : 2,
    prefix: parts
      .slice(0, first)
      .map((p) => p.value)
      .join(''),
    suffix: parts
      .slice(last + 1)
      .map((p) => p.value)
      .join(''),
  };
}

/** Numbers a formatter must write exactly as Intl does before it is used: ties, carries, grouping edges. */
const SAMPLES = [
  0,
  0.5,
  1,
  1.005,
  2.675,
  0.045,
  0.0455,
  0.995,
  9.995,
  99.995,
  8.56,
  12.5,
  168,
  599.2,
  999,
  999.995,
  1000,
  1234,
  1234.5,
  9999.999,
  12345.678,
  123456.785,
  1000000,
  1234567.891,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
];

/** `fast` when it writes every sample as `intl` does, otherwise `intl`. */
export function checkedAgainst<T>(samples: T[], fast: (value: T) => string | null, intl: (value: T) => string): (value: T) => string {
  for (const s of samples) if (fast(s) !== intl(s)) return intl;
  return (value) => fast(value) ?? intl(value);
}

export const numberSamples = SAMPLES;
