/**
 * Spanish step lines for es, es-MX and es-ES. Spain and Mexico differ in a
 * few words ("coste"/"costo", "fontanería"/"plomería"); the figures do not.
 */
import type { Unit } from '../../estimates/types.js';
import type { Trade } from '../catalog/types.js';
import type { Messages } from './messages.js';

const UNITS: Record<Unit, [string, string]> = {
  sq_ft: ['pie cuadrado', 'pies cuadrados'], sq_m: ['metro cuadrado', 'metros cuadrados'],
  linear_ft: ['pie lineal', 'pies lineales'], linear_m: ['metro lineal', 'metros lineales'],
  each: ['unidad', 'unidades'], room: ['habitación', 'habitaciones'], hour: ['hora', 'horas'],
};

const TRADES: Record<Trade, string> = {
  painting: 'pintura', plumbing: 'plomería', electrical: 'electricidad', carpentry: 'carpintería',
  drywall: 'tablaroca y yeso', flooring: 'pisos', tile: 'azulejo', roofing: 'techos', hvac: 'climatización',
  landscaping: 'jardinería', cleaning: 'limpieza', appliances: 'reparación de electrodomésticos', fencing: 'cercas',
  windows_doors: 'puertas y ventanas', handyman: 'mantenimiento general', moving: 'mudanzas',
};
const SPAIN: Partial<Record<Trade, string>> = {
  plumbing: 'fontanería', drywall: 'pladur y yeso', flooring: 'suelos', tile: 'alicatado', roofing: 'tejados', fencing: 'vallas',
};

const unit = (u: Unit, n: number): string => UNITS[u][n === 1 ? 0 : 1];

export function spanish(spain: boolean): Messages {
  const trade = (t: Trade): string => (spain ? SPAIN[t] : undefined) ?? TRADES[t];
  const cost = spain ? 'coste' : 'costo';
  return {
    unit,
    trade,
    steps(f, fmt) {
      const qty = `${fmt.num(f.quantity)} ${unit(f.unit, f.quantity)}`;
      const people = f.crew === 1 ? '1 persona' : `${f.crew} personas`;
      const lines = [
        `Alcance: ${f.def.name.es}, ${qty}, equipo de ${people}.`,
        f.setupHours > 0
          ? `Horas: ${fmt.num(f.setupHours)} de preparación + ${fmt.num(f.hoursPerUnit, 4)} por ${UNITS[f.unit][0]} × ${qty} = ${fmt.num(f.hours)} horas de mano de obra.`
          : `Horas: ${fmt.num(f.hoursPerUnit, 4)} por ${UNITS[f.unit][0]} × ${qty} = ${fmt.num(f.hours)} horas de mano de obra.`,
        f.rateOrigin === 'account'
          ? `Tarifa: ${fmt.money(f.rateCents)} por hora, según la tabla de tarifas de su cuenta para ${trade(f.def.trade)}.`
          : `Tarifa: ${fmt.money(f.rateCents)} por hora, la tarifa típica de ${trade(f.def.trade)} en ${f.regionName}.`,
        `${cost[0]!.toUpperCase()}${cost.slice(1)} de mano de obra: ${fmt.num(f.hours)} horas × ${fmt.money(f.rateCents)} = ${fmt.money(f.rawCostCents)}.` +
          (f.minimumApplied ? ` Es menor que el mínimo por trabajo en ${f.regionName} (${fmt.money(f.minimumCents)}), así que se aplica el mínimo: ${fmt.money(f.minimumCents)}.` : ''),
      ];
      if (f.crew > 1) {
        lines.push(`Con un equipo de ${f.crew} personas, las horas de mano de obra y el ${cost} no cambian; el tiempo en el lugar es menor: unas ${fmt.num(f.elapsedHours)} horas.`);
      }
      return lines;
    },
    extra: (def, u, quantity, fmt) => `${def.name.es}: ${fmt.num(quantity)} ${unit(u, quantity)}`,
    unpriced: (reason) => ({
      quantity: 'No se indicó el tamaño o la cantidad, así que este trabajo no se pudo cotizar.',
      task: 'El trabajo no se describió con suficiente detalle para cotizarlo.',
      outside: 'No es un servicio para el hogar que cubra este presupuesto.',
    })[reason],
  };
}
