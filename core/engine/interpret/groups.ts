/**
 * Groups the clauses of one customer turn into jobs: a clause naming a new
 * task starts a job; clauses without a task (sizes, details, small talk)
 * belong to the job before them; a clause asking for something outside home
 * services ("and do my taxes") stands alone so it can be reported.
 */
import type { Trade } from '../catalog/types.js';
import type { Lexicon } from './lexicon.js';
import { matchClause, type TaskHit } from './match.js';
import { normalize } from './normalize.js';
import { splitPieces } from './segments.js';
import { ASKS, FOREIGN_OBJECT, FOREIGN_OBJECT_EXCEPT, OUT_OF_SCOPE } from './vocabulary.js';

export interface Group {
  turn: number;
  task: TaskHit | null;
  trade: Trade | null;
  /** Original text of the clauses, for extras and unpriced items. */
  text: string;
  /** A non-home request on its own ("do my taxes"), not a detail of the job before it. */
  outside: boolean;
}

export function foreignObject(norm: string): boolean {
  return FOREIGN_OBJECT.test(norm) && !FOREIGN_OBJECT_EXCEPT.test(norm);
}

/** "Paint my car" (a trade word on a non-home object), "clean my pool", "and do my taxes". */
function outsideRequest(norm: string, hasTask: boolean, hasTrade: boolean): boolean {
  if (foreignObject(norm)) return true;
  return !hasTask && OUT_OF_SCOPE.test(norm) && (hasTrade || ASKS.test(norm));
}

export function groupTurn(lex: Lexicon, turnText: string, turn: number): Group[] {
  const groups: Group[] = [];
  for (const piece of splitPieces(turnText)) {
    const norm = normalize(piece.text);
    const match = matchClause(lex, norm);
    const current = groups.at(-1);
    const task = match.task;
    if (outsideRequest(norm, task !== null, match.trade !== null)) {
      if (current?.outside) current.text += piece.text;
      else groups.push({ turn, task: null, trade: null, text: piece.text.trimStart(), outside: true });
      continue;
    }
    if (task) {
      const sameJob = current && !current.outside && (current.task
        ? current.task.def.slug === task.def.slug
        : current.trade === null || current.trade === task.def.trade);
      if (current && sameJob) {
        current.text += piece.text;
        if (!current.task || task.score > current.task.score) current.task = task;
        current.trade = task.def.trade;
        continue;
      }
      groups.push({ turn, task, trade: task.def.trade, text: piece.text.trimStart(), outside: false });
      continue;
    }
    if (current && !(current.trade && match.trade && match.trade !== current.trade && !current.task)) {
      current.text += piece.text;
      if (!current.trade) current.trade = match.trade;
      continue;
    }
    groups.push({ turn, task: null, trade: match.trade, text: piece.text.trimStart(), outside: false });
  }
  return groups;
}
