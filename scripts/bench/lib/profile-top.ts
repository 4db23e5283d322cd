/**
 * Where request time goes in a V8 .cpuprofile: inclusive and self share of
 * each function, leaving out idle time and start-up (module loading, compose).
 * Run: npx tsx scripts/bench/lib/profile-top.ts FILE.cpuprofile [rows=40]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string };
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const startUp = /module_job|esm\/loader|cjs\/loader|esm\/hooks|worker\/io|^\(idle\)|^\(program\)|^main |^startAppliance |^compose /;
const nameOf = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}`;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const inclusive = new Map<string, number>();
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((leaf, i) => {
  const stack: string[] = [];
  for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) stack.push(nameOf(byId.get(id)!));
  if (stack.some((name) => startUp.test(name))) return;
  const dt = profile.timeDeltas[i]!;
  total += dt;
  self.set(stack[0]!, (self.get(stack[0]!) ?? 0) + dt);
  for (const name of new Set(stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
});
const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`request time: ${(total / 1000).toFixed(0)} ms sampled\ninclusive   self  function`);
for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40))) {
  console.log(`${pct(us)}  ${pct(self.get(name) ?? 0)}  ${name}`);
}
console.log('\nself     function');
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${pct(us)}  ${name}`);
