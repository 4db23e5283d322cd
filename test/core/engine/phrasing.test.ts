import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('Spanish (Mexico and Spain)', () => {
  it('reads metros lineales, ml and m² in the task unit', () => {
    expect(ask('MX-CMX', 'poner zoclo en 20 metros lineales').scope!.quantity).toBe(20);
    expect(ask('ES-MD', 'instalar 15 ml de rodapié').scope!.quantity).toBe(15);
    expect(ask('MX-JAL', 'colocar loseta en el baño, son 18 m²').scope!.quantity).toBe(18);
  });

  it('reads media docena and dos trabajadores', () => {
    const answer = ask('MX-NLE', 'cambiar media docena de contactos con dos trabajadores');
    expect(answer.task!.slug).toBe('electrical.outlet.install');
    expect(answer.scope).toMatchObject({ quantity: 6, crew_size: 2 });
  });

  it("knows both countries' words for the same job", () => {
    for (const [region, text] of [
      ['MX-CMX', 'se tapó la coladera'],
      ['ES-MD', 'tengo el fregadero atascado'],
    ] as const) {
      expect(ask(region, text).task!.slug).toBe('plumbing.drain.unclog');
    }
    expect(ask('MX-CMX', 'la llave del baño gotea').task!.slug).toBe('plumbing.faucet.repair');
    expect(ask('ES-MD', 'el grifo del baño gotea').task!.slug).toBe('plumbing.faucet.repair');
    expect(ask('MX-CMX', 'muro de tablaroca de 30 m2').task!.slug).toBe('drywall.install');
    expect(ask('ES-MD', 'tabique de pladur de 25 m2').task!.slug).toBe('drywall.install');
  });

  it('multiplies a room size by the rooms it is given for', () => {
    expect(ask('MX-JAL', 'pintar dos recámaras de 4x3 y una sala de 6x4').scope!.quantity).toBe(48);
    expect(ask('ES-CT', 'pintar dos habitaciones de 3x4 cada una').scope!.quantity).toBe(24);
    expect(ask('US-NY', 'We need two bedrooms painted, 12x10 each').scope!.quantity).toBe(240);
  });
});

describe('messy English', () => {
  it('reads typos of job words but not real words that look alike', () => {
    expect(ask('US-CA', 'paitn a 12x14 bedrom').task!.slug).toBe('painting.interior.room');
    expect(ask('US-CA', 'need a wedding photographer in june').status).toBe('unsupported');
    expect(ask('US-TX', "We're selling our house and need the interior painted. 1,400 sq ft single story.")).toMatchObject({
      status: 'priced',
      scope: { quantity: 1400 },
      extras: [],
    });
  });

  it('keeps details after a comma with the job they describe', () => {
    const answer = ask('US-TX', 'we need our kitchen cabinets painted, 20 doors total');
    expect(answer.task!.slug).toBe('painting.cabinets');
    expect(answer.scope!.quantity).toBe(20);
  });

  it('shares one size between two steps of the same job', () => {
    const answer = ask('US-FL', 'we want to rip out carpet and put down laminate, about 700-750 sq ft');
    expect(answer.status).toBe('priced');
    // The larger job leads; the range is priced at its middle.
    expect(answer.task!.slug).toBe('flooring.laminate.install');
    expect(answer.scope).toMatchObject({ quantity: 725, confidence: 'medium' });
    expect(answer.extras[0]).toMatchObject({ slug: 'flooring.removal', quantity: 725 });
  });

  it('prefers the length marked linear', () => {
    expect(ask('US-TX', "250 linear ft of 6' cedar privacy fence").scope!.quantity).toBe(250);
  });

  it('asks how many when the customer names several without a number', () => {
    const answer = ask('US-AZ', 'several faucets in the house are leaking');
    expect(answer.status).toBe('needs_detail');
    expect(answer.question!.field).toBe('quantity');
  });

  it('treats a roof repair as one job whatever the wording', () => {
    expect(ask('US-FL', 'Hurricane took some shingles off, need the roof patched asap').scope!.quantity).toBe(1);
  });

  it('lets a later turn correct the size', () => {
    const answer = converse('US-CA', 'paint my office, 150 sq ft', 'Thanks, booking that.', 'actually it is more like 200 sq ft');
    expect(answer.scope!.quantity).toBe(200);
  });

  it('converts feet to metres in a metric region', () => {
    const answer = ask('MX-CMX', 'build a wood fence 100 feet long');
    expect(answer.task!.unit).toBe('linear_m');
    expect(answer.scope!.quantity).toBeCloseTo(30.48, 2);
  });
});

describe('conversations', () => {
  it('reads a size answering the question even when a new job follows it', () => {
    const answer = converse('US-CA', 'paint my bedroom', 'How big is it?', 'twelve by fourteen, and also fix a leaky faucet');
    expect(answer.status).toBe('priced');
    expect(answer.scope!.quantity).toBe(168);
    expect(answer.extras.map((e) => e.slug)).toEqual(['plumbing.faucet.repair']);
  });

  it('takes the job from a later turn when the first only named the trade', () => {
    const answer = converse('MX-CMX', 'necesito un plomero', '¿Qué trabajo necesita?', 'se tapó el fregadero de la cocina');
    expect(answer.status).toBe('priced');
    expect(answer.task!.slug).toBe('plumbing.drain.unclog');
    expect(answer.unpriced).toEqual([]);
  });
});

describe('several sizes', () => {
  it('adds a list of room sizes instead of multiplying them', () => {
    expect(ask('US-CA', 'paint two rooms, 10x12 and 12x14').scope!.quantity).toBe(288);
  });

  it('reads a crew of one', () => {
    expect(ask('US-CA', 'one guy to help paint a 10x10 room').scope!.crew_size).toBe(1);
  });
});

