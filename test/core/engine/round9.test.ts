import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 9 (issue 11): families from the misses of held-back set H9, each with its paraphrases. */

describe('a roof, a gutter and their sizes', () => {
  it('reads the size of a whole roof after damage as a roof to replace, and keeps a leak a repair', () => {
    const replaced = converse('US-CO', 'hail damage on my roof', 'How big is the roof?', 'adjuster said 28 squares');
    expect(replaced.task?.slug).toBe('roofing.shingles.replace');
    expect(replaced.scope?.quantity).toBe(2800);
    expect(ask('US-TX', 'roof has hail damage, need a full replacement').task?.slug).toBe('roofing.shingles.replace');
    expect(converse('ES-MD', 'goteras en el tejado', '¿Qué superficie tiene?', 'unos 90 m2').task?.slug).toBe('roofing.repair');
    expect(converse('US-TX', 'roof leak', 'how big?', 'about 2 squares').task?.slug).toBe('roofing.repair');
  });

  it('prices a length of gutter to put back up by the foot', () => {
    const a = converse('US-WA', 'one section of gutter pulled off the fascia', 'How long is the section?', '20 ft on the back');
    expect(a.task?.slug).toBe('roofing.gutters.install');
    expect(a.scope?.quantity).toBe(20);
    expect(ask('MX-NLE', 'se cayó un tramo de canaleta, como 6 metros').scope?.quantity).toBe(6);
  });
});

describe('numbers that are not the amount', () => {
  it('does not count the weather, the doors a fridge is built with, or the two parts a room is divided into', () => {
    expect(ask('US-AZ', 'AC quit on us!! 115 outside, the outside unit is dead').scope?.quantity).toBe(1);
    expect(ask('MX-NLE', 'el minisplit no enfria y hace 42 afuera').scope?.quantity).toBe(1);
    expect(ask('MX-JAL', 'el refri no enfría arriba, el congelador sí. es whirlpool de 2 puertas').scope?.quantity).toBe(1);
    expect(ask('US-FL', 'our 2-door fridge stopped cooling').scope?.quantity).toBe(1);
    expect(ask('ES-VC', 'la cancela no cierra bien, roza abajo. Es de hierro, de dos hojas').scope?.quantity).toBe(1);
    expect(ask('MX-CMX', 'cambiar 2 puertas del closet').scope?.quantity).toBe(2);
    const divided = converse(
      'ES-AN',
      'hacéis tabiques de pladur?',
      '¿Qué medidas?',
      'no sé la medida aún, es para dividir un dormitorio en dos',
    );
    expect(divided.status).toBe('needs_detail');
  });

  it('reads unit-less sides of 40 to 400 in a metric region as centimetres', () => {
    const a = ask('ES-CT', 'alicatar paredes (18 m²) y cambiar la bañera por un plato de ducha de 120x80');
    expect(jobsOf(a)).toEqual(['tile.wall.install', 'plumbing.shower.install']);
    expect(a.scope?.quantity).toBe(18);
  });

  it('reads a length and a height side by side as a face, each one of a count', () => {
    const a = converse('US-TX', 'need drywall hung in my garage', 'How many square feet?', 'two walls, each 20ft long 10 ft high');
    expect(a.scope?.quantity).toBe(400);
    expect(ask('US-WA', 'paint a fence 6ft tall 50 ft long').scope?.quantity).toBe(50);
    expect(ask('US-TX', 'hedge 30 ft long 6 ft high, trim it').scope?.quantity).toBe(30);
  });
});

describe('corrections and rooms across turns', () => {
  it('takes a new measure over the old one, in the same turn or a later one', () => {
    expect(
      converse('US-CA', 'new baseboard in the den', 'How many linear feet?', 'like 110 ft... actually my wife just measured its 90').scope
        ?.quantity,
    ).toBe(90);
    expect(
      converse('CA-BC', 'tile on the washroom floor', 'What size?', '6 by 8 ft', 'Any tile picked?', 'oh wait i measured again its 6 by 9')
        .scope?.quantity,
    ).toBe(54);
    expect(ask('US-IL', 'laminate for 2 rooms, 10x12 and 12x14').scope?.quantity).toBe(288);
  });

  it('takes out rooms taken back or already done, and rooms that spell out the count', () => {
    expect(ask('US-TX', 'paint 4 bedrooms and the hallway, actually skip the hallway').scope?.quantity).toBe(4);
    expect(ask('US-GA', 'clean the 2 bedrooms and the living room, kitchen and bath are already done').scope?.quantity).toBe(3);
    expect(
      converse('US-NY', 'apartment cleaned before I move out', 'Which rooms?', 'just 3 rooms, the 2 bedrooms and the living room').scope
        ?.quantity,
    ).toBe(3);
  });

  it('adds rooms named in a later turn with "too" / "también" to the ones named before', () => {
    expect(
      converse('US-FL', 'can u paint my living room and kitchen', 'Walls or ceilings too?', 'walls only. oh and the hallway too').scope
        ?.quantity,
    ).toBe(3);
    expect(converse('MX-CMX', 'pintar la sala y el comedor', '¿Algo más?', 'también la recámara').scope?.quantity).toBe(3);
    expect(converse('MX-CMX', 'pintar la sala', '¿De qué medida?', 'mejor la recámara').scope?.quantity).toBe(1);
  });

  it('lets a closing count hold the one forgotten, and "the one near the fridge" say which one', () => {
    expect(
      converse('ES-MD', 'cambiar 2 grifos del baño', '¿Lavabo y bidé?', 'lavabo y ducha. y el de la cocina también, así que 3').scope
        ?.quantity,
    ).toBe(3);
    const a = converse('CA-QC', 'need new plugs in my kitchen', 'How many outlets?', '3. ah non, 4, I forget the one near the fridge');
    expect(a.task?.slug).toBe('electrical.outlet.install');
    expect(a.scope?.quantity).toBe(4);
  });
});

