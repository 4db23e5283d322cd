/**
 * Which of the jobs a request names is the estimate's main one: the largest priced job, unless a job whose size
 * is missing would outweigh it (then the answer asks its size); without a priced job, the first with a task.
 */
import { toTask } from './catalog/project.js';
import type { RegionDef, TaskDef } from './catalog/types.js';
import { sizedDefault } from './choose.js';
import type { CompiledCatalog } from './compiled.js';
import { OWN_VERB } from './interpret/groups.js';
import { normalize } from './interpret/normalize.js';
import { vagueCount } from './interpret/resolve.js';
import type { JobReading } from './price-job.js';
import { price } from './pricing.js';

/**
 * A modest amount of a task: a small room's floor, a short run, two items, its usual hours. `whole`: the extent of a
 * whole home or floor of it ("the windows across the house", "el piso de toda la casa"): a house's floor, a long
 * run, eight items.
 */
function nominalCost(def: TaskDef, region: RegionDef, whole = false): number {
  const metric = region.unit_system === 'metric';
  const quantity =
    def.dimension === 'area'
      ? (metric ? 9 : 100) * (whole ? 8 : 1)
      : def.dimension === 'length'
        ? (metric ? 12 : 40) * (whole ? 3 : 1)
        : def.dimension === 'hour'
          ? (def.default_hours ?? 2)
          : def.dimension === 'count' && !def.single
            ? whole
              ? 8
              : 2
            : def.dimension === 'room' && whole
              ? 2
              : 1;
  const task = toTask(def, region);
  return price(task, quantity, def.typical_crew, region).rawCostCents;
}

const HOME = /\b(?:house|home|apartment|condo|casa|piso|depa|departamento|apartamento|vivienda)\b/;
const STOREY = /\b(?:basement|sotano|buhardilla|atico|attic)\b/;
const YARD = /\b(?:yard|yards|backyard|lawn|jardin|patio|terreno|parcela)\b/;
const BEDS = /\b(?:beds?|flower ?beds?|jardineras?|arriates?|macetas?)\b/;
/** The move itself asked for ("mudanza de Sevilla a Málaga", "moving from Oak St to Elm"), not a move told as news. */
const MOVE = /\b(?:mudanza|(?:a|the|my|our|local|long distance) move|moving from|move from|demenagement)\b/;
const YARD_WORK = new Set(['landscaping.mulch', 'landscaping.sod.install', 'landscaping.mowing']);
/** The extent of a whole home or a floor of it, said of a job with no size: it is the big job, whatever else is priced. */
const WHOLE_EXTENT =
  /\b(?:whole|entire|entero|entera|enteros|enteras|completo|completa|partout|por todas partes|all (?:the|of the|my|our)|throughout|across the|through the|every room|every (?:single )?(?:window|door|closet|bedroom|wall|ceiling)s?|all over|toda la|todo el|todas las|todos los|en toda|en todo|planta alta|planta baja|upstairs|downstairs|(?:first|second|main|ground|top) floor|del (?:depa|departamento|piso|apartamento)|de (?:la |mi |nuestra )?casa|(?:of|in) (?:the|my|our) (?:house|home|apartment|condo))\b/;

/** A closing ask of the business that covers every job named before it. */
const ASKS_OF_ALL = /\b(?:can (?:u|you|someone)|could (?:u|you|someone)|pueden|puede|podrian|podrias|me ayudan)\b/;

/** Things named in the plural with no number, in this turn or an answer. */
const uncountedPlural = (r: JobReading): boolean => r.job.task?.plural === true && r.job.own.length === 0 && r.job.later.length === 0;

