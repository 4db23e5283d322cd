import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 14 (issue 11): families from the misses of held-back set H14, released for tuning, each with its paraphrases. */

describe('no job', () => {
  it('reads a price question dressed in polite words as unclear, in both languages', () => {
    for (const text of ['Could you send me your prices?', 'hey quick q, what do you guys normally charge'])
      expect(ask('US-MA', text).status).toBe('unclear');
    for (const text of ['Buenos días, ¿me podéis decir vuestros precios?', '¿Me pasáis vuestras tarifas? gràcies'])
      expect(ask('ES-CT', text).status).toBe('unclear');
    expect(ask('MX-JAL', 'Disculpe, ¿es usted el señor de la otra vez?').status).toBe('unclear');
  });

  it("reads a car's body and a car model as outside home services", () => {
    expect(ask('ES-MD', '¿cuánto me cobráis por pintar el capó de mi Golf? tiene arañazos').status).toBe('unsupported');
    expect(ask('ES-AN', 'pintar el Corsa entero, cuánto sería').status).toBe('unsupported');
    expect(ask('MX-NLE', 'cuánto por lavar una troca por dentro, detallado completo').status).toBe('unsupported');
  });
});

describe('words', () => {
  it('never takes a real word one letter off a keyword for a typo of it', () => {
    // "chance" is not "change" (a replacement), "charge" is not "change".
    expect(ask('US-AZ', 'any chance you can come fix the AC today? it stopped cooling')).toMatchObject({
      task: { slug: 'hvac.ac.service' },
    });
    expect(ask('US-TX', 'what do you charge to fix a leaky kitchen faucet')).toMatchObject({ task: { slug: 'plumbing.faucet.repair' } });
  });

  it('reads the disposal under the sink, a disposer, and bedrms', () => {
    expect(ask('US-CA', 'the disposer under my kitchen sink hums but won’t spin, put in a new one pls')).toMatchObject({
      task: { slug: 'plumbing.garbage_disposal.install' },
    });
    expect(ask('CA-ON', 'hey can u paint 3 bedrms walls n ceilings thx')).toMatchObject({ status: 'priced', scope: { quantity: 3 } });
  });

  it('reads "not sure of the size" as doubt, not a repair', () => {
    expect(ask('CA-QC', 'looking for a quote to drywall our garage. Not sure of the square footage')).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'drywall.install' },
    });
  });

  it("reads the bathroom's tank as the toilet's and chain-link named around a plot as chain-link", () => {
    expect(ask('MX-JAL', 'ocupo plomero, el tanque del baño no deja de llenarse')).toMatchObject({
      status: 'priced',
      task: { slug: 'plumbing.toilet.repair' },
    });
    expect(ask('MX-CMX', 'cuánto por poner malla ciclónica alrededor del terreno')).toMatchObject({
      task: { slug: 'fencing.chain_link.install' },
    });
  });

  it('reads 3-tab and architectural as shingles, and outdoor tarima as a deck', () => {
    expect(ask('US-TX', 'insurance approved a new roof, going from 3 tab to architectural, 30 squares')).toMatchObject({
      status: 'priced',
      task: { slug: 'roofing.shingles.replace' },
      scope: { quantity: 3000 },
    });
    expect(ask('ES-VC', 'tarima exterior para el jardín, unos 5 x 4 metros')).toMatchObject({
      task: { trade: 'carpentry' },
      scope: { quantity: 20 },
    });
  });
});

describe('no extra job', () => {
  it('reads a move told as news beside a move-out clean, without a move', () => {
    const a = ask('US-FL', 'moving out of our 2 bedroom condo, need it cleaned so we get the deposit back');
    expect(jobsOf(a)).toEqual(['cleaning.move_out']);
  });

  it('reads the wall behind the sink and the stove as one wall to tile', () => {
    const a = ask('MX-CMX', 'azulejo en la cocina, en la pared de la tarja y la estufa, son como 4 m2');
    expect(jobsOf(a)).toEqual(['tile.wall.install']);
    expect(a.scope?.quantity).toBe(4);
  });

  it('reads tile the customer already has as no job, and a material before a size as the tile format', () => {
    const a = ask('CA-QC', 'backsplash in the kitchen, white subway tile 3x6, about 30 sq ft, I already have the tile');
    expect(jobsOf(a)).toEqual(['tile.wall.install']);
    expect(a.scope?.quantity).toBe(30);
    expect(ask('US-FL', 'tile the porch, it’s 10 x 20. porcelain 24x24. concrete is fine, no cracks')).toMatchObject({
      task: { slug: 'tile.floor.install' },
      scope: { quantity: 200 },
    });
  });

  it('reads trades said to be done as no jobs', () => {
    expect(
      ask('CA-AB', 'basement reno, framing and insulation are done and inspected, need drywall hung, taped and finished, 800 sq ft'),
    ).toMatchObject({ status: 'priced', task: { slug: 'drywall.install' }, scope: { quantity: 800 } });
  });

  it('reads hours booked and the kind of clean after them as one hourly job', () => {
    const a = ask('CA-ON', 'need 2 cleaners for 4 hours, regular clean, 2 bed condo. can they do the inside of the fridge too?');
    expect(jobsOf(a)).toEqual(['cleaning.hourly', 'cleaning.appliance']);
    expect(a.scope).toMatchObject({ quantity: 4, crew_size: 2 });
  });

  it('reads doing the inside of the windows as cleaning them', () => {
    const a = ask('CA-ON', 'carpet cleaning for 2 bedrooms, and can you do the inside of the windows while you’re here, 10 windows');
    expect(jobsOf(a).sort()).toEqual(['cleaning.carpet', 'cleaning.windows'].sort());
  });

  it("reads a leak's water in the cabinet as plumbing", () => {
    expect(
      ask('MX-CMX', 'hay que arreglar la llave de paso del lavabo q no cierra y ya gotea abajo del mueble, se está hinchando la madera'),
    ).toMatchObject({
      task: { trade: 'plumbing' },
    });
  });
});

