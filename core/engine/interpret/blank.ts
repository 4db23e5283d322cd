/** Replaces a matched span with spaces so later patterns skip it while positions stay put. */
export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}