export function mainJob(cc: CompiledCatalog, readings: JobReading[], region: RegionDef): JobReading {
  const pricedOnes = readings.filter((r) => r.priced);
  // Two small jobs both raised to the job minimum cost the same: the one with more work is the main one, and at
  // equal work the one listed first in the catalog, so the order the customer named them in does not matter.
  const order = (r: JobReading): number => cc.catalog.tasks.indexOf(r.chosen!.def);
  const larger = (r: JobReading, best: JobReading): boolean => {
    const [a, b] = [r.priced!.priced, best.priced!.priced];
    if (a.costCents !== b.costCents) return a.costCents > b.costCents;
    return a.rawCostCents !== b.rawCostCents ? a.rawCostCents > b.rawCostCents : order(r) < order(best);
  };
  const largestPriced = pricedOnes.length > 0 ? pricedOnes.reduce((best, r) => (larger(r, best) ? r : best)) : null;
  // "Paint the whole house exterior and the front door": a job whose size is missing is still the main one when even a
  // modest size of it costs more than the largest priced job; then the answer asks for its size.
  // Only the first job asked for, new work measured by size (area or run), and not beside a size of the same measure.
  // "new floors for the whole first floor and paint the kitchen": a job named only by its trade is sized as that trade's usual job.
  const defOf = (r: JobReading): TaskDef | undefined => r.chosen?.def ?? sizedDefault(cc, r.job.trade);
  const first = readings[0];
  const firstDef = first?.chosen?.def;
  const big =
    largestPriced?.priced &&
    first &&
    first !== largestPriced &&
    firstDef &&
    !first.priced &&
    !first.job.task?.fuzzy &&
    (firstDef.dimension === 'area' ||
      firstDef.dimension === 'length' ||
      // "cambiar varios enchufes y algún interruptor": several of the first thing, beside one of another.
      // "poner focos empotrados en el pasillo y quitar el plafón": things named in the plural with no number, too.
      (firstDef.dimension === 'count' &&
        !firstDef.single &&
        (vagueCount(first.job.text) ||
          (uncountedPlural(first) &&
            largestPriced.job.turn === first.job.turn &&
            !readings.some((r) => r.job.own.some((q) => q.kind === 'hour')))))) &&
    // "a few outlets that dont work and a couple switches that spark… can u come check": one ask at the end covers both.
    (OWN_VERB.test(normalize(first.job.text)) || ASKS_OF_ALL.test(normalize(readings.at(-1)!.job.text))) &&
    firstDef.action !== 'repair' &&
    (firstDef.dimension === 'count' ||
      !(largestPriced.job.turn === first.job.turn && largestPriced.chosen!.def.dimension === firstDef.dimension));
  // "replace the windows across the house and put in a new back door": an unsized job over the whole home is the main one.
  const whole = largestPriced?.priced
    ? readings.find((r) => {
        const def = defOf(r);
        if (!def || r === largestPriced || r.priced || r.job.task?.fuzzy || r.job.outside) return false;
        if (def.action === 'repair' || def.dimension === 'hour' || (def.dimension === 'count' && def.single)) return false;
        // "do you do house cleaning?" … "deep clean, 3 bedrooms … and the oven": rooms counted in a later answer size it.
        const roomsLater = readings.some((x) => x !== r && x.job.turn > r.job.turn && x.job.own.some((q) => q.kind === 'room'));
        if (def.by_room !== undefined && roomsLater) return false;
        const text = normalize(r.job.text);
        // A trade named with no work asked of it ("es de dos pisos") describes the home.
        if (!r.chosen && !OWN_VERB.test(text)) return false;
        // A roof to coat or re-cover is the whole roof; "gravel for the front yard": a yard is the extent of yard work.
        const overWholeHome =
          WHOLE_EXTENT.test(text) ||
          // "a new floor in the basement": a floor named by a whole storey of the home.
          // "our basement finished, drywall on the walls and then painted": a storey's walls hung.
          ((def.trade === 'flooring' || def.trade === 'drywall') && def.dimension === 'area' && STOREY.test(text)) ||
          // "limpieza a fondo de la casa y además el horno": a home's cleaning is the whole home.
          (def.trade === 'cleaning' && def.dimension === 'area' && HOME.test(text)) ||
          (def.trade === 'roofing' && def.dimension === 'area') ||
          (YARD_WORK.has(def.slug) && YARD.test(text) && !BEDS.test(text)) ||
          // "Mudanza de Sevilla a Málaga y que me montéis allí las 3 camas": a home's move is the big job.
          (def.slug === 'moving.local' && MOVE.test(text));
        // Raw costs: a small priced job raised to the job minimum is still the less work.
        return overWholeHome && nominalCost(def, region, true) > largestPriced.priced!.priced.rawCostCents;
      })
    : undefined;
  // Several of a thing against one of another: the several are the more work even when both sit at the job minimum.
  const several = big && firstDef.dimension === 'count';
  const bar = several ? largestPriced.priced!.priced.rawCostCents : largestPriced?.priced?.priced.costCents;
  const biggerUnsized = big && nominalCost(firstDef, region) > bar! ? first : whole;
  return biggerUnsized ?? largestPriced ?? readings.find((r) => r.chosen) ?? readings.find((r) => r.job.task) ?? readings[0]!;
}