describe('several jobs', () => {
  it('prices old things hauled away per thing, and by the hour when hours are given', () => {
    const a = ask('US-FL', 'move out clean for a 2br condo + haul away an old sofa and a dresser');
    expect(jobsOf(a)).toEqual(['cleaning.move_out', 'moving.junk.items']);
    expect(a.extras[0]?.quantity).toBe(2);
    expect(jobsOf(ask('US-WA', '2 movers 4 hrs, and can u haul away an old mattress too'))).toEqual(['moving.labor', 'moving.junk.items']);
    expect(ask('US-CO', 'junk removal, 2 guys for about 3 hours, old couch, a mattress and boxes').task?.slug).toBe('moving.junk.removal');
    expect(ask('US-AZ', 'two men to move a sofa a fridge and a washer to my daughters place ten minutes away').scope?.quantity).toBe(3);
  });

  it('keeps another job of the same trade or beside the first: regrout, mow, sprinklers, siding, a gate for the car', () => {
    expect(jobsOf(ask('CA-ON', 'replace the toilet (its cracked), regrout the shower, and put up 2 towel bars'))).toContain('tile');
    expect(jobsOf(ask('ES-AN', 'cortar el seto de la entrada que son 15 metros y el cesped, que es de unos 100 m2'))).toEqual([
      'landscaping.hedge.trim',
      'landscaping.mowing',
    ]);
    expect(jobsOf(ask('US-CO', '2 guys for 5 hours to haul junk out of the garage, then blow out the sprinklers'))).toEqual([
      'moving.junk.removal',
      'landscaping.sprinkler.winterize',
    ]);
    expect(jobsOf(ask('US-MA', 'paint the exterior trim and replace some rotted clapboards on the back side'))).toContain('carpentry');
    expect(ask('MX-CMX', 'herrería: ocupo un portón corredizo pa la cochera de 3 metros de ancho').task?.slug).toBe('fencing.gate.install');
    expect(ask('MX-CMX', 'instalar un cancel corredizo en la sala').task?.slug).toBe('windows_doors.sliding_door.install');
  });

  it('drops light seen (a blind shut, an oven lamp) beside another trade', () => {
    expect(jobsOf(ask('ES-MD', 'la cinta de la persiana del salón se ha roto y no entra luz'))).toEqual(['windows_doors.window.repair']);
    expect(jobsOf(ask('MX-CMX', 'mi horno prende la luz pero no calienta'))).toEqual(['appliances.oven.repair']);
  });
});

describe('crew and the task it chooses', () => {
  it('names the task it prices when the crew said in a later turn makes the move hourly', () => {
    const a = converse(
      'MX-CMX',
      'ocupo mudanza de depa de 2 recámaras',
      '¿Cuántos cargadores y cuántas horas?',
      '3 cargadores como 4 horas',
    );
    expect(a.task?.slug).toBe('moving.labor');
    expect(a.scope).toMatchObject({ quantity: 4, crew_size: 3 });
    expect(ask('US-TX', 'dallas move sat - 4 hrs, crew of 3 pls, 2 bedroom apartment stuff').task?.slug).toBe('moving.labor');
  });
});

