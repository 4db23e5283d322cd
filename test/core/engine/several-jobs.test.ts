/**
 * Several jobs in one request (issue 11 item 2): every job named is handled,
 * the main one in task, each other priced job in extras, each unpriceable one
 * in unpriced with its reason. These pin the mechanisms that split a message
 * into jobs when a clause names only half of a job.
 */
import { describe, expect, it } from 'vitest';
import type { EstimatorAnswer } from '../../../core/engine/types.js';
import { ask, converse } from './helpers.js';

const extras = (a: EstimatorAnswer): string[] => a.extras.map((x) => `${x.slug}:${x.quantity}`);

describe('a listed thing takes the verb said once ("+ horno", "y zoclo", "and the front door too")', () => {
  it.each([
    ['MX-CMX', 'limpieza profunda del depa, son 60 m2 + el horno', 'cleaning.house.deep', 'cleaning.appliance:1'],
    ['ES-MD', 'quiero una limpieza a fondo del piso de 80 metros y aparte el horno', 'cleaning.house.deep', 'cleaning.appliance:1'],
    ['US-TX', 'deep clean of a 1500 sq ft house plus the oven', 'cleaning.house.deep', 'cleaning.appliance:1'],
    [
      'MX-JAL',
      'poner piso laminado en la recámara de 3x4 y zoclo de madera, son 14 metros',
      'flooring.laminate.install',
      'carpentry.baseboard.install:14',
    ],
  ])('%s "%s"', (region, text, main, extra) => {
    const a = ask(region, text);
    expect(a.status).toBe('priced');
    expect(a.task?.slug).toBe(main);
    expect(extras(a)).toContain(extra);
  });

  it('without a verb to borrow, the thing of the job before completes it: a fence plus a gate', () => {
    for (const [region, text] of [
      ['ES-VC', 'valla de madera de 25 m + puerta'],
      ['US-CO', 'need 60 ft of wood fence put in plus a gate'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug).toBe('fencing.wood.install');
      expect(extras(a)).toEqual(['fencing.gate.install:1']);
    }
  });

  it('the painted door is a painting job, and the unsized house is still the main job asked about', () => {
    const a = ask('CA-ON', 'the whole outside of the house needs paint, and the garage door too');
    expect(a).toMatchObject({ status: 'needs_detail', task: { slug: 'painting.exterior.house' }, question: { field: 'quantity' } });
    expect(a.extras.map((x) => x.slug)).toEqual(['painting.door']);
  });

  it('a thing with its own trouble is not painted: "also the front door is sticking"', () => {
    const a = ask('CA-ON', 'we want the whole interior repainted, around 1000 sq ft. Also the front door is sticking');
    expect(a.extras.map((x) => x.slug)).toEqual(['windows_doors.door.repair']);
  });

  it('walls and ceiling of one room stay one room job', () => {
    const a = ask('US-CA', 'Need my living room painted, walls and ceiling. Room is 12x14.');
    expect(a.task?.slug).toBe('painting.interior.room');
    expect(a.extras).toEqual([]);
  });

  it('"front and side doors" are where the doorbells go, not a door job', () => {
    const a = ask('US-IL', 'Got 2 doorbells to install, Ring Pro wired, front and side doors');
    expect(a.task?.slug).toBe('electrical.doorbell.install');
    expect([...a.extras.map((x) => x.slug), ...a.unpriced.map((u) => u.trade)]).not.toContain('windows_doors');
  });
});

describe('a verb without its thing takes the thing of the job before ("stain the old one", "el otro", "the vent")', () => {
  it('another one of its kind gets its own size: a new deck and the old one varnished', () => {
    const es = ask('MX-NLE', 'Quiero construir una terraza de madera de 5 x 4 m y barnizar la que ya tengo atrás, que es de 3 x 4');
    expect(es.task?.slug).toBe('carpentry.deck.build');
    expect(es.scope?.quantity).toBe(20);
    expect(extras(es)).toEqual(['painting.deck.stain:12']);
    const en = ask('US-GA', "build a new 12x16 deck and stain the old one out front, it's 10x10");
    expect(en.scope?.quantity).toBe(192);
    expect(extras(en)).toEqual(['painting.deck.stain:100']);
  });

  it('servicing the other mini-split is an HVAC service, not a handyman job', () => {
    for (const [region, text] of [
      ['MX-CMX', 'instalar un minisplit en la recámara y darle mantenimiento al otro que tengo en la sala'],
      ['US-AZ', 'install a mini split in the office and service the other one in the bedroom'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug).toBe('hvac.ac.install');
      expect(extras(a)).toEqual(['hvac.ac.service:1']);
    }
  });

  it('the vent of a dryer is the dryer vent; the leaking washer is a washer repair', () => {
    const vent = ask('US-WA', "my dryer won't heat up, can you fix it and clean the vent too");
    expect([vent.task?.slug, ...vent.extras.map((x) => x.slug)].sort()).toEqual(['appliances.dryer.repair', 'appliances.dryer_vent.clean']);
    const washer = ask('US-CA', 'the dryer squeaks when it tumbles and the washer is leaking on the floor, can you fix both');
    expect([washer.task?.slug, ...washer.extras.map((x) => x.slug)].sort()).toEqual([
      'appliances.dryer.repair',
      'appliances.washer.repair',
    ]);
  });

  it('the thing may sit outside the job before\'s task words: "power wash the deck and then seal it"', () => {
    for (const [region, text, size] of [
      ['US-WA', 'power wash the deck and then seal it, about 300 sq ft', 300],
      ['CA-BC', 'pressure wash our 12x16 deck then seal it', 192],
    ] as const) {
      const a = ask(region, text);
      expect([`${a.task?.slug}:${a.scope?.quantity}`, ...extras(a)].sort()).toEqual([
        `cleaning.pressure_wash:${size}`,
        `painting.deck.stain:${size}`,
      ]);
    }
  });

  it('a generic verb on "it" is not another job: "i put a bucket under it"', () => {
    const a = ask('US-AZ', 'the pipe under my kitchen sink is leaking into the cabinet, i put a bucket under it');
    expect(a).toMatchObject({ task: { slug: 'plumbing.leak.repair' }, extras: [] });
  });

  it('the same thing done the same trade\'s way is one job: "quiero cambiarlos", "replace it"', () => {
    const tiles = ask('ES-MD', 'se me han roto cuatro azulejos del baño y quiero cambiarlos');
    expect(tiles).toMatchObject({ status: 'priced', task: { trade: 'tile' }, scope: { quantity: 4 }, extras: [], unpriced: [] });
    const furnace = ask('US-CO', 'furnace is 20 yrs old, want to replace it with a high efficiency unit');
    expect(furnace).toMatchObject({ task: { slug: 'hvac.furnace.replace' }, extras: [], unpriced: [] });
  });
});

describe('in a later turn, the job talked about is the topic', () => {
  it('"replace the rotten boards ... then stain the whole thing" is the deck repaired and the deck stained', () => {
    const en = converse(
      'US-IL',
      'need some help with my deck',
      'What needs doing?',
      "swap out the rotted boards, about 30 sq ft, and then stain the whole thing, it's 10x20",
    );
    expect(en).toMatchObject({ status: 'priced', task: { slug: 'carpentry.deck.repair' }, scope: { quantity: 30 } });
    expect(extras(en)).toEqual(['painting.deck.stain:200']);
    const es = converse(
      'MX-JAL',
      'hay que arreglar la terraza de madera',
      '¿Qué le hace falta?',
      'cambiar unas tablas podridas, como 3 m2, y luego barnizar todo, mide 4x5',
    );
    expect(es.task?.slug).toBe('carpentry.deck.repair');
    expect(extras(es)).toEqual(['painting.deck.stain:20']);
  });

  it('more of the same job in a later turn stays with it', () => {
    const a = converse('US-FL', 'replace my sliding glass door', 'Is it a 6 ft slider?', 'yes 6 ft, and we have 2 of them to replace');
    expect(a).toMatchObject({ task: { slug: 'windows_doors.sliding_door.install' }, scope: { quantity: 2 }, extras: [], unpriced: [] });
  });
});

describe('a Spanish clause that starts with an infinitive is its own job', () => {
  it('podar..., desbrozar..., arreglar...: three garden jobs, each with its own amount', () => {
    const a = ask('ES-MD', 'Para la parcela: podar 3 olivos, desbrozar el terreno (unos 150 m²) y arreglar el riego');
    const all = [`${a.task?.slug}:${a.scope?.quantity}`, ...extras(a)].sort();
    expect(all).toEqual(['landscaping.sprinkler.repair:1', 'landscaping.tree.trim:3', 'landscaping.weeding:150']);
  });

  it('horas de limpieza, plantar rosales y la puerta de la reja', () => {
    const a = ask('MX-NLE', 'en el jardín: 3 horas de limpieza, plantar 8 rosales y arreglar la puerta de la reja');
    const all = [`${a.task?.slug}:${a.scope?.quantity}`, ...extras(a)].sort();
    expect(all).toEqual(['fencing.gate.install:1', 'landscaping.cleanup:3', 'landscaping.planting:8']);
  });
});

describe('a job asked for with its own verb is kept even when only its trade is known', () => {
  it.each([
    ['MX-CMX', 'instalar un calentador de paso y revisar una fuga en la cocina', 'revisar una fuga en la cocina'],
    ['ES-MD', 'cambiar el termo y revisar una fuga en el baño', 'revisar una fuga en el baño'],
  ])('%s "%s"', (region, text, unpricedText) => {
    const a = ask(region, text);
    expect(a).toMatchObject({ status: 'priced', task: { slug: 'plumbing.water_heater.replace' } });
    expect(a.unpriced).toEqual([expect.objectContaining({ text: unpricedText, trade: 'plumbing' })]);
  });

  it('new work named by a phrasal verb is its own job, and its numbers are not added to the job before', () => {
    const unknown = ask('US-GA', 'grind 3 stumps + take down the old swing set, 1 of them');
    expect(unknown).toMatchObject({ status: 'priced', task: { slug: 'landscaping.stump.grind' }, scope: { quantity: 3 } });
    expect(unknown.unpriced).toEqual([expect.objectContaining({ text: 'take down the old swing set, 1 of them', trade: null })]);
    const known = ask('US-GA', 'grind 3 stumps + take down one maple out back');
    expect([`${known.task?.slug}:${known.scope?.quantity}`, ...extras(known)].sort()).toEqual([
      'landscaping.stump.grind:3',
      'landscaping.tree.remove:1',
    ]);
  });

  it('a clause that only mentions a trade word is not a job: "before we move in"', () => {
    const a = ask('CA-ON', 'deep clean 2 washrooms and the kitchen before we move in');
    expect(a.task?.trade).toBe('cleaning');
    expect(a.unpriced).toEqual([]);
  });
});

describe('lists and things named after an article', () => {
  it('each line of a list is its own job, also after a line that ends in a count', () => {
    const en = ask(
      'US-FL',
      'Quote for:\n- pressure wash the driveway (about 600 sq ft)\n- clean the gutters\n- wash the windows, 15 of them',
    );
    expect([`${en.task?.slug}:${en.scope?.quantity}`, ...extras(en)].sort()).toEqual(['cleaning.pressure_wash:600', 'cleaning.windows:15']);
    // The gutters are measured by the foot: listed with the reason, not folded into the windows.
    expect(en.unpriced).toEqual([expect.objectContaining({ text: 'clean the gutters', trade: 'cleaning' })]);
    const es = ask('MX-JAL', 'Necesito:\n1) instalar un minisplit\n2) cambiar 3 apagadores\n3) pintar una recámara');
    expect([es.task?.trade, ...es.extras.map((x) => x.slug.split('.')[0])].sort()).toEqual(['electrical', 'hvac', 'painting']);
  });

  it('a list line whose job is not known is listed as unpriced, not added to the line before', () => {
    const a = ask('ES-MD', 'Presupuesto para:\n- limpiar los cristales, son 10 ventanas\n- limpiar el horno\n- revisar lo del desván');
    expect(a).toMatchObject({ status: 'priced', task: { slug: 'cleaning.windows' }, scope: { quantity: 10 } });
    expect(extras(a)).toEqual(['cleaning.appliance:1']);
    expect(a.unpriced).toEqual([expect.objectContaining({ text: 'revisar lo del desván', trade: null })]);
  });

  it('"the tile floor" is a thing: with the verb said once, cleaning the carpet and the tile floor are both cleaning', () => {
    const a = ask('CA-BC', "I'd like the carpet in 2 bedrooms cleaned and the tile floor in the kitchen too");
    expect([a.task?.trade, ...a.extras.map((x) => x.slug.split('.')[0])]).toEqual(['cleaning', 'cleaning']);
  });

  it('a size between the job and "and the front door too" does not stop the door being its own job', () => {
    const a = ask('US-TX', 'paint the living room, 12x15, and the front door too');
    expect(a).toMatchObject({ task: { slug: 'painting.interior.room' }, scope: { quantity: 180 } });
    expect(extras(a)).toEqual(['painting.door:1']);
  });

  it('a thing with its own trouble, of the job before\'s trade, is that trade\'s job: "and the fridge is leaking too"', () => {
    const a = ask('US-GA', "the dishwasher won't drain and the fridge is leaking water too");
    expect([a.task?.trade, ...a.extras.map((x) => x.slug.split('.')[0])]).toEqual(['appliances', 'appliances']);
  });

  it('within its trade a named thing keeps its task ("a tile backsplash" is wall tile) and gains the verb ("and faucet")', () => {
    const tile = ask('CA-ON', 'Kitchen reno finishing: 3 m of countertop installed and a tile backsplash of about 2.5 square metres');
    expect(extras(tile)).toEqual(['tile.wall.install:2.5']);
    const faucet = ask('US-NY', 'install new kitchen sink and faucet');
    expect(faucet.extras.map((x) => x.slug)).toEqual(['plumbing.faucet.replace']);
  });
});

describe('"tanto X como Y" and "then" join jobs like "and"', () => {
  it('limpiar tanto los cristales como el horno; pintar tanto el salón como la puerta', () => {
    const clean = ask('MX-CMX', 'limpiar tanto los cristales, son 8 ventanas, como el horno');
    expect([`${clean.task?.slug}:${clean.scope?.quantity}`, ...extras(clean)].sort()).toEqual([
      'cleaning.appliance:1',
      'cleaning.windows:8',
    ]);
    const paint = ask('ES-MD', 'hay que pintar tanto el salón de 5x4 como la puerta de entrada');
    expect(paint).toMatchObject({ task: { slug: 'painting.interior.room' }, scope: { quantity: 20 } });
    expect(extras(paint)).toEqual(['painting.door:1']);
  });

  it('", then knock down the old shed" is its own job', () => {
    const a = ask('CA-AB', 'replace 2 toilets, then knock down the old shed out back');
    expect(a).toMatchObject({ task: { slug: 'plumbing.toilet.replace' }, scope: { quantity: 2 } });
    expect(a.unpriced.map((u) => u.text)).toEqual(['knock down the old shed out back']);
  });
});

describe('the main job', () => {
  it('does not depend on the order the jobs were named in when they cost the same', () => {
    const pairs = [
      ['ES-CT', 'cambiar el lavabo y el inodoro del baño', 'cambiar el inodoro y el lavabo del baño'],
      ['US-NY', 'replace the bathroom sink and the toilet', 'replace the toilet and the bathroom sink'],
    ] as const;
    for (const [region, one, other] of pairs) {
      const a = ask(region, one);
      const b = ask(region, other);
      expect(a.task?.slug).toBe(b.task?.slug);
      expect(a.extras.map((x) => x.slug)).toEqual(b.extras.map((x) => x.slug));
    }
  });
});
