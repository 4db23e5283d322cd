import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 28 (issue 11): families from the misses of held-back set H28, released for tuning, each in my own phrasings. */

describe('numbers that count nothing: report items, amps wanted, ages, other bids, work hours', () => {
  it('reads an inspection report’s item numbers as where, not how many', () => {
    expect(ask('US-TX', 'Report item 7.3 says the water heater is at end of life. Price to replace it? 50 gal electric')).toMatchObject({
      task: { slug: 'plumbing.water_heater.replace' },
      scope: { quantity: 1 },
    });
    expect(ask('US-GA', 'inspection items 3.1 and 3.2: the old panel needs replacing')).toMatchObject({
      task: { trade: 'electrical' },
      scope: { quantity: 1 },
    });
  });

  it('reads the service size wanted as no count of panels', () => {
    expect(ask('US-IL', 'old fuse box, its 100 amp now, want to go up to 200')).toMatchObject({
      task: { slug: 'electrical.panel.upgrade' },
      scope: { quantity: 1 },
    });
  });

  it('reads a person’s age as no count', () => {
    const a = ask('CA-ON', 'need grab bars put in by the toilet, my mother in-law is 91 and wobbly');
    expect(a.task?.slug).toBe('handyman.grab_bar.install');
    expect(a.scope?.quantity).not.toBe(91);
  });

  it('reads other bids and a working day as no count', () => {
    expect(ask('US-GA', 'we have 3 bids already, need 2 ceiling fans put up in the bedrooms')).toMatchObject({
      task: { slug: 'electrical.ceiling_fan.install' },
      scope: { quantity: 2 },
    });
    expect(ask('MX-NLE', 'la lavadora no centrifuga, me la revisan? trabajo de 8 a 6')).toMatchObject({
      task: { trade: 'appliances' },
      scope: { quantity: 1 },
    });
  });

  it('reads how long something has been broken as no hours of work', () => {
    expect(ask('MX-CMX', 'el boiler no enciende, ya llevo 4 dias sin agua caliente')).toMatchObject({
      task: { trade: 'plumbing' },
      scope: { quantity: 1 },
    });
  });
});

describe('pairs the cut at "and" tore apart', () => {
  it('regrouts both places the verb follows', () => {
    expect(ask('US-NY', 'need the kitchen floor and backsplash regrouted')).toMatchObject({
      task: { slug: 'tile.regrout' },
    });
  });

  it('installs a washer and a dryer as two machines, however they are joined', () => {
    for (const text of [
      'picked up a washer and dryer yesterday, need them hooked up',
      'washer + dryer install in the laundry room',
      'new washer n dryer, can you connect them',
    ])
      expect(ask('US-IL', text)).toMatchObject({ task: { slug: 'appliances.install' }, scope: { quantity: 2 } });
  });

  it('paints two doors named one by one', () => {
    const a = converse(
      'US-AZ',
      'got a letter from the HOA',
      'What does it ask for?',
      'repaint the garage door and the front door (faded), and trim the 3 palms',
    );
    expect(a.extras.find((x) => x.slug.startsWith('painting'))?.quantity).toBe(2);
    expect(jobsOf(a)).not.toContain('windows_doors.door.exterior');
  });

  it('hauls away a hot tub taken apart first', () => {
    expect(ask('CA-BC', 'want somebody to dismantle the old spa and haul it off')).toMatchObject({
      status: 'priced',
      task: { trade: 'moving' },
      scope: { quantity: 1 },
    });
  });

  it('tiles the wall behind the stove and the sink, with no sink job', () => {
    const a = ask('MX-CMX', 'quiero poner azulejo en la pared de la cocina nomas atras de la estufa y el fregadero, 2 metros por 70 cm');
    expect(a).toMatchObject({ task: { slug: 'tile.wall.install' }, scope: { quantity: 1.4 } });
    expect(jobsOf(a)).not.toContain('plumbing.sink.install');
  });

  it('counts a junk list by the total said before it', () => {
    expect(ask('US-MA', 'junk to haul away, 4 items: a futon, two chairs and a desk')).toMatchObject({
      task: { slug: 'moving.junk.items' },
      scope: { quantity: 4 },
    });
    // A list of jobs after "two things:" is no junk list.
    expect(jobsOf(ask('US-TX', 'two things: paint the hall and fix the running toilet'))).toHaveLength(2);
  });

  it('reads a burst the plumber already fixed as the cause of the drywall asked about', () => {
    expect(
      converse('CA-ON', 'a pipe burst over the den and the ceiling came down, plumber already fixed it', 'How much ceiling?', 'two sheets'),
    ).toMatchObject({ task: { trade: 'drywall' } });
  });

  it('reads a count named room by room after "concretamente" once', () => {
    expect(ask('ES-MD', 'pintar tres habitaciones del piso, concretamente el salón, la cocina y el pasillo')).toMatchObject({
      task: { slug: 'painting.interior.room' },
      scope: { quantity: 3 },
    });
  });
});

