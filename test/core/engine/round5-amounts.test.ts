import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('vague amounts are not amounts', () => {
  it('asks for the hours of work whose size is the work itself (a yard, a snowfall, a truckload, a load of junk)', () => {
    for (const [region, text] of [
      ['US-CA', 'Need weeds pulled in the backyard'],
      ['CA-ON', 'can you clear the snow off my driveway tomorrow morning?'],
      ['ES-MD', 'busco dos mozos para cargar un camión de mudanza el sábado'],
      ['US-AZ', 'need junk hauled out of my garage'],
    ] as const) {
      expect(ask(region, text)).toMatchObject({ status: 'needs_detail', question: { field: 'quantity' } });
    }
    expect(ask('US-CA', 'Need weeds pulled in the backyard').question?.text).toMatch(/hours/);
  });

  it('prices such work when the hours are given, or when it is one household thing', () => {
    expect(ask('US-CO', 'yard cleanup, about 4 hours, lots of leaves')).toMatchObject({ status: 'priced', scope: { quantity: 4 } });
    expect(ask('CA-BC', 'need help loading a fridge onto a truck')).toMatchObject({
      status: 'priced',
      task: { slug: 'moving.labor' },
    });
  });

  it('reads "a few hours" as no hours, but not a time in the past', () => {
    expect(ask('US-TX', 'need a handyman for a few hours').status).toBe('needs_detail');
    expect(ask('US-NY', 'Need 2 people for a few hours to help load a truck').status).toBe('needs_detail');
    expect(ask('ES-AN', 'necesito un manitas unas cuantas horas').status).toBe('needs_detail');
    expect(ask('US-CO', 'power went out in the kitchen a few hours ago').status).toBe('priced');
  });

  it('does not count a thing that follows "a bunch of" or "unos" as one', () => {
    expect(ask('CA-AB', 'Could someone hang a bunch of pictures and a big mirror for me? Just moved in.').status).toBe('needs_detail');
    expect(ask('ES-MD', 'colgar unos cuadros y un espejo grande en el salón').status).toBe('needs_detail');
    expect(ask('US-FL', 'hang 3 pictures and a mirror')).toMatchObject({ status: 'priced', scope: { quantity: 4 } });
  });

  it('keeps "light switches" plural', () => {
    expect(ask('US-CA', 'swap the old light switches in the hallway').status).toBe('needs_detail');
    expect(ask('US-NY', 'I would like someone to replace the light switches in my apartment. Several of them are cracked.').status).toBe(
      'needs_detail',
    );
    expect(ask('US-IL', 'replace the light switch in the hallway')).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
  });
});

describe('an amount the customer says is not known', () => {
  it('assumes no single item when the customer says the size is unknown', () => {
    const roof = converse(
      'ES-CT',
      'Hola, quiero reparar el tejado',
      '¿Cuántos metros o cuántas zonas dañadas?',
      'Todo el tejado está fatal, habría que cambiar las tejas enteras, pero no sé los metros',
    );
    expect(roof.status).toBe('needs_detail');
    expect(converse('US-NY', 'need the roof fixed', 'How big is the damaged area?', 'no idea, never been up there').status).toBe(
      'needs_detail',
    );
  });

  it('reads "not sure" as an unknown amount only when the business asked for one', () => {
    const drywall = converse(
      'CA-AB',
      'Looking for someone to do drywall in my basement',
      'Sure! Roughly how many square feet of wall and ceiling?',
      "not sure yet, framing isn't done. I'll know next week",
    );
    expect(drywall.status).toBe('needs_detail');
    const leak = converse(
      'US-WA',
      'Leak under the kitchen sink',
      'Is it the supply line or the drain, or not sure?',
      'not sure, there is water all over under there',
    );
    expect(leak).toMatchObject({ status: 'priced', task: { trade: 'plumbing' } });
  });

  it('still prices named rooms at their typical size when their measurements are unknown', () => {
    const rooms = converse(
      'CA-QC',
      'Need painting done in my condo',
      'Which rooms, and roughly how big?',
      'just the washroom and the bedroom, not sure of sizes',
    );
    expect(rooms).toMatchObject({ status: 'priced', scope: { quantity: 2 } });
  });
});

