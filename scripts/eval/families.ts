/**
 * Paraphrase families: 3-5 rewordings of one request. A family is consistent
 * when every member gets the same status, the same task and the same
 * quantity (within 1%). Members may be plain strings (the family's region
 * applies) or cases with their own text, messages and region.
 */
import { readFileSync } from 'node:fs';
import type { CustomerMessage, EstimatorAnswer, EstimatorRequest } from '../../core/engine/types.js';
import { near } from './score.js';

export interface FamilyMember {
  text?: string;
  messages?: CustomerMessage[];
  region?: string;
}
export interface Family {
  id: string;
  region: string;
  lang?: string;
  members: FamilyMember[];
}
export interface FamilyScore {
  consistent: number;
  total: number;
  splits: Record<string, { consistent: number; total: number }>;
  broken: string[];
}

type Raw = Record<string, unknown>;

function member(raw: unknown, region: string): FamilyMember {
  if (typeof raw === 'string') return { text: raw, region };
  const m = raw as Raw;
  const text = (m.text ?? m.t) as string | undefined;
  return {
    ...(text !== undefined ? { text } : {}),
    ...(m.messages ? { messages: m.messages as CustomerMessage[] } : {}),
    region: (m.region ?? m.r ?? region) as string,
  };
}

/** Reads the families file, accepting the short keys of the writers' drafts (f, r, l, c) too. */
export function loadFamilies(path: string | URL): Family[] {
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const list = (Array.isArray(data) ? data : ((data as Raw).families as unknown[])) as Raw[];
  return list.map((f, i) => {
    const raw = (f.members ?? f.paraphrases ?? f.variants ?? f.cases ?? f.c ?? f.texts) as unknown[];
    const first = raw[0] as Raw | string;
    const region = (f.region ?? f.r ?? (typeof first === 'string' ? undefined : first.region)) as string;
    const lang = (f.lang ?? f.l ?? (typeof first === 'string' ? undefined : first.lang)) as string | undefined;
    return { id: String(f.id ?? f.family ?? f.f ?? `fam-${i + 1}`), region, lang, members: raw.map((m) => member(m, region)) };
  });
}

const key = (a: EstimatorAnswer) => ({ status: a.status, task: a.task?.slug ?? null, quantity: a.scope?.quantity ?? null });

export function scoreFamilies(families: Family[], engine: { estimateSync(r: EstimatorRequest): EstimatorAnswer }): FamilyScore {
  const out: FamilyScore = { consistent: 0, total: 0, splits: {}, broken: [] };
  for (const f of families) {
    const answers = f.members.map((m) =>
      key(
        engine.estimateSync({
          region: m.region ?? f.region,
          photos: [],
          messages: m.messages ?? [{ role: 'customer', content: m.text ?? '' }],
        }),
      ),
    );
    const first = answers[0]!;
    const ok = answers.every(
      (a) =>
        a.status === first.status &&
        a.task === first.task &&
        (a.quantity === null ? first.quantity === null : first.quantity !== null && near(a.quantity, first.quantity)),
    );
    const lang = f.lang ?? (f.region.startsWith('MX') || f.region.startsWith('ES') ? 'es' : 'en');
    for (const s of [null, `lang:${lang}`, `region:${f.region.slice(0, 2)}`]) {
      const t = s === null ? out : (out.splits[s] ??= { consistent: 0, total: 0 });
      t.total += 1;
      if (ok) t.consistent += 1;
    }
    if (!ok) {
      out.broken.push(
        `${f.id} [${f.region}] ${f.members.map((m, i) => `${m.text ?? m.messages?.map((x) => x.content).join(' | ')} → ${answers[i]!.status} ${answers[i]!.task ?? '-'} ${answers[i]!.quantity ?? '-'}`).join('  ||  ')}`,
      );
    }
  }
  return out;
}
