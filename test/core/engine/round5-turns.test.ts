import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

/** Conversations, crew and several jobs, round 5 (issue 11: eng-r5-b), from the misses of held-back set H4. */
describe('the final count of an answer that thinks aloud', () => {
  it('a count after a closing word ("so", "así que", "en total", "definitely", "let me count") replaces the ones before it', () => {
    for (const [region, turns, quantity] of [
      ['US-TX', ['need some outlets replaced', 'How many?', '3 in the kitchen, maybe 4... ok i checked, so 5 total'], 5],
      ['CA-ON', ["I'd like my windows replaced", 'How many?', "I think it's 7 but let me count... it's 6, the bay counts as one"], 6],
      ['ES-MD', ['quiero cambiar el grifo de la cocina', '¿Solo uno?', 'Sí, uno. Y de paso el del lavabo también, así que dos'], 2],
      [
        'ES-MD',
        ['quiero cambiar el enchufe del salón', '¿Solo uno?', 'sí, uno, y ya que venís el de la cocina y el del baño, en total tres'],
        3,
      ],
    ] as const) {
      expect(converse(region, ...turns).scope!.quantity).toBe(quantity);
    }
  });

  it('a closing word in a later turn outranks counts of earlier turns, which never add up', () => {
    const answer = converse(
      'US-GA',
      'I need some sprinkler heads fixed, the mower ran over them',
      'How many heads are broken?',
      '4 in the front yard i think, could be 5',
      "We'll plan for 5 unless you say otherwise.",
      'ok i went and looked its definitely 4',
    );
    expect(answer.scope!.quantity).toBe(4);
  });

  it('a size of the thing ("la de la habitación, que es de 43") is not the count the answer closes with', () => {
    const answer = converse(
      'ES-MD',
      'quiero colgar una tele de 65 pulgadas en el salón',
      '¿Tienes el soporte?',
      'Sí, y también la de la habitación, que es de 43, así que serían dos',
    );
    expect(answer.scope!.quantity).toBe(2);
  });
});

describe('"the upstairs one … and the downstairs one" in an answer', () => {
  it('names two of the thing asked about, not a job of its own', () => {
    const answer = converse(
      'CA-BC',
      'my toilet keeps running',
      'Just the one toilet?',
      'the upstairs one runs and the downstairs one rocks on the floor, so both need fixing',
    );
    expect(answer.task!.slug).toBe('plumbing.toilet.repair');
    expect(answer.scope!.quantity).toBe(2);
    expect(answer.unpriced).toEqual([]);
    expect(
      converse('ES-AN', 'el wc pierde agua', '¿Solo uno?', 'el de arriba pierde agua y el de abajo está flojo, así que los dos').scope!
        .quantity,
    ).toBe(2);
  });
});

describe('the truck or van that comes with a move', () => {
  it('"3 movers and a truck", "dos chavos con camioneta" stay one move, not a vehicle job', () => {
    for (const [region, text, quantity, crew] of [
      ['CA-ON', 'we want 3 movers and a truck for our 1 bedroom apartment move across town', 1, 3],
      ['CA-AB', 'need 2 movers and a truck for a 2 bedroom house', 2, 2],
      ['MX-JAL', 'ocupo mudanza de un depa de una recámara, dos chavos con camioneta', 1, 2],
    ] as const) {
      const answer = ask(region, text);
      expect(answer.status).toBe('priced');
      expect(answer.scope).toMatchObject({ quantity, crew_size: crew });
      expect(answer.unpriced).toEqual([]);
    }
  });

  it('a vehicle to work on stays outside home services', () => {
    expect(ask('US-TX', 'my truck ac blows hot, can you fix it').status).toBe('unsupported');
  });
});

describe('one bedroom said with an article, and one worker', () => {
  it('"un piso de un dormitorio" in an answer sizes the move; "con un operario basta" is a crew of one', () => {
    const answer = converse(
      'ES-CT',
      'Buenas, necesito ayuda con una mudanza',
      '¿De cuántos dormitorios y hacia dónde?',
      'Es un piso de un dormitorio, de Gràcia a Sant Andreu. Con un operario y una furgoneta basta',
    );
    expect(answer.status).toBe('priced');
    expect(answer.scope).toMatchObject({ quantity: 1, crew_size: 1 });
    expect(ask('MX-CMX', 'necesito resanar la pared, 10 m2, con un albañil basta').scope!.crew_size).toBe(1);
  });

  it('workers named by their trade ("dos soladores", "2 alicatadores", "3 tilers") are the crew', () => {
    expect(ask('ES-AN', 'Poner un suelo de porcelánico en el salón de 6 por 4. Queremos dos soladores').scope).toMatchObject({
      quantity: 24,
      crew_size: 2,
    });
    expect(ask('ES-MD', 'Quiero alicatar la pared de la cocina, 12 m2. Queremos dos alicatadores').scope!.crew_size).toBe(2);
  });
});