describe('numbers in a single message that are not amounts', () => {
  it('does not count an age', () => {
    const text = "I'm 82 and live alone. My daughter insists I get grab bars in the bathroom, one by the toilet and two in the tub.";
    expect(ask('US-MA', text).scope?.quantity).toBe(3);
    expect(ask('US-FL', 'my dad is 90, need 2 grab bars by his toilet').scope?.quantity).toBe(2);
  });

  it('does not count flights of stairs', () => {
    expect(ask('US-NY', 'I need 3 guys to bring a couch up 4 flights. One couch').scope?.quantity).toBe(1);
    expect(ask('US-NY', 'move a dresser up 3 flights of stairs').scope?.quantity).toBe(1);
  });

  it('reads a bare width or height as the size of the item', () => {
    expect(ask('ES-MD', 'Hola, necesito instalar una mampara de ducha de cristal, 120 de ancho').scope?.quantity).toBe(1);
    expect(ask('US-CA', 'install a glass shower door, 60 wide').scope?.quantity).toBe(1);
    expect(ask('CA-ON', 'need help replacing the light bulbs in 6 high ceiling fixtures').scope?.quantity).toBe(6);
  });

  it('reads a run and its height as the run for work measured by length, and as a face for walls', () => {
    const hedge = 'Hola, necesito que me poden el seto de la entrada, tiene unos 12 metros de largo y metro y medio de alto';
    expect(ask('ES-AN', hedge)).toMatchObject({ status: 'priced', scope: { quantity: 12 } });
    expect(ask('ES-AN', 'valla de madera de 30 metros de largo y 2 de alto').scope?.quantity).toBe(30);
    expect(ask('ES-MD', 'pintar una pared de 4 metros de largo y 2,5 de alto').scope?.quantity).toBe(10);
  });

  it('multiplies a width and a height said without units', () => {
    const wall = converse(
      'ES-MD',
      'Hola, quiero que me coloquen papel pintado en una pared del dormitorio',
      '¿Qué medidas tiene la pared?',
      '3,60 de ancho por 2,50 de alto',
    );
    expect(wall.scope?.quantity).toBe(9);
  });

  it('reads "and one is loose" as one of the things counted, not one more', () => {
    const stairs = 'Necesito un carpintero para arreglar 3 escalones de la escalera de madera que crujen y uno está suelto';
    expect(ask('ES-CT', stairs).scope?.quantity).toBe(3);
    expect(ask('US-TX', 'fix 4 windows that stick, one is cracked').scope?.quantity).toBe(4);
  });

  it('reads "un metro por" as a side of one', () => {
    expect(ask('ES-MD', 'pintar una pared de un metro por 3 metros').scope?.quantity).toBe(3);
  });
});

describe('words that look vague but do not count the job', () => {
  it('reads "every cycle" and "todas las veces" as times, not a number of things', () => {
    const dishwasher = 'The dishwasher leaves standing water at the bottom after every cycle. Could a technician fix it?';
    expect(ask('US-CA', dishwasher)).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
    expect(ask('MX-NLE', 'la lavadora tira agua todas las veces que la uso').status).toBe('priced');
  });

  it('reads the burners of one range as parts of it', () => {
    expect(ask('US-FL', 'Range burners wont light, clicking but no flame. GE gas range')).toMatchObject({
      status: 'priced',
      scope: { quantity: 1 },
    });
    expect(ask('MX-CMX', 'los quemadores de la estufa no encienden').status).toBe('priced');
  });

  it('asks how many sections when several of them are down, and prices one section', () => {
    expect(ask('ES-AN', 'Hola, necesito arreglar la valla de la finca, hay varias partes caídas, que vengan 2 personas').status).toBe(
      'needs_detail',
    );
    expect(ask('US-GA', 'several sections of my fence blew down in the storm').status).toBe('needs_detail');
    expect(ask('US-TX', 'one section of my fence fell over')).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
  });

  it('does not read the neighbours of a building as an amount', () => {
    const roof = converse(
      'ES-AN',
      'Hola, quiero impermeabilizar la azotea de la comunidad',
      '¿Cuántos m² tiene la azotea?',
      'Es de un bloque de 4 vecinos, los metros los tiene el presidente',
    );
    expect(roof.status).toBe('needs_detail');
  });
});

describe('the size of a home to move', () => {
  it('reads "a 1 bedroom apartment" beside a truck as the move\'s size', () => {
    const move = ask('CA-ON', 'we want 3 movers and a truck for our 1 bedroom apartment move across town');
    expect(move).toMatchObject({ status: 'priced', task: { slug: 'moving.local' }, scope: { quantity: 1, crew_size: 3 } });
  });

  it('reads "un piso de un dormitorio" as one room', () => {
    const move = converse('ES-VC', 'quiero presupuesto de mudanza', '¿De cuántos dormitorios?', 'un piso de un dormitorio en Valencia');
    expect(move).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
    expect(ask('MX-CMX', 'quiero cotizar la mudanza de un depa de una recámara').scope?.quantity).toBe(1);
  });
});

