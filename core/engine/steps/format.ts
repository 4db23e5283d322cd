/** Number and money formatting by locale; Intl formatters are costly to build, so they are kept. */
import { checkedAgainst, grouped, numberSamples, roundedDigits, symbolsOf } from './decimal.js';

export interface Format {
  num(n: number, maxFraction?: number): string;
  money(cents: number): string;
  /** A figure said with "about": halves under 10, whole numbers above ("about 113 hours", not "113.46"). */
  approx(n: number): string;
}

export function roughly(n: number): number {
  if (n >= 10) return Math.round(n);
  return Math.max(0.5, Math.round(n * 2) / 2);
}

const cache = new Map<string, Format>();

/** Cents as money, without ICU when the locale's currency format checked out (decimal.ts). */
const MONEY_SAMPLES = [0, 1, 5, 50, 99, 100, 12.5, 999.5, 59920, 53900, 74900, 99999, 100000, 123456, 12345678, 123456789];

function decimalFormat(format: Intl.NumberFormat, maxFraction: number): (n: number) => string {
  const sym = symbolsOf(format);
  const intl = (n: number) => format.format(n);
  if (!sym) return intl;
  const fast = (n: number): string | null => {
    if (!(n >= 0 && n < 1e15) || Object.is(n, -0)) return null;
    const digits = roundedDigits(n, maxFraction);
    if (!digits) return null;
    const int = grouped(digits[0], sym.group, sym.minGrouping);
    return digits[1] ? int + sym.decimal + digits[1] : int;
  };
  return checkedAgainst(numberSamples, fast, intl);
}

function moneyFormat(format: Intl.NumberFormat): (cents: number) => string {
  const sym = symbolsOf(format);
  const { minimumFractionDigits: min = 2, maximumFractionDigits: max = 2 } = format.resolvedOptions();
  const intl = (cents: number) => format.format(cents / 100);
  if (!sym || min !== max) return intl;
  const fast = (cents: number): string | null => {
    const n = cents / 100;
    if (!(n >= 0 && n < 1e15) || Object.is(n, -0)) return null;
    const digits = roundedDigits(n, max);
    if (!digits) return null;
    const int = grouped(digits[0], sym.group, sym.minGrouping);
    return max > 0 ? sym.prefix + int + sym.decimal + digits[1].padEnd(max, '0') + sym.suffix : sym.prefix + int + sym.suffix;
  };
  return checkedAgainst(MONEY_SAMPLES, fast, intl);
}

export function formatFor(locale: string, currency: string): Format {
  const key = `${locale}|${currency}`;
  let fmt = cache.get(key);
  if (!fmt) {
    const nums = new Map<number, (n: number) => string>();
    const money = moneyFormat(new Intl.NumberFormat(locale, { style: 'currency', currency }));
    fmt = {
      num(n, maxFraction = 2) {
        // A whole number under 1,000 reads the same in every locale we serve (no grouping, ASCII digits).
        if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
        let f = nums.get(maxFraction);
        if (!f) {
          f = decimalFormat(new Intl.NumberFormat(locale, { maximumFractionDigits: maxFraction }), maxFraction);
          nums.set(maxFraction, f);
        }
        return f(n);
      },
      money,
      approx(n) {
        return this.num(roughly(n));
      },
    };
    cache.set(key, fmt);
  }
  return fmt;
}