describe('which job: words another trade also uses', () => {
  it.each([
    ['US-FL', 'need a quote on a 4 ton heat pump changeout, air handler too', 'hvac'],
    ['US-WA', 'need 5 vinyl retrofit windows, mostly 30x40', 'windows_doors'],
    ['US-AZ', 'the cinder block wall between us and the neighbor has a crack, needs fixing', 'fencing'],
    ['MX-JAL', 'quiero bardear el solar de atrás con barda de block, son 20 metros', 'fencing'],
    ['CA-AB', 'kitchen counter has only one outlet, need 2 more added', 'electrical'],
    ['CA-AB', 'my pipe under the bathroom sink froze and split, water all over the vanity', 'plumbing'],
    ['ES-VC', 'quiero azulejos nuevos en el suelo de la terraza, los viejos estan rotos', 'tile'],
    ['MX-JAL', 'que le pongan lámina nueva a la bodega de atrás', 'roofing'],
    ['MX-NLE', 'el cooler de la sala ya no enfría, ocupo servicio', 'hvac'],
    ['US-MA', 'water heater is past its service life, replace it', 'plumbing'],
    ['US-CA', 'the ceilings have that cottage cheese stuff, 300 sqft, what is your price', 'drywall'],
  ] as const)('%s "%s" → %s', (region, text, trade) => {
    expect(ask(region, text).task?.trade).toBe(trade);
  });

  it('reads a car’s door and a moved account as outside home services', () => {
    expect(ask('US-CA', 'somebody keyed my car, can you repaint the passenger door').status).toBe('unsupported');
    expect(ask('MX-JAL', 'me ayudan a pasar mis contactos al cel nuevo?').status).toBe('unsupported');
    expect(ask('CA-QC', 'my daughter is moving in downstairs, can you move her internet account to our address').status).toBe(
      'unsupported',
    );
  });

  it('reads towns named with fence words as towns', () => {
    expect(ask('ES-MD', 'hola, soy Pili la de Valladolid, la que llamó el martes').status).toBe('unclear');
    expect(ask('MX-JAL', 'vivo en Puerto Vallarta, quiero pintar la recámara, 3 x 3')).toMatchObject({
      task: { trade: 'painting' },
      unpriced: [],
    });
  });

  it('snow cleared on a walk to a door is no door job', () => {
    expect(
      ask('CA-AB', "can someone with a snowblower come 2 hours, driveway plus the walk out back to my dad's basement door"),
    ).toMatchObject({
      task: { trade: 'landscaping' },
      scope: { quantity: 2 },
    });
  });
});

describe('how many, said around the figure', () => {
  it('takes a figure checked after "let me check" over the guess', () => {
    expect(
      converse('US-WA', 'full reroof please', 'How many squares?', 'maybe 20? let me check... ok the paperwork says 24 squares'),
    ).toMatchObject({ task: { trade: 'roofing' }, scope: { quantity: 2400 } });
  });

  it('reads "just the one hallway" and the biggest hole’s size as no count', () => {
    const a = converse(
      'US-CA',
      'few holes in the drywall to patch and the hall repainted after',
      'How many holes?',
      '4 holes, biggest is maybe 6 x 6 inches. hall is just the one hallway',
    );
    expect(a.task?.trade === 'drywall' ? a.scope?.quantity : a.extras.find((x) => x.slug.startsWith('drywall'))?.quantity).toBe(4);
  });

  it('reads a backsplash measured along the counter as the backsplash', () => {
    expect(
      converse(
        'CA-ON',
        'subway tile backsplash please',
        'How many square feet?',
        'counter is 8 ft long and 18 inches up so 12 sq ft... wait plus the wall behind the stove, call it 16 sq ft',
      ),
    ).toMatchObject({ task: { slug: 'tile.wall.install' }, scope: { quantity: 16 } });
  });

  it('reads "can one of them" and a working day as no count', () => {
    const move = converse(
      'US-IL',
      'moving from a 2 bed in Cicero to Berwyn on the 15th, need movers',
      'How many and how long?',
      '2 guys, 3 hours. can one of them also hang our tv at the new place',
    );
    expect(move).toMatchObject({ task: { trade: 'moving' }, scope: { quantity: 3 } });
    const both = ask('MX-JAL', 'se me descompuso la secadora, me la revisan? trabajo de 9 a 6');
    expect(both.scope?.quantity).toBe(1);
  });

  it('reads "only one per room now" as no count to install', () => {
    expect(ask('MX-NLE', 'ocupo 6 contactos nuevos, solo hay uno por cuarto')).toMatchObject({ scope: { quantity: 6 } });
  });
});

