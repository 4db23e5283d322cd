/**
 * Picks the job's amount in the task's unit from the quantities read in its
 * clauses, converting feet and metres when the customer used the other
 * system. Dimensions ("12x14") give an area, or a perimeter for trim-like
 * tasks. A number alone counts items; after a question, a number alone in a
 * later turn is the amount asked for.
 */
import { FT_PER_M, SQ_FT_PER_SQ_M } from '../catalog/project.js';
import type { RegionDef, TaskDef } from '../catalog/types.js';
import type { Quantity, System } from './quantities.js';

export interface Resolved {
  quantity: number;
  /** Assumed rather than stated: one item, default hours, or the size given for a sibling job. */
  assumed: 'one' | 'hours' | 'shared' | null;
}

export interface QuantitySource {
  /** Quantities from the job's own clauses, in order. */
  own: Quantity[];
  /** Positions of the job's keyword words, to find the number that counts them. */
  anchors: number[];
  /** Quantities from later turns that answer a question, latest last. */
  later: Quantity[];
  plural: boolean;
  /** A single room is named ("my bedroom", "recámara"). */
  oneRoom: boolean;
  crew: number;
  /** "each" / "cada una": a size applies to every room named. */
  each: boolean;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Standard interior wall height, for wall tasks sized from a room's floor dimensions. */
export const WALL_HEIGHT_FT = 8;
export const WALL_HEIGHT_M = 2.4;

function convert(value: number, from: System | null, to: System, power: 1 | 2): number {
  if (!from || from === to) return value;
  const factor = power === 2 ? SQ_FT_PER_SQ_M : FT_PER_M;
  return from === 'metric' ? value * factor : value / factor;
}

function last<T>(list: T[]): T | undefined { return list[list.length - 1]; }

function fromList(def: TaskDef, qs: Quantity[], system: System, bareIsAmount: boolean, anchors: number[], each = false): number | null {
  const of = (kind: Quantity['kind']): Quantity[] => qs.filter((q) => q.kind === kind);
  const bare = of('count');
  switch (def.dimension) {
    case 'area': {
      const area = last(of('area'));
      if (area) return convert(area.value, area.system, system, 2);
      const dims = of('dims');
      if (dims.length) {
        // "2 recámaras de 4x3", "two 12x12 bedrooms": a count right before a size multiplies it,
        // unless a list of sizes follows ("2 rooms, 10x12 and 12x14").
        const times = (d: Quantity): number => {
          if (dims.some((o) => o.pos > d.pos && o.pos - (d.end ?? d.pos) <= 8)) return 1;
          const before = qs.filter((q) => (q.kind === 'room' || q.kind === 'count') && q.pos < d.pos && d.pos - q.pos <= 24);
          const near = last(before);
          if (!near || dims.some((o) => o.pos > near.pos && o.pos < d.pos)) return 1;
          return near.kind === 'room' || d.pos - near.pos <= 4 ? near.value : 1;
        };
        // Wall tasks read a room's floor size as its walls: perimeter × a standard wall height.
        const size = (d: Quantity): number => def.walls
          ? convert(2 * (d.value + (d.other ?? 0)), d.system ?? system, system, 1) * (system === 'metric' ? WALL_HEIGHT_M : WALL_HEIGHT_FT)
          : convert(d.value * (d.other ?? 0), d.system ?? system, system, 2);
        const area = dims.reduce((sum, d) => sum + times(d) * size(d), 0);
        // "2 bedrooms 10x12 each": one size for several rooms.
        const rooms = of('room');
        return dims.length === 1 && each && rooms.length === 1 && times(dims[0]!) === 1 ? area * rooms[0]!.value : area;
      }
      // "100 metros" of lawn: people often drop "cuadrados"; a length not marked linear is read as an area.
      const loose = last(of('length').filter((q) => !q.linear));
      if (loose) return convert(loose.value, loose.system, system, 2);
      break;
    }
    case 'length': {
      // "250 linear ft of 6' fence": the length marked linear, else the longest one given.
      const lengths = of('length');
      const length = last(lengths.filter((q) => q.linear)) ?? [...lengths].sort((a, b) => convert(b.value, b.system, system, 1) - convert(a.value, a.system, system, 1))[0];
      if (length) return convert(length.value, length.system, system, 1);
      const dims = of('dims');
      if (dims.length && def.perimeter) return dims.reduce((sum, d) => sum + convert(2 * (d.value + (d.other ?? 0)), d.system ?? system, system, 1), 0);
      break;
    }
    case 'hour': {
      const hours = of('hour');
      if (hours.length) return last(hours)!.value;
      const days = last(of('day'));
      if (days) return days.value * 8;
      break;
    }
    case 'room': {
      const rooms = of('room');
      if (rooms.length) return rooms.reduce((sum, r) => sum + r.value, 0);
      break;
    }
    case 'count':
      break;
  }
  if (def.dimension === 'count' || def.dimension === 'room' || bareIsAmount) {
    if (bare.length === 0) return null;
    if (bareIsAmount || anchors.length === 0) return last(bare)!.value;
    // The number nearest before a keyword word counts it ("3 outlets"), else the nearest after.
    const distance = (q: Quantity): number => Math.min(...anchors.map((a) => (a >= q.pos ? a - q.pos : (q.pos - a) * 3)));
    return [...bare].sort((a, b) => distance(a) - distance(b))[0]!.value;
  }
  return null;
}

export function resolveQuantity(def: TaskDef, src: QuantitySource, region: RegionDef): Resolved | null {
  const system = region.unit_system;
  // A later answer overrides what the first message said.
  const later = fromList(def, src.later, system, true, []);
  const own = later === null ? fromList(def, src.own, system, false, src.anchors, src.each) : null;
  let value = later ?? own;
  let assumed: Resolved['assumed'] = null;
  if (value === null) {
    if (def.dimension === 'count' && (!src.plural || def.single)) { value = 1; assumed = 'one'; }
    else if (def.dimension === 'room' && src.oneRoom && !src.plural) { value = 1; assumed = 'one'; }
    else if (def.dimension === 'hour') { value = def.default_hours ?? 2; assumed = 'hours'; }
  }
  if (value === null || !(value > 0) || value > 1_000_000) return null;
  // On-site hours with a crew are that many hours for each worker.
  if (def.dimension === 'hour') value *= src.crew;
  return { quantity: round2(value), assumed };
}
