import { describe, expect, it } from 'vitest';
import { extractCrew } from '../../../core/engine/interpret/crew.js';
import { normalize } from '../../../core/engine/interpret/normalize.js';
import { prepareNumbers, type Lang } from '../../../core/engine/interpret/numbers.js';
import { extractQuantities } from '../../../core/engine/interpret/quantities.js';
import { ask } from './helpers.js';

const read = (text: string, lang: Lang = 'en') => {
  const prepared = prepareNumbers(normalize(text), lang);
  const crew = extractCrew(prepared.text);
  return { crew: crew.crew, quantities: extractQuantities(crew.text), ranged: prepared.ranged };
};

describe('numbers', () => {
  it.each([
    ['three outlets', 3],
    ['twenty-five feet', 25],
    ['two hundred and fifty', 250],
    ['a dozen', 12],
    ['half a dozen', 6],
    ['a couple of', 2],
    ['tres', 3],
    ['doscientos cincuenta', 250],
    ['treinta y cinco', 35],
    ['media docena', 6],
    ['un par de', 2],
    ['1,200', 1200],
  ] as const)('%s → %d', (text, n) => {
    const lang: Lang = /[a-z]+s\b|media|par|treinta|tres/.test(text) && !/outlets|feet/.test(text) ? 'es' : 'en';
    expect(prepareNumbers(normalize(text), lang).text).toContain(String(n));
  });

  it('reads decimal commas and Spanish thousands', () => {
    expect(prepareNumbers('2,5 m', 'es').text).toBe('2.5 m');
    expect(prepareNumbers('1.200 m2', 'es').text).toBe('1200 m2');
  });

  it('takes the middle of a range and says it was a range', () => {
    for (const text of ['3-4 hours', '3 to 4 hours', 'between 3 and 4 hours', 'between three and four hours']) {
      expect(read(text).quantities[0]).toMatchObject({ kind: 'hour', value: 3.5 });
      expect(read(text).ranged).toBe(true);
    }
    expect(read('entre 3 y 4 horas', 'es').quantities[0]).toMatchObject({ kind: 'hour', value: 3.5 });
  });
});

describe('quantities', () => {
  it.each([
    ['200 sq ft', 'area', 200, 'imperial'],
    ['200sqft', 'area', 200, 'imperial'],
    ['200 square feet', 'area', 200, 'imperial'],
    ['30 m2', 'area', 30, 'metric'],
    ['30 m²', 'area', 30, 'metric'],
    ['30 metros cuadrados', 'area', 30, 'metric'],
    ['50 ft', 'length', 50, 'imperial'],
    ['50 feet', 'length', 50, 'imperial'],
    ["50'", 'length', 50, 'imperial'],
    ['50 linear feet', 'length', 50, 'imperial'],
    ['20 metros lineales', 'length', 20, 'metric'],
    ['20 ml', 'length', 20, 'metric'],
    ['3 hours', 'hour', 3, null],
    ['2 horas', 'hour', 2, null],
    ['3 bedrooms', 'room', 3, null],
  ] as const)('%s', (text, kind, value, system) => {
    expect(read(text, /metros|horas|m²|ml/.test(text) ? 'es' : 'en').quantities[0]).toMatchObject({ kind, value, system });
  });

  it('reads room dimensions', () => {
    expect(read('a 12x14 room').quantities[0]).toMatchObject({ kind: 'dims', value: 12, other: 14, system: null });
    expect(read('12 by 14').quantities[0]).toMatchObject({ kind: 'dims', value: 12, other: 14 });
    expect(read("12'x14'").quantities[0]).toMatchObject({ kind: 'dims', system: 'imperial' });
    expect(read('4 x 3 m', 'es').quantities[0]).toMatchObject({ kind: 'dims', system: 'metric' });
  });

  it('ignores years, money, floors and times', () => {
    const qs = read('built in 1998, $500 budget, 2nd floor, 2 story house, call at 5').quantities;
    expect(qs).toEqual([]);
  });
});

describe('crew', () => {
  it.each([
    ['two guys', 2],
    ['a crew of 3', 3],
    ['2 painters', 2],
    ['dos trabajadores', 2],
    ['un equipo de 4', 4],
    ['three movers', 3],
  ] as const)('%s → %d', (text, n) => {
    expect(read(text, /dos|equipo/.test(text) ? 'es' : 'en').crew).toBe(n);
  });

  it('does not read the crew as a quantity', () => {
    expect(read('2 painters').quantities).toEqual([]);
  });
});

describe('task matching', () => {
  it.each([
    ['My kitchen sink is clogged', 'plumbing.drain.unclog'],
    ['the toilet keeps running', 'plumbing.toilet.repair'],
    ['install a new ceiling fan in the bedroom', 'electrical.ceiling_fan.install'],
    ['mount my 65 inch TV', 'handyman.tv.mount'],
    ['need my lawn mowed, about 3000 sq ft', 'landscaping.mowing'],
    ['build a 6 ft privacy fence, 120 linear feet', 'fencing.wood.install'],
    ['replace roof shingles 1800 sq ft', 'roofing.shingles.replace'],
    ['my AC is not cooling', 'hvac.ac.service'],
    ['the washer wont drain', 'appliances.washer.repair'],
    ['deep clean of a 1500 sqft house', 'cleaning.house.deep'],
    ['replace two windows', 'windows_doors.window.replace'],
    ['patch 2 holes in the drywall', 'drywall.patch'],
    ['tile backsplash 30 sq ft', 'tile.wall.install'],
    ['install 40 feet of crown molding', 'carpentry.crown_molding.install'],
    ['se tapó la coladera de la regadera', 'plumbing.drain.unclog'],
    ['cambiar 3 apagadores', 'electrical.switch.replace'],
    ['impermeabilizar la azotea de 80 m2', 'roofing.coating'],
    ['podar dos árboles', 'landscaping.tree.trim'],
    ['mudanza de un departamento de 2 recámaras', 'moving.local'],
    ['armar un ropero de ikea', 'handyman.furniture.assembly'],
    ['reparar la lavadora', 'appliances.washer.repair'],
    ['poner 25 m2 de piso laminado', 'flooring.laminate.install'],
    ['instalar un minisplit', 'hvac.ac.install'],
    ['fix my faucett its leeking', 'plumbing.faucet.repair'],
  ])('%s → %s', (text, slug) => {
    const region = /[áéíóúñ]|\b(?:se|la|de|un|una|dos|cambiar|reparar|poner|instalar|mudanza|podar|armar|impermeabilizar)\b/.test(text)
      ? 'MX-CMX'
      : 'US-CA';
    expect(ask(region, text).task?.slug).toBe(slug);
  });
});
