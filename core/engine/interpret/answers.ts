/**
 * What a later answer adds to the jobs asked about before it: rooms added or taken out, a measure taken again, the
 * figures that size each open job, counts of places that do not count the things.
 */
import { MEASURED_AGAIN_WORDS, type Quantity } from './quantities.js';
import type { Job } from './index.js';
import { normalize } from './normalize.js';
import { prepareNumbers, type Lang } from './numbers.js';
import { findRooms, kindsNarrowedTo, narrowsToARoom, type RoomMention } from './rooms.js';
import type { TaskDef } from '../catalog/types.js';

/** "paint the living room and kitchen" … "oh and the hallway too", "también la recámara": rooms added in a later turn join the ones named. */
export const ADDS_ROOMS = /\b(?:too|also|as well|plus|tambien|ademas|igual)\b|^\W*(?:oh\s+)?(?:and|y|\+)\s/;
/** The customer says the earlier measure was wrong: "me he equivocado", "he medido otra vez", "I measured again". */
const MEASURED_WRONG = new RegExp(`\\b(?:${MEASURED_AGAIN_WORDS}|i was wrong|my mistake)\\b`);

/** Places things sit in several to a place: "¿Cuántas llaves?" … "son 4 lavabos" counts sinks, not valves. */
const PLACE_COUNTED =
  /^[\d.]+\s+(?:(?:of\s+)?(?:my|our|the|mis|los|las)\s+)?(?:sinks?|lavabos?|lavamanos|tarjas?|fregaderos?|bathrooms?|baths?|banos?|rooms?|cuartos?|habitaciones|toilets?|inodoros?|wc)\b/;

/** An answer's counts of places, for a job of things several to a place, do not count the things. */
export function notPlaces(main: Job, answer: Job, lang: Lang): Quantity[] {
  if (!main.task?.def.several_per_place) return answer.own;
  const text = prepareNumbers(normalize(answer.text), lang).text;
  return answer.own.filter((q) => !(q.kind === 'count' && PLACE_COUNTED.test(text.slice(q.pos))));
}

/**
 * "40 m2" … "perdón, son 35 no 40", "unas 4 horas" … "mejor que sean 5": a corrected bare figure in a later answer
 * re-measures the job in the measure said before.
 */
export function remeasured(main: Job, own: Quantity[], text: string): Quantity[] {
  // A job named only by its trade ("¿Dan servicio de limpieza?") is measured as its last answer measured it.
  const dimension =
    main.task?.def.dimension ??
    [...main.own, ...main.later].findLast((q) => q.kind === 'hour' || q.kind === 'area' || q.kind === 'length')?.kind;
  if (dimension !== 'area' && dimension !== 'length' && dimension !== 'hour') return own;
  // "he vuelto a medir y el largo son 4,80, no 5,20": one side of the size said before, measured again.
  const size = [...main.own, ...main.later].findLast((q) => q.kind === 'dims');
  if (size && dimension === 'area') {
    return own.map((q) => {
      if (q.kind !== 'count' || !q.corrected) return q;
      const side = SIDE_NAMED.exec(text.slice(Math.max(0, q.pos - 25), q.pos))?.[1];
      if (!side) return q;
      const long = /^(?:largo|long|length)/.test(side);
      return { ...size, value: long ? q.value : size.value, other: long ? size.other : q.value, pos: q.pos, corrected: true };
    });
  }
  const before = [...main.own, ...main.later].findLast((q) => q.kind === dimension);
  if (!before) return own;
  return own.map((q) => (q.kind === 'count' && q.corrected ? { ...q, kind: dimension, system: before.system } : q));
}

/**
 * "tejado con goteras. Queremos retejar entero, son 90 m²" … "son 110 m², no 90": an answer with a surface or a length
 * measures the job sold by it, not the first job named when that one is counted.
 */
export function measuredBy(earlier: Job[], own: Quantity[]): Job | undefined {
  const kinds = new Set(own.map((q) => (q.kind === 'dims' ? 'area' : q.kind)));
  const fits = (j: Job) =>
    j.task !== null && kinds.has(j.task.def.dimension) && (j.task.def.dimension === 'area' || j.task.def.dimension === 'length');
  return fits(earlier[0]!) ? undefined : earlier.find(fits);
}

/** The side a figure measures: "el largo son 4,80", "the width is 9". */
const SIDE_NAMED = /\b(largo|long|length|ancho|wide|width)\b[^\d]*$/;

export function moveCorrection(job: Job, earlier: Job[]): void {
  const fixed = job.own.find((q) => q.corrected && q.kind !== 'count' && q.kind !== 'hour');
  if (!fixed || !MEASURED_WRONG.test(normalize(job.text))) return;
  const owner = earlier.findLast((e) => e.own.some((q) => q.kind === fixed.kind) && e.task?.def.slug !== job.task?.def.slug);
  if (!owner) return;
  owner.later.push(fixed);
  job.own = job.own.filter((q) => q !== fixed);
}