describe('amounts', () => {
  it('takes the figure after "at first … but"', () => {
    expect(ask('US-IL', 'I counted 12 outlets at first but went around again and it’s 14, all need replacing')).toMatchObject({
      scope: { quantity: 14 },
    });
    expect(ask('MX-NLE', 'impermeabilizar la azotea, al principio medí 70 m2 pero con el plano son 85')).toMatchObject({
      scope: { quantity: 85 },
    });
  });

  it('reads a home of 4/2 as its bedrooms and baths, not as a count of windows', () => {
    expect(ask('US-FL', 'replace all the windows, not sure how many, it’s a 4/2 ranch').status).toBe('needs_detail');
  });

  it('reads a heat figure of the day and little kids as no amount', () => {
    expect(ask('US-AZ', 'ac not cooling at all, it’s 110 today and I have 3 little kids')).toMatchObject({ scope: { quantity: 1 } });
  });

  it("keeps a Canadian's metres when a gutter's inches are named too", () => {
    expect(ask('CA-BC', 'new eavestrough all around, total run about 30 m, 6 inch aluminum')).toMatchObject({ scope: { quantity: 30 } });
    expect(ask('US-WA', 'want 5 inch gutters along the front of the house, about 40 feet')).toMatchObject({
      status: 'priced',
      task: { slug: 'roofing.gutters.install' },
      scope: { quantity: 40 },
    });
  });

  it('keeps the size of a driveway stained by a car', () => {
    expect(ask('US-AZ', 'pressure wash the driveway, it’s about 20x30 with oil stains from my old truck')).toMatchObject({
      status: 'priced',
      scope: { quantity: 600 },
    });
  });

  it('reads counted rooms added in an answer as more rooms', () => {
    expect(converse('ES-MD', 'quiero pintar la cocina', '¿Algo más?', 'y los 3 dormitorios también').scope?.quantity).toBe(4);
    expect(converse('US-NY', 'paint the kitchen', 'Anything else?', 'and the 2 bedrooms too').scope?.quantity).toBe(3);
  });

  it('adds one more of the same thing', () => {
    expect(ask('US-CO', 'two holes in the bedroom wall and then one more behind the door, need them patched')).toMatchObject({
      task: { slug: 'drywall.patch' },
      scope: { quantity: 3 },
    });
    expect(jobsOf(ask('US-CO', 'two holes in the bedroom wall and then one more behind the door, need them patched'))).toHaveLength(1);
  });

  it('takes a length back across the count of sides', () => {
    const a = converse(
      'CA-ON',
      'fence quote please',
      'How many feet?',
      'about 90 ft across the back and one side, wait no the side is the neighbour’s so just the back, 50 ft',
    );
    expect(a.scope?.quantity).toBe(50);
  });

  it('takes a crew back', () => {
    expect(ask('US-TX', 'need 4 movers, wait make it 3, for 5 hours')).toMatchObject({ scope: { quantity: 5, crew_size: 3 } });
    expect(
      converse(
        'MX-JAL',
        'ocupo una mudanza',
        '¿Cuántos cargadores y cuántas horas?',
        'cuatro cargadores... no espere, que sean tres, unas 4 horas',
      ),
    ).toMatchObject({ scope: { quantity: 4, crew_size: 3 } });
  });

  it('reads one sink clogged on both sides as one, and runs told one by one as their sum', () => {
    expect(ask('CA-BC', 'bathroom sink and kitchen sink are fine, but the kitchen sink is clogged on both sides')).toMatchObject({
      scope: { quantity: 1 },
    });
    expect(ask('US-WA', 'install laminate counters, 2 runs, one 9 ft and one 4 ft')).toMatchObject({ scope: { quantity: 13 } });
  });

  it('reads a year said short as no amount, and valves under the sinks and the toilets as one valve job of unknown count', () => {
    expect(ask('CA-AB', "want all the old shutoff valves under the sinks and toilets replaced, house built in '79")).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'plumbing.valve.replace' },
    });
    expect(ask('CA-ON', 'want the shut off valves replaced under both bathroom sinks and the kitchen sink')).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'plumbing.valve.replace' },
      extras: [],
    });
  });

  it('reads "along one wall" as where the work runs, not a count of the things', () => {
    expect(ask('CA-ON', 'want built in shelves along one wall of the den, havent measured yet').status).toBe('needs_detail');
    expect(ask('MX-CMX', 'repisas a lo largo de una pared de la sala, no tengo medidas').status).toBe('needs_detail');
  });

  it('asks the hours when the customer asks the hourly rate for a bunch of little things', () => {
    expect(ask('US-CO', 'got a bunch of stuff to fix around the house, small things mostly. how much per hour?')).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'handyman.general' },
    });
  });

  it('reads "hard to say how much" as an unknown amount', () => {
    const a = converse(
      'CA-BC',
      'need some junk hauled from my garage',
      'Sure! What kind of stuff, and how much of it?',
      'old treadmill, boxes, broken patio furniture... hard to say how much honestly',
    );
    expect(a.status).toBe('needs_detail');
  });

  it('reads a thing taken to the ecocentre as junk to haul beside a move', () => {
    const a = converse(
      'CA-QC',
      'movers for saturday please',
      'How many movers and hours?',
      '2 movers, 4 hours. also take our old mattress to the ecocentre?',
    );
    expect(jobsOf(a)).toEqual(['moving.labor', 'moving.junk.items']);
  });
});
