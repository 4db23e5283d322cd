/**
 * Spanish step lines for es, es-MX and es-ES. Spain and Mexico differ in
 * words ("coste"/"costo", "fontanería"/"plomería", enchufe/contacto, task
 * names in catalog/names-es.ts); the figures do not. Region names take their
 * article where Spanish needs one ("en la Comunidad de Madrid").
 */
import type { Unit } from '../../schemas/estimate.js';
import { NAMES_ES_ES, NAMES_ES_MX } from '../catalog/names-es.js';
import type { RoomKind } from '../catalog/rooms.js';
import type { TaskDef, Trade } from '../catalog/types.js';
import type { Format } from './format.js';
import type { Messages, StepFacts } from './messages.js';

const UNITS: Record<Unit, [string, string]> = {
  sq_ft: ['pie cuadrado', 'pies cuadrados'],
  sq_m: ['metro cuadrado', 'metros cuadrados'],
  linear_ft: ['pie lineal', 'pies lineales'],
  linear_m: ['metro lineal', 'metros lineales'],
  each: ['unidad', 'unidades'],
  room: ['habitación', 'habitaciones'],
  hour: ['hora', 'horas'],
};

const TRADES: Record<Trade, string> = {
  painting: 'pintura',
  plumbing: 'plomería',
  electrical: 'electricidad',
  carpentry: 'carpintería',
  drywall: 'tablaroca y yeso',
  flooring: 'pisos',
  tile: 'azulejo',
  roofing: 'techos',
  hvac: 'climatización',
  landscaping: 'jardinería',
  cleaning: 'limpieza',
  appliances: 'reparación de electrodomésticos',
  fencing: 'cercas',
  windows_doors: 'puertas y ventanas',
  handyman: 'mantenimiento general',
  moving: 'mudanzas',
};
const SPAIN: Partial<Record<Trade, string>> = {
  plumbing: 'fontanería',
  drywall: 'pladur y yeso',
  flooring: 'suelos',
  tile: 'alicatado',
  roofing: 'tejados',
  fencing: 'vallas',
  handyman: 'reparaciones del hogar',
};

const ROOMS_MX: Record<RoomKind, string> = {
  bedroom: 'recámara',
  bathroom: 'baño',
  kitchen: 'cocina',
  living: 'sala',
  dining: 'comedor',
  office: 'estudio',
  hallway: 'pasillo',
  closet: 'clóset',
  laundry: 'cuarto de lavado',
  garage: 'cochera',
  basement: 'sótano',
  room: 'cuarto',
  home: 'recámara de la vivienda',
};
const ROOMS_ES: Record<RoomKind, string> = {
  bedroom: 'dormitorio',
  bathroom: 'baño',
  kitchen: 'cocina',
  living: 'salón',
  dining: 'comedor',
  office: 'despacho',
  hallway: 'pasillo',
  closet: 'armario empotrado',
  laundry: 'lavadero',
  garage: 'garaje',
  basement: 'sótano',
  room: 'habitación',
  home: 'dormitorio de la vivienda',
};

/** Region names said with their article in Spanish. */
const WITH_ARTICLE: Readonly<Record<string, string>> = {
  'Comunidad de Madrid': 'la Comunidad de Madrid',
  'Comunitat Valenciana': 'la Comunitat Valenciana',
  'Ciudad de México': 'la Ciudad de México',
};
const place = (name: string): string => WITH_ARTICLE[name] ?? name;

const unit = (u: Unit, n: number): string => UNITS[u][n === 1 ? 0 : 1];

