import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 19 (issue 11): families from the misses of held-back set H19, released for tuning, each in my own phrasings. */

describe('real words, letters and messages about the channel', () => {
  it('never reads a common English word as a typo of a keyword', () => {
    expect(ask('CA-ON', 'I am a widow living alone in Kingston and should like to know your rates.').status).toBe('unclear');
    expect(ask('US-CO', 'my friends said you guys are good. we want the hallway painted, its 12x10').task?.trade).toBe('painting');
  });

  it('reads a letter by its request, not its salutation, sign-off or signature', () => {
    expect(ask('CA-BC', 'Dear Sir or Madam,\n\nWhat do you charge per hour?\n\nYours faithfully,\nHarold Baker').status).toBe('unclear');
    expect(
      ask('CA-AB', 'Dear Sir or Madam,\n\nPlease replace the two switches in our hallway.\n\nKind regards,\nMabel Carpenter'),
    ).toMatchObject({ status: 'priced', task: { slug: 'electrical.switch.replace' }, scope: { quantity: 2 } });
  });

  it('reads "is this the maintenance line" as who was reached, and "normalita" or "average size" as no size', () => {
    expect(ask('US-TX', 'hello is this the maintenance line?').status).toBe('unclear');
    expect(
      converse('ES-AN', 'quiero poner baldosa nueva en el patio', '¿Cuántos metros cuadrados tiene?', 'pues es mediano, normalito').status,
    ).toBe('needs_detail');
  });

  it('reads a test message, a message sent to the wrong chat and a question about what the business does as unclear', () => {
    expect(ask('US-TX', 'just testing if this goes through, you can ignore it').status).toBe('unclear');
    expect(ask('ES-CT', "perdó, m'he equivocat de xat, era per al meu germà").status).toBe('unclear');
    expect(ask('US-WA', 'wait what do you guys even do').status).toBe('unclear');
    expect(ask('CA-ON', 'I was going to ask you something but it has gone clean out of my head. I will write again.').status).toBe(
      'unclear',
    );
  });
});

describe('Catalan and Valencian', () => {
  it('reads the words of home work in Catalan', () => {
    expect(ask('ES-CT', 'necessito canviar tres endolls del menjador')).toMatchObject({
      status: 'priced',
      task: { slug: 'electrical.outlet.install' },
      scope: { quantity: 3 },
    });
    expect(ask('ES-VC', "vull alicatar la paret de la cuina, fa 3 metres de llarg per 2,5 d'alt")).toMatchObject({
      task: { slug: 'tile.wall.install' },
      scope: { quantity: 7.5 },
    });
  });

  it('splits the jobs a Catalan "i" joins', () => {
    const answer = ask('ES-CT', "necessito penjar un mirall al rebedor i canviar l'aixeta de la cuina que goteja");
    expect(jobsOf(answer).sort()).toEqual(['handyman.hanging', 'plumbing.faucet.replace']);
  });
});

describe('numbers that name a place or a code', () => {
  it('never reads a lockbox or gate code as an amount, nor a lockbox as a lock job', () => {
    expect(ask('US-CO', 'water heater in unit 2 is leaking, 50 gal. lockbox code 8812 on the side door')).toMatchObject({
      task: { slug: 'plumbing.water_heater.replace' },
      scope: { quantity: 1 },
    });
    expect(ask('US-FL', 'gate code 4432. need 3 ceiling fans installed in the bedrooms')).toMatchObject({
      task: { trade: 'electrical' },
      scope: { quantity: 3 },
    });
  });

  it('reads street numbers before a numbered street, or in a Spanish address, as a place', () => {
    expect(ask('US-NY', 'half the outlets are dead. super will let you in, 312 E 14th').status).toBe('needs_detail');
    expect(ask('ES-MD', 'C/ Mayor, 23: hay que cambiar el grifo de la cocina que gotea').scope?.quantity).toBe(1);
  });
});

