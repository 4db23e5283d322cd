import { parseArgs } from 'node:util';
import { ProblemError } from '../../core/errors/problem.js';

export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;
export type Values = Record<string, string | boolean | undefined>;

export class UsageError extends Error {}

/** Edit distance, for "did you mean" on a misspelled option. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest known option within two edits (or one that starts the same), if any. */
export function suggest(name: string, known: string[]): string | undefined {
  const ranked = known.map((k) => ({ k, d: distance(name, k) })).sort((x, y) => x.d - y.d);
  const best = ranked[0];
  if (best && (best.d <= 2 || (name.length >= 3 && best.k.startsWith(name)))) return best.k;
  return undefined;
}

/**
 * Strict flags through node:util parseArgs: an unknown option is an error that
 * names the closest known one; `--flag=value` and `--flag value` both work.
 * `positionals` is how many plain words the command takes after its own words.
 */
export function parseOptions(args: string[], options: OptionSpec, positionals = 0): { values: Values; positionals: string[] } {
  const known = Object.keys(options);
  for (const arg of args) {
    if (!arg.startsWith('--') || arg === '--') continue;
    const name = arg.slice(2).split('=', 1)[0]!;
    if (options[name] || (name.startsWith('no-') && options[name.slice(3)]?.type === 'boolean')) continue;
    const close = suggest(name, known);
    throw new UsageError(`unknown option --${name}${close ? `; did you mean --${close}?` : ''}`);
  }
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true, allowNegative: true }) as typeof parsed;
  } catch (error) {
    // parseArgs' own words, e.g. "Option '--email <value>' argument missing".
    throw new UsageError(
      (error as Error).message.split('\n')[0]!.replace(/^Option '(--[^ ']+)[^']*' argument missing$/, '$1 needs a value'),
    );
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`unexpected argument: ${parsed.positionals[positionals]}`);
  return parsed;
}

export function stringFlag(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function optionalString(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function optionalDate(values: Values, name: string): Date | undefined {
  const value = optionalString(values, name);
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--${name} must be an ISO 8601 date or timestamp`);
  return date;
}

export function integerFlag(values: Values, name: string, fallback?: number): number {
  const value = values[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) throw new UsageError(`--${name} must be a positive integer`);
  return Number(value);
}

export function describeError(error: unknown): string {
  if (error instanceof ProblemError) return `${error.code}: ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}
