import { ProblemError } from '../../core/errors/problem.js';

/** `--name value` / `--flag` pairs after the command words. */
export function parseFlags(argv: string[]): { words: string[]; flags: Record<string, string | true> } {
  const words: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) flags[name] = argv[++i]!;
    else flags[name] = true;
  }
  return { words, flags };
}

export class UsageError extends Error {}

export function stringFlag(flags: Record<string, string | true>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function optionalString(flags: Record<string, string | true>, name: string): string | undefined {
  const value = flags[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

export function optionalDate(flags: Record<string, string | true>, name: string): Date | undefined {
  const value = optionalString(flags, name);
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--${name} must be an ISO 8601 date or timestamp`);
  return date;
}

export function integerFlag(flags: Record<string, string | true>, name: string, fallback?: number): number {
  const value = flags[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a positive integer`);
  return Number(value);
}

export function describeError(error: unknown): string {
  if (error instanceof ProblemError) return `${error.code}: ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}
