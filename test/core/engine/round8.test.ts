import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

describe('a move told as news is not a job', () => {
  it('drops "we just moved in" / "nos cambiamos de casa" beside any other job', () => {
    for (const [region, text, slug] of [
      ['US-WA', 'we just moved in and need 4 ceiling fans installed', 'electrical.ceiling_fan.install'],
      ['US-TX', 'we are moving next week and need the old place cleaned, 2 bedrooms', 'cleaning.house.standard'],
      ['MX-CMX', 'acabamos de mudarnos y ocupo que me instalen 3 contactos', 'electrical.outlet.install'],
      ['ES-MD', 'nos mudamos el mes que viene y queremos dejar el piso limpio, son 80 m2', 'cleaning.house.standard'],
    ] as const) {
      expect(jobsOf(ask(region, text)), text).toEqual([slug]);
    }
  });

  it('keeps a move asked for with movers, a truck or things to carry', () => {
    const jobs = jobsOf(ask('US-TX', "we're moving and need 2 movers with a truck, plus the old place cleaned"));
    expect(jobs.some((j) => j?.startsWith('moving'))).toBe(true);
    expect(jobs.some((j) => j?.startsWith('cleaning'))).toBe(true);
  });
});

describe('a count said after the rooms', () => {
  it('reads "the bedrooms, there are 3", "we have 4", "son 3" as the count of rooms', () => {
    expect(ask('US-TX', 'paint the bedrooms, there are 3').scope?.quantity).toBe(3);
    expect(ask('US-CO', 'can you paint our bedrooms? we have 4').scope?.quantity).toBe(4);
    expect(ask('MX-NLE', 'ocupo pintar las recámaras, son 3').scope?.quantity).toBe(3);
    expect(ask('ES-AN', 'me hace falta pintar 3 habitaciones, son los dormitorios').scope?.quantity).toBe(3);
  });

  it('does not take a count of other things for the rooms', () => {
    expect(ask('US-TX', 'paint the bedrooms, there are 3 windows in each').status).toBe('needs_detail');
  });
});

describe('movers by the hour', () => {
  it('prices the hours and keeps the things carried inside them', () => {
    const a = ask('US-TX', '3 movers for 4 hrs, we have a sectional, a king bed and a washer and dryer');
    expect(jobsOf(a)).toEqual(['moving.labor']);
    expect(a.scope).toMatchObject({ quantity: 4, crew_size: 3 });
    expect(ask('MX-NLE', 'ocupo 2 chalanes por 3 horas pa mover una sala, el refri y una cama').scope).toMatchObject({
      quantity: 3,
      crew_size: 2,
    });
  });

  it("prices movers by the hour beside the home's size, and a home without hours by its bedrooms", () => {
    expect(ask('US-TX', 'Need 2 movers for 4 hours on Saturday, 1 bedroom apartment').scope).toMatchObject({ quantity: 4, crew_size: 2 });
    expect(
      converse('US-TX', 'hi need movers saturday', 'How many movers and for how long?', '2 movers, 4 hours. 1br apartment').scope?.quantity,
    ).toBe(4);
    expect(ask('US-NY', 'we need movers for our 2 bedroom apartment').task?.slug).toBe('moving.local');
  });
});

describe('out of scope and no job', () => {
  it('reads a vehicle body and a phone number as outside home services', () => {
    for (const [region, text] of [
      ['US-TX', 'can you fix the dents on my truck'],
      ['MX-CMX', 'me quitan las abolladuras del carro?'],
      ['US-NY', 'i need my phone number moved over to a new carrier'],
    ] as const) {
      expect(ask(region, text).status, text).toBe('unsupported');
    }
  });

  it('reads a request for a price list as unclear', () => {
    expect(ask('ES-MD', '¿me puede pasar precios?').status).toBe('unclear');
    expect(ask('MX-NLE', 'me manda precios porfa').status).toBe('unclear');
  });
});

