/** Number and money formatting by locale; Intl formatters are costly to build, so they are kept. */
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

export function formatFor(locale: string, currency: string): Format {
  const key = `${locale}|${currency}`;
  let fmt = cache.get(key);
  if (!fmt) {
    const nums = new Map<number, Intl.NumberFormat>();
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    fmt = {
      num(n, maxFraction = 2) {
        // A whole number under 1,000 reads the same in every locale we serve (no grouping, ASCII digits).
        if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
        let f = nums.get(maxFraction);
        if (!f) {
          f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFraction });
          nums.set(maxFraction, f);
        }
        return f.format(n);
      },
      money: (cents) => money.format(cents / 100),
      approx(n) {
        return this.num(roughly(n));
      },
    };
    cache.set(key, fmt);
  }
  return fmt;
}