describe('outside home services', () => {
  it('reads a car by its make or its hood, and a computer window, as outside home services', () => {
    expect(ask('ES-MD', 'me han rayado el capó del coche en el garaje de la comunidad, ¿lo podéis pintar?').status).toBe('unsupported');
    expect(ask('MX-JAL', 'el clima al carro ya no enfría, ¿cuánto por cargarle gas?').status).toBe('unsupported');
    expect(ask('CA-ON', 'Someone keyed my Buick in the parkade. Could your painters touch it up?').status).toBe('unsupported');
    expect(ask('US-GA', 'a window keeps popping up on my laptop and wont close, can someone come to the house and fix it').status).toBe(
      'unsupported',
    );
  });
});

describe('which job', () => {
  it('reads work told as already done, and things staying, as no job', () => {
    for (const text of [
      'We have recently redone our kitchen counters and would now like a tile backsplash, about 25 sq ft',
      'The cabinets are staying. We would like a tile backsplash, about 25 sq ft',
    ]) {
      const answer = ask('US-MA', text);
      expect(answer).toMatchObject({ task: { slug: 'tile.wall.install' }, scope: { quantity: 25 } });
      expect(answer.unpriced).toHaveLength(0);
    }
  });

  it('builds a deck given by its size with nothing wrong said of it', () => {
    expect(ask('US-TX', 'want a cedar deck out back, 12 by 16 ft')).toMatchObject({
      task: { slug: 'carpentry.deck.build' },
      scope: { quantity: 192 },
    });
    expect(ask('US-TX', 'our deck is rotten, 12 by 16 ft, needs fixing').task?.slug).toBe('carpentry.deck.repair');
  });

  it('reads a 3-unit building and a message opening on a street number as places, not counts', () => {
    expect(ask('US-MA', "want to replace all the windows in our 3-unit while it's empty").status).toBe('needs_detail');
    expect(ask('US-CO', '2250 Larimer: 4 outlets dead in the kitchen, need them replaced').scope?.quantity).toBe(4);
    expect(ask('ES-AN', 'necesito rodapié nuevo en el salón, que lo quitamos al cambiar la tarima, son 18 metros')).toMatchObject({
      task: { slug: 'carpentry.baseboard.install' },
      scope: { quantity: 18 },
    });
  });

  it('reads a carpet described beside its cleaning as the carpet cleaned', () => {
    const text = 'We have carpet wall to wall in the whole house and it needs a good steam cleaning. I could not tell you how many rooms.';
    expect(ask('CA-QC', text)).toMatchObject({ status: 'needs_detail', task: { slug: 'cleaning.carpet' } });
  });

  it('hangs photographs, prints and curtain rods counted by the windows', () => {
    expect(ask('US-TX', 'could someone hang six family photographs in our hallway')).toMatchObject({
      task: { slug: 'handyman.hanging' },
      scope: { quantity: 6 },
    });
    expect(ask('CA-BC', 'please put up curtain rods over four windows in the den')).toMatchObject({
      task: { slug: 'handyman.hanging' },
      scope: { quantity: 4 },
    });
    expect(ask('ES-AN', 'colgadme cuatro cuadros en el salón')).toMatchObject({
      task: { slug: 'handyman.hanging' },
      scope: { quantity: 4 },
    });
  });

  it('reads a pool of water as a puddle, and a change of premises as a move', () => {
    expect(
      ask('CA-BC', 'Our dishwasher leaves a pool of grey water in the bottom after every cycle. Could you quote a repair visit?').task
        ?.slug,
    ).toBe('appliances.dishwasher.repair');
    expect(ask('MX-JAL', 'me cambio de local el sábado, ocupo 3 chalanes unas 5 horas con camioneta')).toMatchObject({
      task: { trade: 'moving' },
      scope: { quantity: 5, crew_size: 3 },
    });
  });

  it('gives the things counted before the work said "on all of them"', () => {
    expect(ask('US-GA', 'inspector flagged five outlets, needs gfci on all of em. closing is thursday')).toMatchObject({
      task: { slug: 'electrical.gfci.install' },
      scope: { quantity: 5 },
    });
  });

  it('mounts a TV that is to be hung up', () => {
    expect(ask('US-GA', 'need my tv hung up in the living room').task?.slug).toBe('handyman.tv.mount');
  });
});

