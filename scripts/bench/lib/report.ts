/** The final table: each figure, its target and PASS/MISS. */
export interface Check {
  figure: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export const fmt = {
  rps: (n: number) => `${Math.round(n).toLocaleString('en-US')}/s`,
  ms: (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`,
  pct: (n: number) => `${(n * 100).toFixed(0)}%`,
  x: (n: number) => `${n.toFixed(2)}×`,
  cpu: (ms: number) => `${ms.toFixed(3)} ms`,
};

export function printTable(checks: Check[]): void {
  const head = ['figure', 'value', 'target', 'result'];
  const rows = checks.map((c) => [c.figure, c.value, c.target, c.pass === null ? '-' : c.pass ? 'PASS' : 'MISS']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
