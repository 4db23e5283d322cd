import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

describe('a touch-up is painting', () => {
  it('reads "touch up" / "touch-ups" and "retocar" as painting the thing named', () => {
    expect(ask('US-TX', 'touch up the shutters').task?.slug).toBe('painting.item');
    expect(ask('US-TX', 'touch up the paint on the trim in the hallway').task?.slug).toBe('painting.trim');
    expect(ask('MX-JAL', 'necesito retocar la pintura de la recámara').task?.trade).toBe('painting');
    expect(ask('ES-MD', 'retocar la pintura del salón').task?.trade).toBe('painting');
  });

  it('keeps a touch-up beside a whole-house paint job as a second painting job', () => {
    for (const [region, text] of [
      ['US-TX', 'Paint the exterior of the house and touch up the shutters'],
      ['CA-ON', 'Paint the siding this summer and touch-up the shutters too'],
      ['MX-JAL', 'pintar la fachada y retocar el barandal'],
      ['ES-MD', 'pintar la fachada y retocar las contraventanas'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug, text).toBe('painting.exterior.house');
      expect(jobsOf(a), text).toHaveLength(2);
    }
  });
});

describe('stairs are refinished like the floor', () => {
  it('reads refinishing stairs as floor refinishing, in both languages', () => {
    expect(ask('CA-BC', 'sand and refinish the staircase').task?.slug).toBe('flooring.refinish');
    expect(ask('MX-CMX', 'pulir y barnizar la escalera de madera').task?.slug).toBe('flooring.refinish');
  });

  it('keeps new flooring and refinished stairs as two jobs', () => {
    const a = ask('US-NY', 'We want new hardwood throughout the main floor and the stairs refinished');
    expect(a.task?.slug).toBe('flooring.hardwood.install');
    expect(jobsOf(a)).toEqual(['flooring.hardwood.install', 'flooring']);
  });
});

describe('a size said "each" for two named sides', () => {
  it('doubles a run given for "front and back", "both sides", "adelante y atrás"', () => {
    for (const [region, text, total] of [
      ['US-IL', 'new gutters, front and back, 60 ft each', 120],
      ['US-TX', 'fence both sides of the yard, 40 ft each side', 80],
      ['MX-CMX', 'canaletas nuevas, adelante y atrás, 20 metros cada una', 40],
      ['ES-MD', 'canalones delante y detrás, de 12 metros cada uno', 24],
    ] as const) {
      expect(ask(region, text).scope?.quantity, text).toBe(total);
    }
    const later = converse('US-IL', 'Need gutters installed', 'How many linear feet of gutter?', 'front and back are each 60 ft');
    expect(later.scope?.quantity).toBe(120);
  });

  it('keeps one run as it is when no second side is named', () => {
    expect(ask('US-IL', 'new gutters across the front, 60 ft').scope?.quantity).toBe(60);
  });
});

describe('counts at places in an answer add up', () => {
  it('sums "3 in the kitchen and 2 in the garage" answered to "how many?", in both languages', () => {
    for (const [region, opening, answer, total] of [
      ['US-WA', 'grab bars', 'two by the toilet and one in the shower', 3],
      ['US-GA', 'replace outlets', '3 in the kitchen and 2 in the garage', 5],
      ['MX-CMX', 'cambiar contactos', 'dos en la cocina y uno en el baño', 3],
      ['ES-CT', 'cambiar enchufes', 'tres en el salón y dos en la cocina', 5],
    ] as const) {
      expect(converse(region, opening, 'How many?', answer).scope?.quantity, answer).toBe(total);
    }
  });

  it('still reads a leading total broken down by place as the total', () => {
    expect(converse('US-GA', 'ceiling fans', 'How many?', '6, 2 in the kitchen and 4 in the bedrooms').scope?.quantity).toBe(6);
  });
});

describe('a door named as the place of the job', () => {
  it('builds the deck "off the back door" / "junto a la puerta", not the door', () => {
    expect(ask('CA-BC', 'new deck off the back door, 12x16')).toMatchObject({
      task: { slug: 'carpentry.deck.build' },
      scope: { quantity: 192 },
    });
    expect(ask('US-FL', 'build a 10x12 deck next to the back door').task?.slug).toBe('carpentry.deck.build');
    expect(ask('MX-JAL', 'construir una terraza de madera junto a la puerta de atrás, de 4 x 5').task?.slug).toBe('carpentry.deck.build');
  });

  it('still replaces a back door', () => {
    expect(ask('US-FL', 'replace the back door').task?.slug).toBe('windows_doors.door.exterior');
  });
});

describe('the front and back doors are two doors', () => {
  it('counts "the front and back doors" as two, and "2 doors (front and back)" as the two named', () => {
    for (const [region, text] of [
      ['US-MA', 'replace the front and back doors'],
      ['US-IL', 'Replace 2 exterior doors (front and back)'],
      ['CA-AB', 'need 2 new entry doors, front and back'],
      ['US-GA', 'paint both doors, front and back'],
      ['MX-CMX', 'cambiar las puertas de adelante y de atrás'],
    ] as const) {
      expect(ask(region, text).scope?.quantity, text).toBe(2);
    }
  });
});

describe('paths cleared or shoveled are snow work', () => {
  it('reads "driveway and walk cleared" and "steps shoveled" as snow removal', () => {
    expect(ask('CA-AB', 'need driveway and walk cleared, about 2 hours')).toMatchObject({
      task: { slug: 'landscaping.snow.removal' },
      scope: { quantity: 2 },
    });
    expect(ask('US-IL', 'need the walkway and front steps shoveled').task?.slug).toBe('landscaping.snow.removal');
  });

  it('reads English "cancelled" as called off, not as a Mexican "cancel" door', () => {
    expect(ask('CA-ON', 'our plow guy canceled, need the driveway cleared').task?.slug).toBe('landscaping.snow.removal');
    expect(ask('US-CO', 'the contractor cancelled on us, we need 3 outlets installed').task?.trade).toBe('electrical');
    expect(ask('MX-CMX', 'quiero cambiar el cancel del baño').task?.trade).toBe('windows_doors');
  });
});

describe('a move told as news beside a move-out cleaning', () => {
  it('prices the cleaning and not the move when no mover, truck or loading is asked for', () => {
    for (const [region, text] of [
      ['CA-QC', "We're moving out of our 2 bedroom condo end of month, need a move out clean. about 950 sq ft"],
      ['US-TX', "we're moving out of our place end of the month and need a move-out clean, about 1100 sq ft"],
      ['MX-CMX', 'nos mudamos el viernes, necesito limpieza de mudanza para el depa de 2 recámaras'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug, text).toBe('cleaning.move_out');
      expect(jobsOf(a), text).toHaveLength(1);
    }
  });

  it('keeps the move when movers are asked for, and a move asked alone', () => {
    expect(jobsOf(ask('US-GA', 'we are moving out next week, need movers and a move-out cleaning'))).toHaveLength(2);
    expect(ask('CA-QC', "we're moving out of our 2 bedroom condo, how much?").task?.trade).toBe('moving');
  });
});

describe("an RV's or a camper's systems are vehicle work", () => {
  it('reads "my RV\'s water pump", "camper\'s water heater", "la autocaravana" as outside home services', () => {
    expect(ask('US-TX', "Need a plumber for my RV's water pump").status).toBe('unsupported');
    expect(ask('US-AZ', "need a plumber for my camper's water heater").status).toBe('unsupported');
    expect(ask('ES-VC', 'necesito un fontanero para la bomba de agua de la autocaravana').status).toBe('unsupported');
    expect(ask('US-AZ', 'need a plumber for my water heater').status).not.toBe('unsupported');
  });
});

describe('a take-back, a reason, then the new figure', () => {
  it('takes the figure after "wait no … so just", "actually no … so", "espera no … así que solo"', () => {
    for (const [region, text, value] of [
      ['US-WA', 'new wood fence, 150 ft, wait no, we are keeping the back part so only 100', 100],
      ['US-FL', 'paint 3 bedrooms, actually no, the kids room is done so just 2', 2],
      ['MX-JAL', 'barda de 30 metros, espera no, el vecino pone un lado así que solo 20', 20],
    ] as const) {
      expect(ask(region, text).scope?.quantity, text).toBe(value);
    }
    const later = converse(
      'US-WA',
      'how much to build a vinyl fence',
      'How many linear feet?',
      'about 150 ft, wait no, the neighbor is splitting the side so just 110',
    );
    expect(later.scope?.quantity).toBe(110);
  });
});

describe('a thing of another trade listed after a job', () => {
  it('keeps "and some shelving in the den" / "y unas repisas" as its own job, not a detail of the floor', () => {
    for (const [region, text] of [
      ['US-NY', 'install hardwood in the living room and some shelving in the den'],
      ['MX-CMX', 'instalar piso laminado en la sala y unas repisas en el estudio'],
      ['ES-MD', 'poner tarima en el salón y unas baldas en el despacho'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.trade, text).toBe('flooring');
      expect(jobsOf(a), text).toContain('carpentry');
    }
  });

  it('does not take "unas 2 horas" for a thing', () => {
    expect(jobsOf(ask('MX-NLE', 'limpieza general del patio, hojas y ramas, unas 2 horas'))).toHaveLength(1);
  });
});

describe('English -ing forms of verbs that end in -e', () => {
  it('reads "replacing", "removing", "changing" like "replace", "remove", "change"', () => {
    expect(ask('US-IL', 'Quote for replacing shingles on a twenty-two square roof please')).toMatchObject({
      task: { slug: 'roofing.shingles.replace' },
      scope: { quantity: 2200 },
    });
    expect(ask('US-GA', 'removing old wallpaper in 2 bedrooms').task?.slug).toBe('painting.wallpaper.remove');
    expect(ask('CA-ON', 'looking at replacing 3 interior doors')).toMatchObject({
      task: { trade: 'windows_doors' },
      scope: { quantity: 3 },
    });
  });

  it('keeps a stopgap "replaced with a proper repair" a repair', () => {
    expect(ask('US-FL', 'tarp on roof needs replacing with proper repair').task?.slug).toBe('roofing.repair');
  });
});

describe('counts written "xN" and taken back', () => {
  it('takes the later "x5" after "no scratch that" or "wait"', () => {
    expect(ask('US-IL', 'outlets x3, no scratch that, x5').scope?.quantity).toBe(5);
    expect(ask('US-IL', 'ceiling fans x2, wait, x3').scope?.quantity).toBe(3);
    expect(ask('US-IL', 'drywall patch x3').scope?.quantity).toBe(3);
  });
});

describe("texturing is drywall's next step", () => {
  it('prices "and then texture it" / "y luego texturizarla" as a second drywall job of the same size', () => {
    for (const [region, text, size] of [
      ['US-IL', 'need two drywallers to hang the basement, about 900 sq ft, and then texture it', 900],
      ['MX-CMX', 'poner tablaroca en el cuarto, 30 m2, y luego texturizarla', 30],
      ['ES-MD', 'poner pladur en el salón, 25 m2, y después texturizarlo', 25],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug, text).toBe('drywall.install');
      expect(a.extras, text).toMatchObject([{ slug: 'drywall.texture', quantity: size }]);
    }
  });

  it('keeps taping and mudding part of hanging', () => {
    expect(jobsOf(ask('US-IL', 'hang drywall in the garage, 400 sq ft, and then tape and mud it'))).toHaveLength(1);
  });
});

describe('furniture to assemble', () => {
  it('assembles bookshelves, nightstands and bed frames, counted, and a bed frame is not a bedroom', () => {
    expect(ask('US-AZ', 'assemble 2 bookshelves')).toMatchObject({ task: { slug: 'handyman.furniture.assembly' }, scope: { quantity: 2 } });
    expect(ask('US-AZ', 'assemble 2 bed frames')).toMatchObject({ task: { slug: 'handyman.furniture.assembly' }, scope: { quantity: 2 } });
    expect(ask('US-TX', 'put together 3 nightstands from wayfair').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'move a 2 bed apartment').scope?.quantity).toBe(2);
  });

  it('builds a custom or built-in bookshelf as carpentry', () => {
    expect(ask('CA-BC', 'build a custom bookshelf for the living room').task?.slug).toBe('carpentry.shelves.install');
  });
});

describe('a gate for the car is a fence gate', () => {
  it('reads "una puerta de entrada para el coche", "un portón para los carros" as a gate, not vehicle work', () => {
    const es = ask('ES-CT', 'quiero sustituir la valla de la parcela, unos 40 metros, y poner una puerta de entrada para el coche');
    expect(es.extras).toMatchObject([{ slug: 'fencing.gate.install' }]);
    expect(ask('MX-CMX', 'instalar un portón para los carros').task?.slug).toBe('fencing.gate.install');
    expect(ask('MX-JAL', 'arreglar la puerta del carro').status).toBe('unsupported');
    expect(ask('MX-JAL', 'arreglar la puerta de mi carro').status).toBe('unsupported');
  });
});

describe('words of the released families (H3)', () => {
  it('reads a toilet that rocks, smart switches, weather stripping, a power feed to an outbuilding', () => {
    expect(ask('US-FL', 'Our upstairs toilet rocks back and forth and leaks at the base when flushed.').task?.trade).toBe('plumbing');
    expect(ask('US-IL', 'I bought six Lutron smart switches, can an electrician install them replacing the old switches?')).toMatchObject({
      task: { slug: 'electrical.switch.replace' },
      scope: { quantity: 6 },
    });
    expect(ask('US-IL', 'install a smart lock').task?.slug).toBe('windows_doors.lock.install');
    expect(ask('CA-AB', 'Need weatherstripping replaced on 3 exterior doors, drafty all winter.')).toMatchObject({
      task: { slug: 'windows_doors.weatherstrip' },
      scope: { quantity: 3 },
    });
    for (const text of [
      'Need power run out to my detached garage, how much?',
      'quote for running electrical wire from the house to the garage (detached)',
    ])
      expect(ask('US-CA', text).task?.slug, text).toBe('electrical.wiring.run');
    expect(ask('MX-CMX', 'quiero que me lleven luz a la bodega del patio').task?.slug).toBe('electrical.wiring.run');
    expect(ask('US-TX', 'Hi there, I need 5 new electrical outlets installed in my garage. How much would that run?').task?.slug).toBe(
      'electrical.outlet.install',
    );
  });

  it('reads a vehicle carpet, a carpet of rooms, "tala" and "yave"', () => {
    expect(ask('US-TX', 'how much to steam clean the carpet in my truck').status).toBe('unsupported');
    expect(ask('ES-MD', 'limpiar la moqueta de 3 habitaciones').task?.slug).toBe('cleaning.carpet');
    expect(ask('ES-MD', 'limpieza de 3 habitaciones').task?.slug).toBe('cleaning.house.standard');
    expect(ask('ES-AN', 'tala 2 palmeras precio')).toMatchObject({ task: { slug: 'landscaping.tree.remove' }, scope: { quantity: 2 } });
    expect(ask('MX-CMX', 'ola la yave del lavabo no deja de gotear q me cobran x arreglarla').task?.slug).toBe('plumbing.faucet.repair');
  });
});

describe('hands to unload, trees put in, a rate asked in Spain', () => {
  it('reads unloading help with hours as moving labour, and "2 and a half hours" as one figure', () => {
    expect(ask('US-NY', 'unloading help needed: 2 guys x 3 hours, walkup building 4th floor')).toMatchObject({
      task: { slug: 'moving.labor' },
      scope: { quantity: 3, crew_size: 2 },
    });
    expect(ask('US-MA', 'Need 2 movers for 2 and a half hours to help unload our storage unit into the garage').scope?.quantity).toBe(2.5);
    expect(ask('MX-CMX', '2 cargadores por dos y media horas para descargar la mudanza').scope?.quantity).toBe(2.5);
  });

  it('plants trees "put in", and reads "¿qué tarifa tenéis?" as a rate question, not "tarima"', () => {
    expect(ask('CA-BC', 'can you put in 4 cedar trees by the side of the house, we bought them already')).toMatchObject({
      task: { slug: 'landscaping.planting' },
      scope: { quantity: 4 },
    });
    expect(ask('ES-MD', 'Hola, ¿qué tarifa por hora tenéis?').status).toBe('unclear');
    expect(ask('ES-VC', '¿qué tarifa tenéis para pintar un piso?').task?.trade).toBe('painting');
  });
});

describe('a side said with a bare figure after a run', () => {
  it('adds "and side is 60", "y el lateral mide 12" to the run before', () => {
    expect(
      converse(
        'US-TX',
        'How much to build a cedar fence',
        'How many linear feet?',
        'back property line is 120 ft and side is 60. 6 ft tall',
      ).scope?.quantity,
    ).toBe(180);
    expect(ask('MX-CMX', 'barda de 20 metros al fondo y el lateral mide 12').scope?.quantity).toBe(32);
  });

  it('reads "line 120 ft" as a length, not a 120-volt line or a line number', () => {
    expect(ask('US-TX', 'cedar fence, back line 120 ft and the side 60 ft').scope?.quantity).toBe(180);
    expect(ask('US-TX', 'zone 3 sprinkler head broken').scope?.quantity).toBe(1);
  });
});

describe('furniture words of Spain and Mexico to move', () => {
  it('counts "un sofá y un aparador" as two things, and "aparador" is never "apagador"', () => {
    expect(ask('ES-MD', 'mover un sofá y un aparador al piso de abajo')).toMatchObject({
      task: { slug: 'moving.furniture' },
      scope: { quantity: 2 },
    });
    expect(ask('MX-JAL', 'mover un librero y un buró a la otra recámara').scope?.quantity).toBe(2);
    expect(ask('MX-CMX', 'cambiar 2 apagadores').task?.slug).toBe('electrical.switch.replace');
  });
});

describe('a second thing to move, and the light over the vanity', () => {
  it('keeps "and there\'s a piano too", "and my couch too", "y también un sofá" as their own moves', () => {
    for (const [region, text, main, second] of [
      ['US-MA', "Need my 2 bedroom apt moved across town, and there's an upright piano too", 'moving.local', 'moving.piano'],
      ['US-GA', 'I need a piano moved upstairs and my couch too', 'moving.piano', 'moving.furniture'],
      ['ES-MD', 'necesito subir un piano al segundo y también un sofá', 'moving.piano', 'moving.furniture'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug, text).toBe(main);
      expect(
        a.extras.map((x) => x.slug),
        text,
      ).toEqual([second]);
    }
  });

  it('reads a vanity light as a light fixture, not the vanity', () => {
    expect(ask('US-IL', 'replace 2 vanity lights in the master bath')).toMatchObject({
      task: { slug: 'electrical.light_fixture.install' },
      scope: { quantity: 2 },
    });
    expect(ask('ES-MD', 'cambiar la lámpara del espejo del baño').task?.trade).toBe('electrical');
  });
});

describe('yard waste is yard clean-up', () => {
  it('reads "sacar la basura del jardín", "los restos de la poda" as yard clean-up, and a garage\'s junk as junk', () => {
    expect(ask('MX-CMX', 'sacar la basura del jardín, unas 2 horas').task?.slug).toBe('landscaping.cleanup');
    expect(ask('ES-AN', 'retirar los restos de la poda, unas 3 horas').task?.slug).toBe('landscaping.cleanup');
    expect(ask('MX-NLE', 'sacar la basura de la cochera, unas 2 horas').task?.slug).toBe('moving.junk.removal');
  });
});

describe('bulbs that burned out, in Spanish', () => {
  it('reads "se fundieron", "se quemaron" as the bulbs\' own words, so the job is not a typo guess dropped beside another', () => {
    expect(ask('MX-JAL', 'se fundieron 3 focos de la sala')).toMatchObject({
      task: { slug: 'handyman.light_bulbs' },
      scope: { quantity: 3 },
    });
    const both = ask('MX-CMX', 'quiero cambiar unos focos que se fundieron y poner unas lámparas en el patio');
    expect(jobsOf(both)).toEqual(['handyman.light_bulbs', 'electrical']);
  });
});

describe('Mexican chat spelling, junk words and "retejar"', () => {
  it('reads "kiero kambiar las bentanas", "cachivaches al tiradero" and "retejar el tejado"', () => {
    expect(ask('MX-CMX', 'kiero kambiar 3 bentanas de aluminio')).toMatchObject({
      task: { trade: 'windows_doors' },
      scope: { quantity: 3 },
    });
    expect(ask('MX-NLE', 'sacar cachivaches del cuarto de servicio y llevarlos al tiradero, con 2 chalanes unas 2 horas')).toMatchObject({
      task: { slug: 'moving.junk.removal' },
      scope: { quantity: 2, crew_size: 2 },
    });
    expect(ask('ES-MD', 'retejar el tejado, unos 90 m², con una cuadrilla de 4 personas')).toMatchObject({
      task: { slug: 'roofing.shingles.replace' },
      scope: { quantity: 90, crew_size: 4 },
    });
  });
});

describe('a bare figure placed along something after a run', () => {
  it('adds "and 40 around the garage", "y 10 por el lado de la cochera" to the run before', () => {
    expect(ask('US-WA', 'gutter cleaning, 80 ft along the front and 40 around the garage').scope?.quantity).toBe(120);
    expect(ask('MX-CMX', 'recortar el seto, 20 metros junto a la barda y 10 por el lado de la cochera').scope?.quantity).toBe(30);
  });

  it('leaves a small count by a gate a count', () => {
    expect(ask('US-TX', 'new fence, 60 ft and 2 by the gate').scope?.quantity).toBe(60);
  });
});