/**
 * "pintar el salón" … "y los 2 dormitorios tb": counted rooms added to rooms of another kind named before, for a job
 * priced by room; the answer's count is more rooms, not the total.
 */
export function addsCountedRooms(same: Job, later: Job): boolean {
  return (
    same.task?.def.by_room !== undefined &&
    same.rooms.length > 0 &&
    same.rooms.every((r) => r.kind !== 'home' && !r.stated && r.count > 0) &&
    later.rooms.length > 0 &&
    later.rooms.every((r) => r.stated && r.kind !== 'home' && !same.rooms.some((b) => b.kind === r.kind)) &&
    later.own.every((q) => q.kind === 'room') &&
    ADDS_ROOMS.test(normalize(later.text))
  );
}

const ONE_ROOM_OUT =
  /\b(?:quit\w*|sac\w*|skip|drop|remove|minus|menos|take out|leave out|sin|scratch|forget|cross off|knock off)\s+(?:una|un|one|a|1)\s+(?:(?:of the|of those|de las|de los)\s+)?(recamaras?|dormitorios?|habitacion(?:es)?|cuartos?|bedrooms?|rooms?)\b/;

/** Takes one room out of the rooms counted for the job asked about, when a later turn says so. */
export function takesOneRoomOut(asked: Job, text: string): boolean {
  const word = ONE_ROOM_OUT.exec(normalize(text))?.[1];
  if (!word) return false;
  const kind = findRooms(word)[0]?.kind;
  const i = asked.rooms.findIndex((r) => r.stated && r.count > 1 && (r.kind === kind || kind === 'room'));
  if (i < 0) return false;
  asked.rooms = asked.rooms.map((r, j) => (j === i ? { ...r, count: r.count - 1 } : r));
  return true;
}

/** The rooms of a job after a later turn names rooms: added to, narrowed to ("wait no just the nursery") or replaced. */
export function roomsAfter(before: RoomMention[], later: Job): RoomMention[] {
  if (later.rooms.some((r) => r.total)) return later.rooms;
  if (narrowsToARoom(normalize(later.text))) {
    const kinds = kindsNarrowedTo(normalize(later.text));
    return later.rooms.filter((r) => kinds.has(r.kind));
  }
  const adds =
    before.length > 0 &&
    before.every((r) => r.kind !== 'home' && (r.stated || r.count > 0)) &&
    (later.rooms.every((r) => !r.stated) ||
      later.rooms.every((r) => r.stated && r.kind !== 'home' && before.every((b) => !b.stated && b.kind !== r.kind))) &&
    ADDS_ROOMS.test(normalize(later.text));
  if (adds) return [...before, ...later.rooms.map((r) => ({ ...r, joined: true }))];
  // "a deep clean for 4 bedrooms" … "just the bedrooms this time": rooms named again without a count keep the count said.
  const again = later.rooms.length > 0 && later.rooms.every((r) => !r.stated && before.some((b) => b.kind === r.kind && b.stated));
  return again ? before.filter((b) => later.rooms.some((r) => r.kind === b.kind)) : later.rooms;
}

/** Whether a figure sizes a task: rooms size one priced by the room ("3 recámaras, sala y comedor" for the cleaning) or count things. */
function sizes(q: Quantity, def: TaskDef): boolean {
  if (q.kind === 'room') return def.by_room !== undefined || def.dimension === 'count' || def.dimension === 'room';
  return def.dimension === (q.kind === 'dims' ? 'area' : q.kind);
}

/**
 * Each figure of an answer matched to its own unsized earlier job by measure; null when they do not pair up one to
 * one, or, with one job asked about, unless exactly one figure of a measure of its own is that job's.
 */
export function sizesEach(earlier: Job[], figures: Quantity[], answer: Job): Array<[Job, Quantity]> | null {
  const open = earlier.filter((j) => j.task && j.own.length === 0 && j.later.length === 0);
  // One job asked about and an answer of its trade with two measures: the one of its measure is its size.
  const one = open.length === 1 && answer.task?.def.trade === open[0]!.task!.def.trade;
  if (open.length < 2 && !one) return null;
  const pairs: Array<[Job, Quantity]> = [];
  for (const q of figures) {
    const j = open.find((o) => sizes(q, o.task!.def) && !pairs.some(([p]) => p === o));
    if (j) pairs.push([j, q]);
    else if (!one) return null;
  }
  return one && (pairs.length !== 1 || new Set(figures.map((q) => q.kind)).size < figures.length) ? null : pairs;
}
