/**
 * Typical room sizes, for jobs the customer sizes by counting rooms ("repaint
 * 4 bedrooms", "limpiar los dos baños"). A room is priced as its kind's
 * typical floor (or, for wall tasks, wall) area; cleaning is priced from
 * typical minutes per room instead, because cleaning time follows fixtures,
 * not floor area.
 *
 * Sources (rounded readings, taken once):
 * - US / Canada, feet: NAHB "Spaces and places" room-size surveys of new
 *   single-family homes and the U.S. Census Bureau Characteristics of New
 *   Housing (median 2,200 sq ft, 3-4 bedrooms → ~550 sq ft of home per
 *   bedroom); CMHC Canadian Housing Observer for apartments.
 * - Mexico, metres: Reglamento de Construcciones de la Ciudad de México,
 *   Normas Técnicas Complementarias para el Proyecto Arquitectónico (minimum
 *   recámara 7 m², 2.4 m side) and INFONAVIT average social-interest housing
 *   of 45-60 m² for two bedrooms, rounded up to a typical market home.
 * - Spain, metres: Código Técnico de la Edificación and the regional
 *   habitability decrees (dormitorio doble ≥ 10 m², salón ≥ 16-18 m²), and
 *   INE Censo de Viviendas 2021 (average main home ~90 m², 3 bedrooms).
 * - Cleaning minutes per room: the per-room times that residential cleaning
 *   services publish for standard visits (bathroom 45-60 min, kitchen 60-90
 *   min, bedroom 20-30 min), scaled for deep and move-out cleaning by the
 *   same ratio as the area-based tasks.
 */
export type RoomKind =
  | 'bedroom'
  | 'bathroom'
  | 'kitchen'
  | 'living'
  | 'dining'
  | 'office'
  | 'hallway'
  | 'closet'
  | 'laundry'
  | 'garage'
  | 'basement'
  | 'room'
  | 'home';

export interface RoomSize {
  /** Floor length × width in feet (US, CA). */
  ft: readonly [number, number];
  /** Floor length × width in metres (MX, ES). */
  m: readonly [number, number];
  /** Standard cleaning hours for one such room. */
  cleanHours: number;
}

/** `home`: one bedroom's share of a dwelling ("a 3 bedroom house"): ~550 sq ft / ~30 m² per bedroom. */
export const ROOM_SIZES: Readonly<Record<RoomKind, RoomSize>> = {
  bedroom: { ft: [12, 12], m: [3.5, 3], cleanHours: 0.5 },
  bathroom: { ft: [5, 8], m: [2, 2.5], cleanHours: 0.75 },
  kitchen: { ft: [10, 12], m: [3, 3.5], cleanHours: 1 },
  living: { ft: [14, 18], m: [4, 5], cleanHours: 0.75 },
  dining: { ft: [12, 12], m: [3.5, 3.5], cleanHours: 0.5 },
  office: { ft: [10, 11], m: [3, 3], cleanHours: 0.5 },
  hallway: { ft: [4, 12], m: [1.2, 4], cleanHours: 0.25 },
  closet: { ft: [4, 6], m: [1.5, 2], cleanHours: 0.25 },
  laundry: { ft: [6, 8], m: [2, 2.5], cleanHours: 0.5 },
  garage: { ft: [20, 20], m: [6, 6], cleanHours: 1.5 },
  basement: { ft: [24, 30], m: [7, 9], cleanHours: 1.5 },
  room: { ft: [12, 12], m: [3.5, 3], cleanHours: 0.5 },
  home: { ft: [22, 25], m: [5, 6], cleanHours: 1.25 },
};

/** Standard interior wall height: 8 ft in North America, 2.4 m in Mexico and Spain (habitability codes: 2.3-2.5 m). */
export const WALL_HEIGHT_FT = 8;
export const WALL_HEIGHT_M = 2.4;
