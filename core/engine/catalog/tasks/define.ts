/** Compact constructor for catalog rows; the trade is the slug's first segment. */
import type { Dimension, RoomBasis, TaskDef, Trade } from '../types.js';

export interface TaskRow {
  action: string;
  dim: Dimension;
  setup: number;
  perUnit: number;
  crew?: number;
  en: string;
  es: string;
  kw: string[];
  kwEs: string[];
  perimeter?: boolean;
  walls?: boolean;
  single?: boolean;
  severalPerPlace?: boolean;
  defaultHours?: number;
  /** Hours are the size of the work: never assumed (TaskDef.ask_hours). */
  askHours?: boolean;
  /** How a count of rooms sizes this task (see catalog/rooms.ts). */
  room?: RoomBasis;
}

export function task(slug: string, row: TaskRow): TaskDef {
  const def: TaskDef = {
    slug,
    trade: slug.split('.')[0] as Trade,
    action: row.action,
    dimension: row.dim,
    setup_hours: row.setup,
    hours_per_unit: row.perUnit,
    typical_crew: row.crew ?? 1,
    by_the_hour: row.dim === 'hour',
    name: { en: row.en, es: row.es },
    keywords: { en: row.kw, es: row.kwEs },
  };
  if (row.perimeter) def.perimeter = true;
  if (row.walls) def.walls = true;
  if (row.single) def.single = true;
  if (row.severalPerPlace) def.several_per_place = true;
  if (row.defaultHours !== undefined) def.default_hours = row.defaultHours;
  if (row.askHours) def.ask_hours = true;
  if (row.room) def.by_room = row.room;
  return def;
}

/** Shared token groups: rooms of a home, and the verbs that mean "do the work". */
export const ROOM_EN =
  'room|bedroom|kitchen|bathroom|living|dining|office|hallway|hall|nursery|den|basement|closet|garage|laundry|guest|study|playroom|entryway|foyer|stairwell|apartment|apt|condo';
export const ROOM_ES =
  'cuarto|recamara|reca|recas|habitacion|dormitorio|sala|salon|cocina|bano|comedor|oficina|pasillo|estudio|estancia|alcoba|despacho|vestidor|departamento|depa|piso|apartamento|casa|portal|rellano|escalera|escaleras';
export const FIX_EN =
  'fix|fixing|fixed|repair|broken|broke|leak|leaking|leaky|drip|not|doesnt|wont|stopped|problem|issue|damaged|stuck|overflowing|overflows';
export const FIX_ES =
  'arregl|repar|compon|roto|rota|romp|cayo|cayeron|caye|descompuest|averiad|estropead|fuga|gotea|goteo|falla|problema|danad|agriet|rajad|fisurad|quebrad|suelt|flojo|floja|atora|atasca|enfria|funciona|sirve|prende|enciende|cierra|abre|jala|calienta|arranca|gira|drena|desagua|derrama|desborda|rebosa';
export const INSTALL_EN = 'install|replace|replacing|new|put|putting|hang|mount|swap|change|upgrade|add|adding';
export const INSTALL_ES = 'instal|cambi|sustitu|reemplaz|nuev|poner|ponga|pongan|colocar|coloc|montar|mont|anadir|agregar';

/** Where the work happens, not what it is: weak evidence for any one task. */
export const CONTEXT_TOKENS: ReadonlySet<string> = new Set([ROOM_EN, ROOM_ES].flatMap((group) => group.split('|')));

/** Tokens that describe the work rather than the thing worked on (not used to spot plurals). */
export const VERB_TOKENS: ReadonlySet<string> = new Set(
  [
    FIX_EN,
    FIX_ES,
    INSTALL_EN,
    INSTALL_ES,
    'leak|leaks|gotera|goteras|fuga|fugas|filtra|filtraciones|problems|issues|sticks|sticking|stick|squeaks|drips|runs|trips|works|keeps|stops|makes|smells|sags|rubs|jams|clogs|needs|pads|filters|parts',
  ].flatMap((group) => group.split('|')),
);