describe('places and states that name no job', () => {
  it('reads towns named for trees as places, and a dry floor as no flooring job', () => {
    expect(ask('US-IL', 'need 3 outlets replaced in the kitchen before we head to Palm Springs for the winter')).toMatchObject({
      status: 'priced',
      task: { trade: 'electrical' },
      scope: { quantity: 3 },
    });
    expect(ask('CA-AB', 'We live in Spruce Grove and would like the front hedge trimmed, about 30 feet.')).toMatchObject({
      task: { slug: 'landscaping.hedge.trim' },
      scope: { quantity: 30 },
    });
    expect(jobsOf(ask('CA-QC', 'The toilet runs all night. Just the one, and the floor is dry.')).sort()).toEqual([
      'plumbing.toilet.repair',
    ]);
  });
});

describe('amounts', () => {
  it('reads two screen sizes that share one unit, and a size in words joined to its unit', () => {
    expect(ask('US-TX', 'two tvs to mount, a 50 and a 75 inch').scope?.quantity).toBe(2);
    expect(ask('CA-BC', 'we want to replace our eight-foot slider').scope?.quantity).toBe(1);
  });

  it('keeps a correction of the hours for a job named only by its trade', () => {
    const answer = converse(
      'MX-NLE',
      'hacen limpieza?',
      '¿Cuántas horas necesita?',
      'unas 3 horas el viernes',
      '¿Algo más?',
      'no perdón, mejor que sean 4',
    );
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'cleaning.hourly' }, scope: { quantity: 4 } });
  });

  it("never counts a shop's opening hours", () => {
    const answer = converse(
      'MX-JAL',
      'ocupo piso vinílico en la tienda, es de 6 por 9',
      '¿Son metros?',
      'sí metros. abro de 10 a 8 así que tendría que ser en la noche',
    );
    expect(answer.scope?.quantity).toBe(54);
  });

  it('sizes the new task when an answer sizes a repair, then says the whole thing must be redone', () => {
    expect(
      converse('ES-MD', 'tengo goteras en el tejado', '¿Qué superficie tiene?', 'unos 80 metros cuadrados, pero hay que retejar entero'),
    ).toMatchObject({ status: 'priced', task: { slug: 'roofing.shingles.replace' }, scope: { quantity: 80 } });
  });

  it('never counts seasons ago or the two of us', () => {
    expect(
      ask('CA-ON', 'Some of our cedars died two summers ago and we would like them removed. I could not tell you how many.').status,
    ).toBe('needs_detail');
  });

  it('reads two sides said apart, "twelve feet out from the house and sixteen feet across"', () => {
    const answer = converse(
      'CA-AB',
      'we would like a cedar deck built off the back',
      'What size?',
      'twelve feet out from the house and sixteen feet across',
    );
    expect(answer).toMatchObject({ task: { slug: 'carpentry.deck.build' }, scope: { quantity: 192 } });
  });

  it('counts rooms said after them as "all three of them" or "son dos vale"', () => {
    expect(ask('CA-ON', 'we want the bedrooms painted, all three of them, before we go south').scope?.quantity).toBe(3);
    expect(ask('ES-MD', 'queríamos pintar los dormitorios del piso, son tres vale').scope?.quantity).toBe(3);
  });

  it('counts rooms as the total said before their names, and leaves out rooms done by someone else', () => {
    expect(ask('CA-ON', 'We would like four rooms repainted: the den, the study, the hall and the guest room.').scope?.quantity).toBe(4);
    expect(
      ask('CA-QC', 'A move-out cleaning of the three bedrooms please. The kitchen was redone and cleaned by the builder already.').scope
        ?.quantity,
    ).toBe(3);
  });
});