describe('vocabulary', () => {
  it('reads Quebec English, Spain plasterboard typos, LED strips, repiping and ductwork', () => {
    for (const [region, text, trade] of [
      ['CA-QC', 'We need to change the gouttières, 35 feet in front', 'roofing'],
      ['CA-QC', 'plancher flottant in the living room, 200 pieds carrés', 'flooring'],
      ['CA-QC', 'ménage for my 2 bedroom condo', 'cleaning'],
      ['CA-QC', 'need one guy to clear snow off my front stairs, 1 hour max', 'landscaping'],
      ['ES-MD', 'un tabique de pla-dur de 4 metros de largo por 2,5 de alto', 'drywall'],
      ['ES-AN', 'quería poner tiras led en el pasillo y en la cocina', 'electrical'],
      ['US-AZ', 'I want my whole house re-piped', 'plumbing'],
      ['MX-CMX', 'cambiar la tubería de la casa, es de fierro galvanizado', 'plumbing'],
      ['US-AZ', 'Need ductwork replaced in the attic', 'hvac'],
      ['ES-MD', 'necesito 2 chicos para ayudarme a cargar una furgoneta', 'moving'],
      ['ES-MD', 'necesito vaciar el piso de mi abuela, está lleno de muebles', 'moving'],
    ] as const) {
      expect(ask(region, text).task?.trade, text).toBe(trade);
    }
  });

  it('reads utilities, number porting, a car window and a later foreign turn as outside home services', () => {
    expect(ask('ES-CT', 'queremos cambiarnos de Iberdrola a otra compañía de la luz').status).toBe('unsupported');
    expect(ask('ES-AN', 'trasladar mi número de teléfono a otra compañía').status).toBe('unsupported');
    expect(converse('MX-CMX', 'se me rompió una ventana', '¿Dónde está?', 'es la del copiloto de la troca').status).toBe('unsupported');
    expect(converse('US-WA', 'Need help moving', 'From where to where?', 'moving my website to wordpress lol').status).toBe('unsupported');
    expect(ask('US-CA', 'trim 3 trees, they are hanging over the pool').status).toBe('priced');
  });

  it('reads an ad, a call-back and a usual price as no job', () => {
    expect(ask('CA-BC', 'Hi, is this the number from the Kijiji ad? call me back').status).toBe('unclear');
    expect(ask('US-CA', 'How much do you guys usually charge').status).toBe('unclear');
  });

  it('asks for the count of a whole home of windows or blinds', () => {
    expect(ask('US-WA', 'window washing for the whole house, 2 story, outside only').status).toBe('needs_detail');
    expect(ask('ES-AN', 'cambiar las persianas de casa, son de madera').status).toBe('needs_detail');
    expect(ask('ES-AN', 'cambiar 3 persianas').scope?.quantity).toBe(3);
  });
});

describe('answers that count or do not', () => {
  it('counts things named one by one by their place, and asks when the answer is "a lot"', () => {
    expect(
      converse(
        'MX-NLE',
        'ocupo q me cambien la puerta',
        '¿Interior o exterior, y cuántas son?',
        'interior, la del baño y la de la recamara',
      ).scope?.quantity,
    ).toBe(2);
    expect(
      converse('US-TX', 'need a ceiling fan replaced', 'How many?', 'the one in the kitchen and the one in the den').scope?.quantity,
    ).toBe(2);
    expect(converse('US-FL', 'need windows washed inside and out', 'How many windows?', 'its a 2 story house, a lot lol').status).toBe(
      'needs_detail',
    );
  });

  it('reads "no" before a verb as a negation, not a take-back, and a phone call as no job', () => {
    expect(ask('MX-CMX', 'cambiar 2 ventanas de la recámara q ya no cierran, miden 1,20 x 1,50 cada una').scope?.quantity).toBe(2);
    expect(ask('MX-CMX', '3 contactos, no, 4').scope?.quantity).toBe(4);
    expect(ask('US-AZ', 'hey um yeah so i was calling about the uh the thing from before').status).toBe('unclear');
  });
});

describe('packing beside a move', () => {
  it('keeps packing a room its own job beside movers by the hour or a move by bedrooms', () => {
    expect(
      jobsOf(
        converse('US-TX', 'need 2 guys to help move', 'How many hours, and do you need packing?', '4 hours, and yes pack up the kitchen'),
      ),
    ).toEqual(['moving.labor', 'moving.packing']);
    expect(jobsOf(ask('MX-NLE', 'Mudanza de casa de 3 recámaras, y que me empaquen la cocina'))).toEqual([
      'moving.local',
      'moving.packing',
    ]);
  });

  it('asks how many rooms when a trade is answered with rooms and no count', () => {
    const a = converse('CA-BC', 'quote for painting', 'What needs painting?', "the kids' bedrooms");
    expect(a).toMatchObject({ status: 'needs_detail', task: { slug: 'painting.interior.room' } });
    expect(converse('CA-BC', 'quote for painting', 'What needs painting?', "the 2 kids' bedrooms").scope?.quantity).toBe(2);
  });
});

describe('an answer sizes the job the question named', () => {
  it('gives the size to the one of several jobs the business asked about', () => {
    const a = converse('US-TX', 'replace the kitchen faucet and paint the bedroom', 'How big is the bedroom?', '12 by 14');
    expect(a.task?.slug).toBe('painting.interior.room');
    expect(a.scope?.quantity).toBe(168);
    const b = converse('US-TX', 'need the fence painted and the gutters cleaned', 'How many feet of gutter?', 'about 120');
    expect(b.task?.slug).toBe('cleaning.gutters');
    expect(b.scope?.quantity).toBe(120);
  });

  it('keeps a second job named in the same answer as its own job', () => {
    const a = converse(
      'US-CO',
      'Need help at my house',
      "what's the job?",
      '2 guys for 5 hours to haul junk out of the garage, then blow out the sprinklers',
    );
    expect(jobsOf(a)).toEqual(['moving.junk.removal', 'landscaping.sprinkler.winterize']);
  });
});