const jobsOf = (answer: ReturnType<typeof ask>): Array<[string, number | null]> =>
  [
    answer.task ? ([answer.task.trade, answer.scope!.quantity] as [string, number | null]) : null,
    ...answer.extras.map((e) => [e.slug.split('.')[0]!, e.quantity] as [string, number | null]),
  ]
    .filter((j): j is [string, number | null] => j !== null)
    .sort();

describe('a size in parentheses and a job on "the same room"', () => {
  it('"(3 x 4)" is a size, not a list mark', () => {
    expect(ask('CA-ON', 'retile the bathroom floor (5 x 8) please').scope!.quantity).toBe(40);
  });

  it('"pintar el techo de la misma habitación" takes the room size given for the job before, in another trade', () => {
    expect(jobsOf(ask('ES-CT', 'Necesito poner parquet en el dormitorio (3 x 4) y pintar el techo de la misma habitación'))).toEqual([
      ['flooring', 12],
      ['painting', 12],
    ]);
    expect(jobsOf(ask('US-TX', 'new laminate in the guest room (10 x 12) and paint the ceiling of the same room'))).toEqual([
      ['flooring', 120],
      ['painting', 120],
    ]);
    expect(jobsOf(ask('ES-MD', 'Necesito poner tarima en el salón (4 x 5) y pintar el techo del mismo salón'))).toEqual([
      ['flooring', 20],
      ['painting', 20],
    ]);
  });

  it('without "the same room" another trade keeps its own size question', () => {
    const answer = ask('ES-CT', 'Necesito poner parquet en el dormitorio (3 x 4) y pintar el techo del pasillo');
    expect(answer.extras.find((e) => e.slug.startsWith('painting.'))?.quantity).not.toBe(12);
  });
});

describe('"los dos de Ikea" after two things listed', () => {
  it('points at both things, it does not count two of the last one', () => {
    expect(jobsOf(ask('ES-MD', 'Quiero instalar un lavavajillas integrable y un microondas en columna, los dos de Ikea'))).toEqual([
      ['appliances', 1],
      ['appliances', 1],
    ]);
    expect(jobsOf(ask('MX-CMX', 'instalar un lavavajillas y una estufa, las dos son nuevas'))).toEqual([
      ['appliances', 1],
      ['appliances', 1],
    ]);
  });

  it('"cambiar los dos grifos del baño" still counts two', () => {
    expect(ask('ES-MD', 'cambiar los dos grifos del baño').scope!.quantity).toBe(2);
  });
});

describe('"and the trim" after a job with its verb', () => {
  it('is a thing (not the verb "trim") and takes the verb before: its own painting job with its own size', () => {
    expect(jobsOf(ask('US-CO', 'paint 4 interior doors and the trim in the hallway, maybe 60 ft of baseboard'))).toEqual([
      ['painting', 4],
      ['painting', 60],
    ]);
    expect(jobsOf(ask('US-WA', 'paint 6 doors and the trim in the hallway, around 70 ft'))).toEqual([
      ['painting', 6],
      ['painting', 70],
    ]);
  });
});

describe('"las dos" after two things of one job', () => {
  it('still counts both of that job', () => {
    expect(ask('MX-JAL', 'instalar lavadora y secadora, las dos nuevas').scope!.quantity).toBe(2);
  });
});

describe('an answer that only names a thing details the job asked about', () => {
  it('"18 windows", "son 5 ventanas", "sí, hay grifo" size or confirm the job, they are not a window repair or a faucet job', () => {
    const windows = converse(
      'US-CO',
      'can u guys clean windows',
      'Yes! How many windows, inside, outside or both?',
      'both sides, 18 windows, 2 story house',
    );
    expect([windows.task!.slug, windows.scope!.quantity, windows.extras.length]).toEqual(['cleaning.windows', 18, 0]);
    const rods = converse(
      'MX-JAL',
      'Buenas tardes, necesito instalar cortineros en la casa nueva',
      '¿Cuántos cortineros serían?',
      'son 5 ventanas, uno en cada una',
    );
    expect([rods.task!.trade, rods.scope!.quantity]).toEqual(['handyman', 5]);
    const terrace = converse(
      'ES-AN',
      'Hola, necesito limpiar con agua a presión la terraza del ático',
      '¿Cuántos metros tiene la terraza?',
      'unos 45 m²',
      '¿Tiene toma de agua en la terraza?',
      'Sí, hay grifo',
    );
    expect([terrace.task!.trade, terrace.scope!.quantity, terrace.extras.length]).toEqual(['cleaning', 45, 0]);
  });

  it('an answer that adds a job with "also" stays its own job', () => {
    const answer = converse('US-TX', 'can you clean my windows', 'How many?', '12 windows. also the oven needs cleaning');
    expect(answer.extras.length + answer.unpriced.length).toBeGreaterThan(0);
  });
});