describe('told, not asked: a plan for later, a road, a room said again', () => {
  it('reads a carpet the customer will rip out later as no flooring job', () => {
    const a = converse(
      'CA-ON',
      'carpet cleaning at the cottage please',
      'Which rooms?',
      '2 bedrooms and the den',
      'So 3 rooms?',
      'actually skip the den, we are tearing that carpet up next year. just the 2 bedrooms',
    );
    expect(a).toMatchObject({ task: { trade: 'cleaning' }, scope: { quantity: 2 } });
  });

  it('reads a highway number as no count', () => {
    const a = ask('CA-ON', 'replace every window at the camp plus the back door, we are off hwy 69 south');
    expect(a.status).toBe('needs_detail');
    expect(a.extras.map((x) => x.quantity)).not.toContain(69);
  });

  it('reads "one hallway, nothing fancy" as the hallway said again', () => {
    const a = ask('CA-AB', 'one hole in the hallway to patch then paint the hallway, one hallway, nothing fancy');
    expect([a.task?.trade, a.scope?.quantity]).toEqual(['painting', 1]);
  });

  it('reads a pipe that froze and burst, fixed by the plumber, as the cause of the drywall', () => {
    expect(
      ask('CA-AB', 'pipe froze and burst in the garage ceiling, plumber fixed the line, need 24 sq ft of ceiling drywall replaced'),
    ).toMatchObject({ task: { trade: 'drywall' }, scope: { quantity: 24 } });
  });
});

describe('where things are, said beside their count', () => {
  it('reads "3 azulejos, al lado de la ducha" as three tiles', () => {
    expect(converse('ES-MD', 'hay azulejos rotos en la cocina', '¿Cuántos están rotos?', '2 azulejos, al lado de la bañera')).toMatchObject(
      { task: { slug: 'tile.repair' }, scope: { quantity: 2 } },
    );
  });

  it('reads child safety latches on cabinets as childproofing, not cabinets', () => {
    expect(ask('US-TX', 'need 8 child safety latches put on the kitchen cabinets').task?.slug).toBe('handyman.childproofing');
    expect(ask('MX-CMX', 'ocupo que me pongan cierres de seguridad en los cajones de la cocina').task?.slug).toBe('handyman.childproofing');
  });

  it('reads the other room’s size, said to tell them apart, as no second room', () => {
    expect(
      converse('MX-JAL', 'piso laminado en la recámara, mide 3 x 4', '¿Solo esa?', 'sí. ah no, mide 3 x 3, la otra es la de 3 x 4'),
    ).toMatchObject({ task: { trade: 'flooring' }, scope: { quantity: 9 } });
  });
});

describe('a job said again, a cleaning after the work, windows re-caulked', () => {
  it('reads "el grifo es uno solo" in an answer as the tap named before', () => {
    const a = converse(
      'ES-MD',
      'hay que cambiar el grifo de la cocina y colgar dos cuadros',
      '¿Los cuadros ya los tienen?',
      'sí. Y el grifo es uno solo, el del fregadero',
    );
    expect(jobsOf(a).filter((slug) => slug?.startsWith('plumbing'))).toHaveLength(1);
  });

  it('reads "a cleaning after everything" as a cleaning job of its own', () => {
    expect(jobsOf(ask('US-TX', 'paint 2 bedrooms, new baseboard in the den, 20 ft, and a cleaning after everything'))).toContain(
      'cleaning',
    );
  });

  it('reads windows re-caulked in a drafty suite as caulking of an uncounted lot', () => {
    expect(ask('CA-BC', 'basement is drafty, want the windows down there re-caulked')).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'handyman.caulking' },
    });
  });
});

describe('words that are no job: a browser, a boat, a sign, a voice assistant', () => {
  it.each([
    ['US-TX', 'swap the 4 chrome faucets for brushed nickel ones, we have them', 'priced'],
    ['US-GA', 'hi is this the fella from the lawn sign by the school', 'unclear'],
    ['US-CO', 'ok google text the plumber guy uh never mind stop', 'unclear'],
    ['MX-NLE', 'oye cómo se le apaga a esto, ya mañana le sigo', 'unclear'],
  ] as const)('%s "%s" → %s', (region, text, status) => {
    expect(ask(region, text).status).toBe(status);
  });

  it('reads "in Hull side no, in Ottawa" as a town, not a boat', () => {
    expect(ask('CA-ON', 'we want the hallway painted, in Hull side no, in Ottawa sorry').task?.trade).toBe('painting');
  });
});

describe('an appliance said bad is broken, said gross is dirty', () => {
  it('reads "the stove is really bad, burners dont light" as a repair and "the oven is gross" in a cleaning as no repair', () => {
    expect(ask('US-TX', 'the stove is really bad, burners dont light').task?.slug).toBe('appliances.oven.repair');
    expect(jobsOf(ask('US-TX', 'move out clean for a 2 bed, the oven is pretty gross'))).not.toContain('appliances.oven.repair');
  });
});
