/**
 * Progress of a long operator command on stderr, only when stderr is a
 * terminal: scripts and CI read plain JSON on stdout and get no noise.
 */
export function progressLine(label: string, stderr: NodeJS.WriteStream = process.stderr) {
  const show = stderr.isTTY === true;
  return {
    update(done: number, total: number, unit: string): void {
      if (show) stderr.write(`\r${label} ${Math.floor((done / Math.max(total, 1)) * 100)}% (${done}/${total} ${unit})`);
    },
    note(text: string): void {
      if (show) stderr.write(`\r${label}: ${text}`);
    },
    done(text: string): void {
      if (show) stderr.write(`\r${label}: ${text}\n`);
    },
  };
}