describe('a first turn that names the trade in a word, and the answer that says the job', () => {
  it('the answer sizes the job ("about 4 ft by 6 ft", "two bedroom doors")', () => {
    const drywall = converse(
      'CA-BC',
      'Hi, I need some drywall work',
      'Sure, what kind of drywall work?',
      'We had a small flood upstairs and a piece of the kitchen ceiling came down. The damaged area is about 4 ft by 6 ft.',
    );
    expect([drywall.status, drywall.task!.trade, drywall.scope!.quantity]).toEqual(['priced', 'drywall', 24]);
    const doors = converse(
      'US-MA',
      'I need help with my doors',
      "Of course. What's going on with them?",
      'two bedroom doors rub on the frame and wont latch since the house settled, need them adjusted',
    );
    expect([doors.task!.slug, doors.scope!.quantity]).toEqual(['windows_doors.door.repair', 2]);
  });

  it("the answer's job named in full takes the place of the one-word guess, with its hours and crew", () => {
    const answer = converse('US-WA', 'need movers', 'Full move or loading help?', 'just unloading a pod, 3 guys for 2 hours');
    expect(answer.task!.slug).toBe('moving.labor');
    expect(answer.scope).toMatchObject({ quantity: 2, crew_size: 3 });
  });

  it('a second job in the answer stays a job of its own', () => {
    const answer = converse(
      'ES-CT',
      'Buenas, necesito un jardinero',
      '¿Qué trabajos necesita?',
      'cortar el césped, unos 200 m², y recortar el seto de la entrada que tiene 15 metros',
    );
    expect([answer.scope!.quantity, ...answer.extras.map((e) => e.quantity)].sort()).toEqual([15, 200]);
  });
});

describe('hours to load or unload a move', () => {
  it('are bought by the hour, whatever the size of the home said beside them', () => {
    const answer = ask('CA-BC', 'We need 3 movers for about 5 hours to load a truck in Burnaby, 2 bedroom condo, elevator booked.');
    expect(answer.task!.slug).toBe('moving.labor');
    expect(answer.scope).toMatchObject({ quantity: 5, crew_size: 3 });
    expect(ask('ES-MD', 'necesito 2 operarios 3 horas para descargar un camión de mudanza, piso de 3 dormitorios').scope!.quantity).toBe(3);
  });

  it('a move of a sized home with movers and hours is bought by the hour (round 8: every labeled set agrees)', () => {
    expect(ask('US-NY', '2 movers to move my 2 bedroom apartment, about 5 hours').scope).toMatchObject({ quantity: 5, crew_size: 2 });
    expect(ask('US-NY', 'move my 2 bedroom apartment next month').task!.slug).toBe('moving.local');
  });
});

describe('rooms listed in an answer', () => {
  it('"3 bedrooms plus the kitchen" counts every room for a job priced by the room', () => {
    expect(
      converse('US-FL', 'need to pack up my stuff before the move', 'How many rooms need packing?', '3 bedrooms plus the kitchen').scope!
        .quantity,
    ).toBe(4);
    expect(converse('ES-MD', 'necesito limpiar el piso', '¿Qué estancias?', '3 habitaciones, el salón y la cocina').scope!.quantity).toBe(
      5,
    );
  });
});

describe("another trade's thing with its own trouble, joined on", () => {
  it('"…and then the guest bath toilet runs all night" is a job of its own, not a detail of the wallpaper', () => {
    const answer = ask(
      'US-GA',
      'the previous owners had like wallpaper in the dining room, i measured roughly 340 sq ft of wall and we want it OFF, and then the guest bath toilet runs all night which is driving my wife nuts',
    );
    expect(jobsOf(answer)).toEqual([
      ['painting', 340],
      ['plumbing', 1],
    ]);
    expect(jobsOf(ask('US-TX', 'we want 300 sq ft of wallpaper taken down and the upstairs toilet keeps running'))).toEqual([
      ['painting', 300],
      ['plumbing', 1],
    ]);
  });

  it('"and runs but there\'s no heat" stays the trouble of the thing before', () => {
    const answer = ask('US-GA', 'my whirlpool dryer turns on and runs but theres no heat at all');
    expect(answer.task!.slug).toBe('appliances.dryer.repair');
    expect(answer.extras).toEqual([]);
  });
});

describe('"and one big one" after a vague number of the thing', () => {
  it('is one more of the same thing, not a job named by its place ("where the door handle went through"), and the count stays vague', () => {
    for (const [region, text] of [
      ['US-CA', 'Need some drywall patched, a few holes from anchors and one big one where the door handle went through'],
      ['CA-AB', 'several holes in my walls from shelves, and one huge one behind the bedroom door'],
    ] as const) {
      const answer = ask(region, text);
      expect(answer.status).toBe('needs_detail');
      expect(answer.task!.trade).toBe('drywall');
      expect(answer.extras).toEqual([]);
    }
  });
});

describe('"and one big one" after a counted number of the thing', () => {
  it('adds one to the count', () => {
    const answer = ask('US-TX', 'need drywall patched, 2 small holes from nails and one big one from a doorknob');
    expect([answer.task!.slug, answer.scope!.quantity, answer.extras.length]).toEqual(['drywall.patch', 3, 0]);
    expect(ask('US-WA', 'patch 3 small holes in the wall and one big one behind the door').scope!.quantity).toBe(4);
  });
});
