/**
 * Reads a conversation: only customer turns count. Each turn is grouped into
 * jobs; later turns add detail to earlier jobs (a size answering a question)
 * or bring new jobs. The first home job is the main one; the rest become
 * extras or unpriced items.
 */
import type { RegionDef, TaskDef, Trade } from '../catalog/types.js';
import { extractCrew } from './crew.js';
import { foreignObject, groupTurn, type Group } from './groups.js';
import type { Lexicon } from './lexicon.js';
import { matchClause, type TaskHit } from './match.js';
import { normalize } from './normalize.js';
import { prepareNumbers, type Lang } from './numbers.js';
import { extractQuantities, type Quantity } from './quantities.js';
import { resolveQuantity, type Resolved } from './resolve.js';
import { detectLanguage, OUT_OF_SCOPE, WANTS_WORK } from './vocabulary.js';

export type { Lang } from './numbers.js';

export interface Job {
  task: TaskHit | null;
  trade: Trade | null;
  text: string;
  outside: boolean;
  /** A range was given; the upper bound is used. */
  ranged: boolean;
  own: Quantity[];
  anchors: number[];
  later: Quantity[];
  oneRoom: boolean;
}

export interface Interpretation {
  lang: Lang;
  jobs: Job[];
  crew: number | null;
  wantsWork: boolean;
  /** Something in the request is outside home services. */
  outside: boolean;
}

const ONE_ROOM = /\b(?:room|bedroom|kitchen|bathroom|living room|dining room|office|hallway|nursery|den|studio|basement|cuarto|recamara|habitacion|dormitorio|sala|salon|cocina|bano|comedor|oficina|pasillo|estudio|alcoba|estancia)\b/;

function toJob(lex: Lexicon, group: Group, lang: Lang): { job: Job; crew: number | null } {
  const prepared = prepareNumbers(normalize(group.text), lang);
  const crew = extractCrew(prepared.text);
  const own = extractQuantities(crew.text);
  // Re-match on the whole group so anchors are positions in this text.
  const hit = group.task ? matchClause(lex, prepared.text).task : null;
  const anchors = hit && hit.def.slug === group.task?.def.slug ? hit.positions : [];
  return {
    job: {
      task: group.task, trade: group.trade, text: group.text.trim(), outside: group.outside,
      ranged: prepared.ranged, own, anchors, later: [], oneRoom: ONE_ROOM.test(prepared.text),
    },
    crew: crew.crew,
  };
}

export function interpret(lex: Lexicon, turns: string[], regionLang: Lang): Interpretation {
  const all = normalize(turns.join('\n'));
  const lang = detectLanguage(all, regionLang);
  const jobs: Job[] = [];
  let crew: number | null = null;
  turns.forEach((turnText, turn) => {
    for (const group of groupTurn(lex, turnText, turn)) {
      const { job, crew: c } = toJob(lex, group, lang);
      if (c !== null) crew = c;
      const earlier = turn > 0 ? jobs.filter((j) => !j.outside && j.task) : [];
      const same = job.task ? earlier.find((j) => j.task!.def.slug === job.task!.def.slug) : undefined;
      if (same) { same.later.push(...job.own); same.ranged ||= job.ranged; continue; }
      if (turn > 0 && !job.task && !job.outside && earlier.length > 0 && (job.own.length > 0 || !job.trade)) {
        // A later detail answers the question about the main job, or the next job still missing one.
        if (job.own.length > 0) {
          const main = earlier[0]!;
          main.later.push(...job.own);
          main.ranged ||= job.ranged;
        }
        continue;
      }
      jobs.push(job);
    }
  });
  const outside = jobs.some((j) => j.outside) || OUT_OF_SCOPE.test(all) || foreignObject(all);
  return { lang, jobs, crew, wantsWork: WANTS_WORK.test(all), outside };
}

export function jobQuantity(job: Job, def: TaskDef, region: RegionDef, crew: number): Resolved | null {
  return resolveQuantity(def, {
    own: job.own, anchors: job.anchors, later: job.later, plural: job.task?.plural ?? false, oneRoom: job.oneRoom, crew,
  }, region);
}