describe('a size for each of the things counted', () => {
  it('multiplies a size followed by "each" by the count before it', () => {
    expect(ask('US-CA', 'please tile the shower walls, 3 walls 5ft x 8ft each').scope?.quantity).toBe(120);
    expect(ask('MX-CMX', 'pintar 3 paredes, 4x2.5 cada una').scope?.quantity).toBe(30);
    expect(ask('US-TX', 'paint 2 bedrooms 10x12 each').scope?.quantity).toBe(240);
  });
});

describe('a vague number beside a counted one', () => {
  it('does not take "one big one" as the total of "a few holes"', () => {
    expect(ask('US-CA', 'Need some drywall patched, a few holes from anchors and one big one').status).toBe('needs_detail');
    expect(ask('MX-CMX', 'resanar unos hoyos de taquetes en la tablaroca y uno grande').status).toBe('needs_detail');
    expect(ask('US-TX', 'some outlets need replacing, 3 in the kitchen and 2 in the garage').scope?.quantity).toBe(5);
  });

  it('reads recessed "lighting" as several lights, a lighting fixture as one', () => {
    expect(ask('US-CO', 'need recessed lighting in kitchen').status).toBe('needs_detail');
    expect(ask('US-IL', 'new lighting fixture in the dining room')).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
  });
});

describe('messages that name no job', () => {
  it('reads haggling over the price as unclear, not a job', () => {
    expect(ask('CA-AB', 'can you do it cheaper than the last guy').status).toBe('unclear');
    expect(ask('MX-CMX', 'me lo pueden dejar más barato que el anterior?').status).toBe('unclear');
  });

  it('reads "idk just a price for general stuff" as unclear', () => {
    const answer = converse(
      'US-WA',
      'Hi, can you give me a price',
      'Sure! What job do you need done?',
      'idk just a price for like general stuff',
    );
    expect(answer.status).toBe('unclear');
    expect(ask('US-TX', 'can you give me a ride to the airport').status).toBe('unsupported');
  });
});

describe('a figure that answers another question', () => {
  it('does not take a crew said again after a tag question as a correction of the size', () => {
    const wall =
      'Quiero instalar placas de pladur para hacer un tabique en el salón, serían unos 10 m² de pared. Con 2 operarios lo hacéis en un día, ¿no? Pues 2';
    expect(ask('ES-AN', wall).scope).toMatchObject({ quantity: 10, crew_size: 2 });
    expect(ask('MX-CMX', 'son como 60 m2 de piso, con 3 trabajadores lo terminan en un día no? bueno, 3').scope?.quantity).toBe(60);
    expect(ask('ES-MD', 'unos 22 m²... bueno, 24 contando el pasillo, para poner tarima').scope?.quantity).toBe(24);
  });
});

describe('loading and unloading', () => {
  it('reads "personas para cargar y descargar" with hours as moving labor', () => {
    const answer = ask('MX-JAL', 'Buenas, ¿me mandan a dos personas para cargar y descargar? Serían unas 3 hrs');
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'moving.labor' }, scope: { quantity: 3, crew_size: 2 } });
  });
});

describe('a size the customer still has to measure', () => {
  it('assumes no single repair when the customer would have to measure it', () => {
    expect(ask('US-TX', "need the roof repaired, I'd have to measure the damaged part").status).toBe('needs_detail');
    expect(ask('ES-MD', 'reparar el tejado, tendría que medirlo').status).toBe('needs_detail');
    expect(ask('US-NY', "replace the toilet, i'll count the bolts").status).toBe('priced');
  });
});

describe('roofing squares in a later turn', () => {
  it('reads "22 squares" as 2,200 sq ft when the roof was named earlier', () => {
    const roof = converse('CA-AB', 'need a new shingle roof', 'Do you know the roof size in squares or square feet?', '22 squares');
    expect(roof.scope?.quantity).toBe(2200);
  });
});

describe('rough figures', () => {
  it('reads "veintitantos", "30 y tantos", "20-something" and "40-odd" as the figure said', () => {
    expect(ask('MX-CMX', 'pintar la barda, son veintitantos metros').scope?.quantity).toBe(20);
    expect(ask('ES-MD', 'alicatar 30 y tantos metros cuadrados de baño').scope?.quantity).toBe(30);
    expect(ask('US-CA', 'paint 20-something feet of fence').scope?.quantity).toBe(20);
    expect(ask('US-CA', 'paint 40-odd feet of fence').scope?.quantity).toBe(40);
  });
});