describe('hours or size decide the task', () => {
  it("uses the trade's by-the-hour task when only hours are given", () => {
    expect(ask('US-FL', 'need an electrician for two hours')).toMatchObject({
      task: { slug: 'electrical.troubleshoot', exact_match: false },
      scope: { quantity: 2 },
    });
    expect(ask('MX-NLE', 'dos cargadores por 2 horas para subir muebles')).toMatchObject({
      task: { slug: 'moving.labor' },
      scope: { quantity: 2, crew_size: 2 },
      labor: { hours: 4 },
    });
  });

  it('uses the sized task when an hourly job is given a size', () => {
    expect(ask('ES-MD', 'desbrozar una parcela de 30 m2')).toMatchObject({
      task: { slug: 'landscaping.weeding', unit: 'sq_m' },
      scope: { quantity: 30 },
    });
  });

  it('defaults hours, with low confidence, when none are given', () => {
    const answer = ask('US-CA', 'I need a handyman');
    expect(answer.task!.slug).toBe('handyman.general');
    expect(answer.scope).toMatchObject({ quantity: 2, confidence: 'low' });
  });
});

describe('understanding v2: families of phrasings', () => {
  it.each([
    ['US-FL', 'Need a handyman to recaulk 2 tubs and the kitchen sink', 3],
    ['MX-NLE', 'Necesito que me armen 2 literas y un escritorio', 3],
    ['US-TX', 'can you deep clean my oven and fridge', 2],
    ['US-FL', 'install 2 new appliances, a fridge and a range', 2],
    ['US-WA', 'my kitchen sink is clogged and draining super slow', 1],
  ] as const)('items of one task listed together add up: %s "%s" → %d', (region, text, quantity) => {
    expect(ask(region, text).scope!.quantity).toBe(quantity);
  });

  it('reads counted areas and lists of areas', () => {
    expect(ask('ES-AN', 'pintar habitaciones: son 2 de 10 m² y una de 14 m²').scope!.quantity).toBe(34);
    expect(ask('MX-NLE', 'impermeabilizar dos azoteas, una de 30 y otra de 20 m2').scope!.quantity).toBe(50);
    expect(ask('CA-BC', 'new gutters on the garage, 2 runs of 20 feet').scope!.quantity).toBe(40);
    expect(
      converse('MX-CMX', 'quiero poner azulejo en la pared de la regadera', '¿Cuántos m2?', 'son 3 muros de 1.20 x 2.10').scope!.quantity,
    ).toBeCloseTo(7.56, 2);
  });

  it('answers a later "how many" with its total or its correction', () => {
    expect(
      converse('CA-BC', 'I need some outlets replaced', 'How many?', '6, 2 in the kitchen and 4 in the bedrooms').scope!.quantity,
    ).toBe(6);
    expect(converse('US-AZ', 'can u put in smoke alarms', 'How many?', 'six... no make it seven').scope!.quantity).toBe(7);
  });

  it('rooms named in a later turn size the job', () => {
    const answer = converse('MX-JAL', 'ocupo que me pinten la casa', '¿Cuántos cuartos?', 'por dentro, 2 recamaras, la sala y la cocina');
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'painting.interior.room', unit: 'room' }, scope: { quantity: 4 } });
  });

  it('hours of a handyman for odd jobs are handyman hours', () => {
    expect(
      ask('US-MA', 'Need about two and a half hours of general handyman stuff: tighten cabinet hinges, fix a sticky drawer'),
    ).toMatchObject({ task: { slug: 'handyman.general' }, scope: { quantity: 2.5 } });
  });

  it('keeps a later turn that names the job with the trade-only request before it', () => {
    const answer = converse('CA-ON', 'Hi, looking to get a quote for a move', 'How many bedrooms?', "2 bedroom condo, we'd want 3 movers");
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'moving.local' }, scope: { quantity: 2, crew_size: 3 } });
  });

  it('floors, tile and drywall in one named room still need a size; painting does not', () => {
    expect(ask('US-MA', 'Looking to put new flooring in the basement, probably LVP').status).toBe('needs_detail');
    expect(ask('US-MA', 'paint the basement').status).toBe('priced');
    expect(ask('US-IL', 'install hardwood in 2 bedrooms')).toMatchObject({ status: 'priced', scope: { quantity: 2 } });
  });

  it('a vehicle or a device without a home place is not a home job, even with trade words', () => {
    for (const [region, text] of [
      ['US-AZ', "fix my car's heater core, it's leaking coolant on the floor"],
      ['MX-NLE', 'necesito que me arreglen el clima del carro, un Jetta 2016'],
      ['US-WA', 'clean the hull of my boat, it is in the water at the marina'],
    ] as const) {
      expect(ask(region, text).status).toBe('unsupported');
    }
    expect(ask('US-CA', 'install an EV charger in the garage for my car').status).toBe('priced');
  });
});

describe("one of the job's things in each room named", () => {
  it('counts "in all 3 bedrooms" as 3, with medium confidence', () => {
    expect(ask('US-GA', 'want ceiling fans put in all 3 bedrooms').scope).toMatchObject({ quantity: 3, confidence: 'medium' });
    expect(ask('MX-CMX', 'quiero ventiladores de techo en las 3 recámaras').scope!.quantity).toBe(3);
  });
});

describe("a trade's verb on the thing named before", () => {
  it('is its own job, sized like that thing', () => {
    const answer = ask('US-WA', 'Looking for quotes on a new 10x12 cedar deck plus staining it once it is built');
    expect(answer.task!.slug).toBe('carpentry.deck.build');
    expect(answer.extras).toEqual([expect.objectContaining({ slug: 'painting.deck.stain', quantity: 120 })]);
  });
});
