/**
 * Shapes of the engine's reference data. Tasks are stored once, in imperial
 * terms; each region projects them into its own unit system (see project.ts).
 */
export const TRADES = [
  'painting',
  'plumbing',
  'electrical',
  'carpentry',
  'drywall',
  'flooring',
  'tile',
  'roofing',
  'hvac',
  'landscaping',
  'cleaning',
  'appliances',
  'fencing',
  'windows_doors',
  'handyman',
  'moving',
] as const;
export type Trade = (typeof TRADES)[number];

/** What a task is measured in, independent of the unit system. */
export type Dimension = 'area' | 'length' | 'count' | 'room' | 'hour';

export interface TaskDef {
  slug: string;
  trade: Trade;
  action: string;
  dimension: Dimension;
  setup_hours: number;
  /** Labor hours per square foot / linear foot / item / room / hour (imperial basis). */
  hours_per_unit: number;
  typical_crew: number;
  by_the_hour: boolean;
  /** Short imperative name used in step lines and questions. */
  name: { en: string; es: string };
  /**
   * Match phrases. Each phrase is space-separated tokens that must all occur
   * in the same clause, any order; `a|b` inside a token means either. Tokens
   * match word prefixes (stems), so `paint` matches "painting", "painted".
   */
  keywords: { en: string[]; es: string[] };
  /** Length tasks that can read a room's perimeter from "12x14". */
  perimeter?: boolean;
  /** Area tasks measured on walls: "12x14" means the room's wall area (perimeter × wall height), not its floor. */
  walls?: boolean;
  /** Count tasks that are one job however the customer words it ("some shingles came off" is one roof repair). */
  single?: boolean;
  /** Count tasks with several items to a place (valves under a sink, outlets in a room): a count of places is not their count. */
  several_per_place?: boolean;
  /** By-the-hour tasks: on-site hours assumed when the customer gives none. */
  default_hours?: number;
  /**
   * By-the-hour tasks whose size is the work itself (a yard to clean, a storm's snow, a truck to load, a
   * storage room to empty): hours are never assumed (`default_hours` only sizes the job against others);
   * the answer asks for them, unless the job is one household thing ("subir un refri al camión").
   */
  ask_hours?: boolean;
  /**
   * Area tasks a customer may size by naming rooms ("repaint 4 bedrooms"): each room is its kind's
   * typical floor area (`floor`), wall area (`walls`), or typical cleaning time (`clean`).
   */
  by_room?: RoomBasis;
}

export type RoomBasis = 'floor' | 'walls' | 'clean';

export interface RegionDef {
  code: string;
  name: string;
  country: 'US' | 'CA' | 'MX' | 'ES';
  currency: 'USD' | 'CAD' | 'MXN' | 'EUR';
  locale: string;
  time_zone: string;
  unit_system: 'imperial' | 'metric';
  hourly_rates_cents: Record<Trade, number>;
  job_minimum_cents: number;
}

export interface Catalog {
  tasks: readonly TaskDef[];
  regions: readonly RegionDef[];
  /** Trade words that name a trade without naming a job ("plumber", "pintor"). */
  tradeKeywords: Readonly<Record<Trade, readonly string[]>>;
}