describe('an unsized job over the whole home is the main job', () => {
  it('asks for the size of the whole-home job and prices the small one as an extra', () => {
    for (const [region, text, slug] of [
      ['US-IL', 'replace the windows across the whole house and put in a new back door', 'windows_doors.window.replace'],
      ['MX-CMX', 'quiero cambiar el piso de toda la casa por porcelanato y de paso pintar la sala', 'tile.floor.install'],
      ['MX-NLE', 'ocupo impermeabilizar el techo y que me revisen el boiler que ya no calienta', 'roofing.coating'],
    ] as const) {
      const a = ask(region, text);
      expect(a.status, text).toBe('needs_detail');
      expect(a.task?.slug, text).toBe(slug);
      expect(a.extras, text).toHaveLength(1);
    }
  });
});

describe('corrections and counts', () => {
  it('takes a later turn\'s "actually lets do 6" over the count answered before', () => {
    const a = converse('US-WA', 'recessed lights in the kitchen', 'How many?', '4', 'Is there attic access?', 'yes. actually lets do 6');
    expect(a.scope?.quantity).toBe(6);
    expect(converse('ES-AN', 'se me han movido unas tejas', '¿Cuántas tejas?', 'pues ocho o nueve, pon nueve').scope?.quantity).toBe(9);
  });

  it('does not add "one of them" to the count', () => {
    expect(ask('US-NY', 'replace 4 outlets and one of them sparks').scope?.quantity).toBe(4);
    expect(ask('MX-JAL', 'cambiar seis contactos que ya estan flojos y uno hasta echa chispa').scope?.quantity).toBe(6);
  });
});

describe('regional words', () => {
  it("reads Spain's pila and canalón de chapa, Mexico's recas and chapa", () => {
    expect(ask('ES-AN', 'tengo la pila de la cocina atascada desde ayer').task?.slug).toBe('plumbing.drain.unclog');
    expect(ask('ES-AN', 'un canalón de chapa de 12 metros que está picado, quiero uno nuevo').task?.trade).toBe('roofing');
    expect(ask('MX-NLE', 'la chapa de la puerta ya no abre, ocupo que la cambien').task?.slug).toBe('windows_doors.lock.install');
    expect(ask('MX-NLE', 'ocupo pintor pa dos recas').scope?.quantity).toBe(2);
    expect(ask('MX-CMX', 'arreglar la puerta del baño que no cierra').task?.slug).toBe('windows_doors.door.repair');
    expect(ask('MX-JAL', 'lavar a presión la cochera, como 40 m2').task?.slug).toBe('cleaning.pressure_wash');
  });

  it('asks the hours of cleaning by the hour when none are given', () => {
    expect(ask('ES-MD', 'limpieza por horas, dos personas').status).toBe('needs_detail');
  });
});

describe('walls without ceilings', () => {
  it('reads "no ceilings" / "sin techos" as the rooms\' walls, and counts a room named with a word before it', () => {
    expect(ask('US-TX', 'need the hallway and both bedrooms painted, no ceilings')).toMatchObject({
      task: { slug: 'painting.interior.walls' },
      scope: { quantity: 3 },
    });
    expect(ask('ES-MD', 'pintar 3 dormitorios sin techos').task?.slug).toBe('painting.interior.walls');
    expect(ask('CA-ON', 'a painter for two bedrooms plus the upstairs hall, just walls').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'paint the master bedroom').scope?.quantity).toBe(1);
  });
});

describe("another trade's thing joined on after a sized job", () => {
  it('is its own job with or without an article, unless the verb said once works on it too', () => {
    expect(jobsOf(ask('ES-AN', 'tarima en el salón 25 m2 y rodapié a juego, 20 metros'))).toEqual([
      'flooring.laminate.install',
      'carpentry.baseboard.install',
    ]);
    expect(jobsOf(ask('US-TX', 'Paint the trim and baseboards in the hallway, about 80 linear feet'))).toEqual(['painting.trim']);
    expect(jobsOf(ask('US-TX', 'paint the fence and gate, 60 ft'))).toEqual(['painting.fence']);
  });
});
