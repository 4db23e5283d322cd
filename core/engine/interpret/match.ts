/**
 * Finds the job a clause talks about: the task whose phrase matches with the
 * most tokens (then the most specific letters), else only the trade.
 */
import { VERB_TOKENS } from '../catalog/tasks/define.js';
import type { TaskDef, Trade } from '../catalog/types.js';
import { wordTokens, type Lexicon } from './lexicon.js';

export interface TaskHit {
  def: TaskDef;
  score: number;
  /** The customer wrote the job's noun in the plural ("faucets") or with "some", "varios"... */
  plural: boolean;
  /** Character positions of the words that matched, to find the number that counts them. */
  positions: number[];
}
export interface ClauseMatch { task: TaskHit | null; trade: Trade | null }

const VAGUE = /\b(?:some|several|a few|multiple|many|various|all (?:the|my|of|our)|bunch|lots|unos|unas|algunos|algunas|varios|varias|todos|todas|muchos|muchas|cuantos|cuantas)\b/;
const NOT_PLURAL = new Set(['gas', 'glass', 'grass', 'this', 'his', 'has', 'was', 'yes', 'lens', 'tennis', 'mas', 'tres', 'dos', 'seis', 'mes', 'lunes', 'bus', 'plus', 'less', 'press', 'class', 'boss', 'cross', 'moss', 'chassis', 'always', 'its', 'status', 'nos', 'los', 'las', 'les', 'sus', 'tus', 'mis', 'pies', 'lavavajillas', 'lavaplatos', 'lavatrastes', 'microondas', 'paraguas', 'tenis', 'series', 'gutters', 'stairs', 'blinds', 'pants', 'premises', 'ductos']);

function isPlural(word: string): boolean {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !NOT_PLURAL.has(word);
}

interface Word { text: string; pos: number; ids: readonly number[] }

function words(lex: Lexicon, text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[a-z0-9]+/g)) out.push({ text: m[0], pos: m.index, ids: wordTokens(lex, m[0]) });
  return out;
}

export function matchClause(lex: Lexicon, text: string): ClauseMatch {
  const ws = words(lex, text);
  const present = new Map<number, Word[]>();
  for (const w of ws) for (const id of w.ids) present.set(id, [...(present.get(id) ?? []), w]);

  let best: TaskHit | null = null;
  for (const matcher of lex.tasks) {
    for (const phrase of matcher.phrases) {
      if (best && phrase.weight <= best.score) continue;
      const hitWords: Word[] = [];
      let score = phrase.groups.length * 100;
      const ok = phrase.groups.every((group) => {
        let found: Word | undefined;
        let length = 0;
        for (const id of group) {
          const list = present.get(id);
          if (list && lex.tokens[id]!.length > length) { found = list[0]; length = lex.tokens[id]!.length; }
        }
        if (!found) return false;
        hitWords.push(found);
        score += length;
        return true;
      });
      if (!ok || (best && score <= best.score)) continue;
      const nouns = hitWords.filter((w) => !w.ids.some((id) => VERB_TOKENS.has(lex.tokens[id]!)));
      const plural = VAGUE.test(text) || nouns.some((w) => isPlural(w.text));
      best = { def: matcher.def, score, plural, positions: hitWords.map((w) => w.pos) };
    }
  }

  let trade: Trade | null = best?.def.trade ?? null;
  if (!trade) {
    for (const entry of lex.trades) {
      if (ws.some((w) => w.ids.some((id) => entry.tokens.has(id)))) { trade = entry.trade; break; }
    }
  }
  return { task: best, trade };
}
