import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 20 (issue 11): families from the misses of held-back set H20, released for tuning, each in my own phrasings. */

describe('messages dictated to a phone or a car', () => {
  it('reads spoken punctuation as marks, and "to" or "for" before a plural as a number', () => {
    expect(ask('US-TX', 'patch to holes in the hallway comma near the stairs period thanks')).toMatchObject({
      status: 'priced',
      task: { slug: 'drywall.patch' },
      scope: { quantity: 2 },
    });
    expect(ask('US-CA', 'we need for outlets added in the garage period how soon can you come question mark')).toMatchObject({
      task: { slug: 'electrical.outlet.install' },
      scope: { quantity: 4 },
    });
    expect(ask('US-NY', 'can I book someone for too and a half hours comma a few small fixes around the apartment')).toMatchObject({
      task: { slug: 'handyman.general' },
      scope: { quantity: 2.5 },
    });
  });

  it('keeps "a grace period" and "install for upstairs" as words', () => {
    expect(ask('US-GA', 'is there a grace period if I cancel question mark').status).toBe('unclear');
    expect(ask('CA-ON', 'central AC install for upstairs, 2 ton, house already has a furnace').scope?.quantity).toBe(1);
  });

  it('never reads the highway the customer drives on, a numbered street or a date as an amount', () => {
    expect(ask('US-TX', "the upstairs toilet keeps running, sorry I'm on 635 driving home right now").scope?.quantity).toBe(1);
    expect(ask('CA-AB', 'toilet running all night, please come. 118 ave Edmonton').scope?.quantity).toBe(1);
    const move = converse('CA-ON', 'need 3 movers for 5 hours', 'What date?', '29 june. actually 4 hours is enough');
    expect(move.scope).toMatchObject({ quantity: 4, crew_size: 3 });
  });
});

describe("Spain's buildings and grandparents", () => {
  it('reads the portero as the building\'s doorman and "cerca de" as near', () => {
    expect(
      ask('ES-MD', 'Soy Lola, la portera del número 20 de la calle Alcalá. Hay que cortar el césped del jardín comunitario, unos 80 m²'),
    ).toMatchObject({ status: 'priced', task: { trade: 'landscaping' }, scope: { quantity: 80 } });
    const answer = ask('ES-VC', 'Vivo cerca de la estación y necesito cambiar el grifo de la cocina que gotea');
    expect(jobsOf(answer)).toEqual(['plumbing.faucet.replace']);
  });

  it("reads a grandparent's test message as unclear", () => {
    expect(ask('ES-MD', 'hola soy la abuela de Marta, me ha puesto esto en el movil. se ve?').status).toBe('unclear');
  });

  it('reads a roof terrace that leaks as the roof, and a wood-look floor as laminate', () => {
    expect(ask('ES-AN', 'hay que impermeabilizar la terraza del último piso que tiene goteras, son 60 metros cuadrados')).toMatchObject({
      task: { trade: 'roofing' },
      scope: { quantity: 60 },
    });
    expect(ask('ES-VC', 'poner suelo que imita madera en un dormitorio de 3 por 4')).toMatchObject({
      task: { slug: 'flooring.laminate.install' },
      scope: { quantity: 12 },
    });
  });
});

describe('corrections and answers', () => {
  it('takes a new figure given with "poned" and a recount of rooms, whatever the reason given beside them', () => {
    expect(
      converse(
        'ES-MD',
        'necesito 2 mozos para subir muebles a un quinto',
        '¿Cuántas horas?',
        'unas 2 horas... mejor poned 3 que la nevera pesa mucho',
      ),
    ).toMatchObject({ task: { slug: 'moving.labor' }, scope: { quantity: 3, crew_size: 2 } });
    const rooms = converse(
      'ES-AN',
      'quiero pintar dos habitaciones',
      '¿Con techos?',
      'paredes y techos. y al final que sean 3 habitaciones, también la del fondo que tiene humedad',
    );
    expect(rooms.scope?.quantity).toBe(3);
    expect(rooms.unpriced).toEqual([]);
  });

  it('asks for the hours when the chores listed for a handyman come with no idea of the time', () => {
    const answer = converse(
      'MX-CMX',
      'ocupo un señor de mantenimiento para varias cositas',
      '¿Qué trabajos y cuánto tiempo?',
      'colgar unos cuadros y poner unos ganchos, no sé cuánto tiempo se lleve',
    );
    expect(answer).toMatchObject({ status: 'needs_detail', task: { slug: 'handyman.general' } });
  });

  it('sizes only the job whose things the question named, and gives a measured surface to its own job', () => {
    const pictures = converse(
      'ES-VC',
      'hay que colgar unos cuadros y cambiar la cerradura del trastero',
      '¿Cuántos cuadros son?',
      'seis, y dos pequeños',
    );
    expect(pictures).toMatchObject({ task: { slug: 'handyman.hanging' }, scope: { quantity: 6 } });
    expect(pictures.extras).toMatchObject([{ slug: 'windows_doors.lock.install', quantity: 1 }]);
    const wall = ask(
      'ES-MD',
      'Quiero alicatar la pared de la cocina y cambiar el fregadero. Mi hermano midió la pared y son 9 metros cuadrados',
    );
    expect(wall).toMatchObject({ task: { slug: 'tile.wall.install' }, scope: { quantity: 9 } });
  });
});

describe('which job, and how many', () => {
  it('reads retiling as new tile, and a town named on a keyword as a place', () => {
    expect(ask('US-IL', 'retile the bathroom floor, 6 by 8, the old tile is cracked')).toMatchObject({
      task: { slug: 'tile.floor.install' },
      scope: { quantity: 48 },
    });
    expect(ask('US-MA', 'retile the shower walls at our Framingham condo, about 70 sq ft').task?.trade).toBe('tile');
  });

  it('reads a count of bedrooms spelled out by the bedrooms, or said as their total, once', () => {
    expect(ask('US-CA', 'paint three bedrooms: the nursery, the master and the guest room').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'the nursery and the guest room need paint, so two bedrooms total').scope?.quantity).toBe(2);
  });

  it('reads units, sinks and "every one in the house" as places, not as counts', () => {
    expect(ask('US-WA', 'window washing for all 3 units at our fourplex').status).toBe('needs_detail');
    expect(ask('CA-BC', 'want new shutoff valves under the 3 sinks in our condo').status).toBe('needs_detail');
    expect(ask('ES-AN', 'las cuerdas de las persianas de toda la casa están rotas, no sé cuántas').status).toBe('needs_detail');
  });

  it('reads the yard cleaned up and the machine that leaks, not the floor it leaks on', () => {
    expect(ask('US-AZ', 'wind knocked branches all over the yard. need 2 guys for 3 hrs to clean it up and haul it away')).toMatchObject({
      task: { slug: 'landscaping.cleanup' },
      scope: { quantity: 3, crew_size: 2 },
    });
    expect(ask('US-GA', 'the washer leaks from the door, puddle on the laminate every cycle').task?.trade).toBe('appliances');
  });

  it('reads "2 horas y 30 minutos" as one figure, and a maintenance worker for small tasks as a handyman by the hour', () => {
    expect(
      ask('ES-AN', 'Solicito un operario de mantenimiento durante 2 horas y 30 minutos para pequeñas tareas: colgar un espejo'),
    ).toMatchObject({ task: { slug: 'handyman.general' }, scope: { quantity: 2.5 } });
  });
});