export function spanish(spain: boolean): Messages {
  const trade = (t: Trade): string => (spain ? SPAIN[t] : undefined) ?? TRADES[t];
  const name = (def: TaskDef): string => (spain ? NAMES_ES_ES : NAMES_ES_MX)[def.slug] ?? def.name.es;
  const cost = spain ? 'coste' : 'costo';
  const rooms = spain ? ROOMS_ES : ROOMS_MX;

  function basisLine(f: StepFacts, fmt: Format): string | null {
    const b = f.basis;
    const metric = f.system !== 'imperial';
    const len = metric ? 'm' : 'pies';
    const sq = metric ? 'm²' : 'pies²';
    const height = metric ? '2,4 m' : '8 pies';
    if (b?.kind === 'rooms') {
      const parts = b.rooms.map((r) =>
        f.def.by_room === 'clean'
          ? `${rooms[r.kind]} de unos ${fmt.num(r.side[0])} × ${fmt.num(r.side[1])} ${len}`
          : `${rooms[r.kind]} de unos ${fmt.num(r.side[0])} × ${fmt.num(r.side[1])} ${len} (${fmt.num(r.side[0] * r.side[1])} ${sq} de ${spain ? 'suelo' : 'piso'})`,
      );
      const how =
        f.def.by_room === 'clean'
          ? 'con el tiempo típico de limpieza de cada una'
          : f.def.by_room === 'walls'
            ? `por sus paredes, perímetro × ${height} de altura`
            : `por su superficie de ${spain ? 'suelo' : 'piso'}`;
      return `Tamaño: no se indicó, así que cada habitación se calcula como una típica en ${place(f.regionName)}: ${parts.join('; ')}, ${how}.`;
    }
    if (b?.kind === 'walls') {
      return `Paredes: ${fmt.num(f.quantity)} ${sq} de ${spain ? 'suelo' : 'piso'} equivalen a unos ${fmt.approx(b.wallArea)} ${sq} de pared (perímetro × ${height} de altura); las horas por ${metric ? 'metro cuadrado' : 'pie cuadrado'} de ${spain ? 'suelo' : 'piso'} ya los incluyen.`;
    }
    return null;
  }

  return {
    unit,
    trade,
    name,
    steps(f, fmt) {
      const qty = `${fmt.num(f.quantity)} ${unit(f.unit, f.quantity)}`;
      const people = f.crew === 1 ? '1 persona' : `${f.crew} personas`;
      const per =
        f.onSiteHours && f.crew > 1
          ? `${fmt.num(f.hoursPerUnit, 4)} horas de mano de obra por hora en el lugar (equipo de ${f.crew})`
          : `${fmt.num(f.hoursPerUnit, 4)} por ${UNITS[f.unit][0]}`;
      const lines = [
        `Alcance: ${name(f.def)}, ${qty}, equipo de ${people}.`,
        f.setupHours > 0
          ? `Horas: ${fmt.num(f.setupHours)} de preparación + ${per} × ${qty} = ${fmt.num(f.hours)} horas de mano de obra.`
          : `Horas: ${per} × ${qty} = ${fmt.num(f.hours)} horas de mano de obra.`,
        f.rateOrigin === 'account'
          ? `Tarifa: ${fmt.money(f.rateCents)} por hora, según la tabla de tarifas de su cuenta para ${trade(f.def.trade)}.`
          : `Tarifa: ${fmt.money(f.rateCents)} por hora, la tarifa típica de ${trade(f.def.trade)} en ${place(f.regionName)}.`,
        `${cost[0]!.toUpperCase()}${cost.slice(1)} de mano de obra: ${fmt.num(f.hours)} horas × ${fmt.money(f.rateCents)} = ${fmt.money(f.rawCostCents)}.` +
          (f.minimumApplied
            ? ` Es menor que el mínimo por trabajo en ${place(f.regionName)} (${fmt.money(f.minimumCents)}), así que se aplica el mínimo: ${fmt.money(f.minimumCents)}.`
            : ''),
      ];
      if (f.crew > 1) {
        lines.push(
          `Con un equipo de ${f.crew} personas, las horas de mano de obra y el ${cost} no cambian; el tiempo en el lugar es menor: unas ${fmt.approx(f.elapsedHours)} horas.`,
        );
      }
      const basis = basisLine(f, fmt);
      if (basis) lines.push(basis);
      if (f.ranged) lines.push('Se indicó un rango: el presupuesto usa su punto medio.');
      return lines;
    },
    extra: (def, u, quantity, fmt) => `${name(def)}: ${fmt.num(quantity)} ${unit(u, quantity)}`,
    unpriced: (reason) =>
      ({
        quantity: `No se indicó el tamaño o la cantidad, así que este trabajo no se pudo ${spain ? 'presupuestar' : 'cotizar'}.`,
        task: `El trabajo no se describió con suficiente detalle para ${spain ? 'presupuestarlo' : 'cotizarlo'}.`,
        outside: 'No es un servicio para el hogar que cubra este presupuesto.',
      })[reason],
  };
}
