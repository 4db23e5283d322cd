import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

/** How conversations, quantities and crews are read (issue 11, round 3: eng-convo). */
describe('sizes written the way people type them', () => {
  it('feet and inches without the inch mark', () => {
    expect(converse('US-TX', 'want laminate in the master bedroom', 'How big is the room?', "14'6 x 12").scope!.quantity).toBe(174);
    expect(ask('US-WA', "hardwood in the office, 10'3 by 12'").scope!.quantity).toBe(123);
    expect(converse('CA-ON', 'carpet in the den', 'Dimensions?', 'roughly 11 ft 6 by 12').scope!.quantity).toBe(138);
  });
});

describe('rough sizes', () => {
  it('"200ish", "12x15ish" and "wide by deep" are sizes', () => {
    expect(converse('US-TX', 'need laminate put in', 'How many sq ft?', '200ish').scope!.quantity).toBe(200);
    expect(converse('US-WA', 'carpet for the bedroom', 'How big?', '12x15ish').scope!.quantity).toBe(180);
    expect(converse('CA-BC', 'want a new deck', 'What size?', '16 ft wide by 12 deep').scope!.quantity).toBe(192);
  });
});

describe('hedges', () => {
  it('"3 maybe 4" is a range priced at its middle, with medium confidence', () => {
    const answer = converse('US-TX', 'need a few outlets added', 'How many?', '3 maybe 4');
    expect(answer.scope).toMatchObject({ quantity: 3.5, confidence: 'medium' });
    expect(converse('MX-CMX', 'ocupo cambiar contactos', '¿Cuántos?', '5 o tal vez 6').scope!.quantity).toBe(5.5);
  });
});

describe('corrections', () => {
  it('"8 not 6" keeps the first figure', () => {
    const answer = converse(
      'US-TX',
      'need recessed lights in the living room, 6 of them',
      'Got it, 6 recessed lights. Will you want them on a dimmer?',
      'no dimmer. and sorry its 8 not 6',
    );
    expect(answer.task!.slug).toBe('electrical.recessed_light.install');
    expect(answer.scope!.quantity).toBe(8);
    expect(converse('MX-CMX', 'quiero que me cambien contactos', '¿Cuántos?', 'son 7, no 5 como le dije').scope!.quantity).toBe(7);
  });

  it('a soft take-back after a pause replaces the figure', () => {
    expect(converse('ES-MD', 'quiero pintar el salón', '¿Cuántos metros?', 'unos 18 m2... bueno, 20 con la entrada').scope!.quantity).toBe(
      20,
    );
    expect(converse('US-CO', 'need sod in the backyard', 'How many sq ft?', 'around 500, well, more like 600').scope!.quantity).toBe(600);
  });

  it('"2 actually" confirms the figure rather than taking it back', () => {
    expect(
      converse('US-TX', 'need a ceiling fan put in the bedroom', 'Just the one?', 'no, 2 actually, one in the office too').scope!.quantity,
    ).toBe(2);
    expect(converse('US-GA', 'want hardwood refinished', 'Square footage?', 'about 600. actually wait, call it 750').scope!.quantity).toBe(
      750,
    );
  });
});

describe('answers in a later turn', () => {
  it('an answer picking one of the sizes the business offered is not an amount', () => {
    expect(converse('US-TX', 'water heater replacement', 'Is it 40 or 50 gallons?', '50, gas').scope!.quantity).toBe(1);
    expect(converse('MX-CMX', 'cambiar el boiler', '¿Es de 40 o 60 litros?', 'de 60').scope!.quantity).toBe(1);
    // A question that also asks how many still takes the count.
    expect(converse('US-TX', 'need ceiling fans', 'How many, and are the ceilings 8 or 10 ft?', '3').scope!.quantity).toBe(3);
  });

  it('an option the business offered and the customer declines is not a job', () => {
    const answer = converse('US-TX', 'need 4 recessed lights in the kitchen', 'Do you want a dimmer with them?', 'no dimmer');
    expect(answer.task!.slug).toBe('electrical.recessed_light.install');
    expect(answer.extras).toEqual([]);
    expect(answer.unpriced).toEqual([]);
  });

  it('a description of the thing is not another job, and one thing answers a plural question', () => {
    const fridge = converse('ES-VC', '¿Reparáis neveras?', 'Sí, ¿qué le pasa?', 'Una Samsung de dos puertas, no enfría la parte de abajo');
    expect(fridge.status).toBe('priced');
    expect(fridge.task!.trade).toBe('appliances');
    expect(fridge.scope!.quantity).toBe(1);
    expect(converse('US-TX', 'do you install ceiling fans?', 'Sure! How many?', 'just the one, in the bedroom').scope!.quantity).toBe(1);
  });

  it('"both of them" counts two', () => {
    expect(converse('US-TX', 'toilet keeps running', 'Just the one toilet?', 'both of them actually').scope!.quantity).toBe(2);
    expect(converse('ES-AN', 'gotea el grifo del baño', '¿Solo uno?', 'ambos gotean').scope!.quantity).toBe(2);
    // "Both are GE" after a list describes the list; it does not count.
    expect(ask('US-GA', 'need a new microwave and a new dishwasher installed. Both are GE').scope!.quantity).toBe(1);
  });

  it('hours given in a later turn price the trade by the hour', () => {
    const answer = converse('MX-JAL', 'ocupo gente para una mudanza', '¿Cuántos y cuántas horas?', 'unos 3 chalanes, como 4 horas');
    expect(answer.status).toBe('priced');
    expect(answer.task!.slug).toBe('moving.labor');
    expect(answer.scope).toMatchObject({ quantity: 4, crew_size: 3 });
  });

  it('things listed in an answer are the count of the job asked about', () => {
    const answer = converse(
      'ES-MD',
      '¿Hacéis montaje de muebles?',
      '¿Qué muebles son?',
      'Una cómoda Malm, un escritorio y 3 estanterías Billy',
    );
    expect(answer.task!.slug).toBe('handyman.furniture.assembly');
    expect(answer.scope!.quantity).toBe(5);
  });

  it('a vehicle things are carried to is part of the move', () => {
    const answer = converse(
      'US-CO',
      'what do you charge to move a piano',
      'Upright or grand?',
      'upright, one flight down to the truck, going 5 miles',
    );
    expect(answer.status).toBe('priced');
    expect(answer.task!.slug).toBe('moving.piano');
    expect(answer.scope!.quantity).toBe(1);
    expect(converse('US-CO', 'can you paint a door', 'Which door?', 'the door of my car, a honda civic').status).toBe('unsupported');
  });
});

describe('numbers that are not amounts', () => {
  it('model names, voltages, indoor temperatures, pets and days', () => {
    expect(ask('US-CO', 'Need a hardwired 60 amp charger for my F-150 Lightning in the garage').scope!.quantity).toBe(1);
    expect(ask('MX-NLE', 'instalar un minisplit de 1.5 toneladas en la sala, ya tengo el contacto de 220').scope!.quantity).toBe(1);
    expect(ask('US-FL', 'AC stopped cooling, thermostat is set to 74 and the house is 86').scope!.quantity).toBe(1);
    expect(ask('US-TX', 'install a pet door in the back door for our 2 dogs').scope!.quantity).toBe(1);
    expect(ask('ES-CT', 'cambiar la cerradura de la puerta de entrada, a partir del día 15').scope!.quantity).toBe(1);
  });

  it('steps worked on are counted, steps walked are not', () => {
    expect(ask('MX-CMX', 'reparar 3 escalones de madera que rechinan y están flojos').scope!.quantity).toBe(3);
    expect(ask('US-TX', 'need 4 steps on the back porch stairs replaced').scope!.quantity).toBe(4);
    expect(ask('US-CO', 'move an upright piano, 12 steps down to the street').scope!.quantity).toBe(1);
  });

  it('a thing described by its doors is one thing', () => {
    const answer = ask('MX-JAL', 'Mi refri no enfría, es un Mabe de dos puertas de como 8 años');
    expect(answer.status).toBe('priced');
    expect(answer.scope!.quantity).toBe(1);
  });
});

describe('lists of things', () => {
  it('household things listed for a move or an assembly add up', () => {
    expect(ask('CA-ON', 'Need my chesterfield and a dresser moved up to the second floor bedroom').scope!.quantity).toBe(2);
    expect(ask('MX-CMX', 'armar una litera y 2 burós que compré en línea').scope!.quantity).toBe(3);
    expect(ask('US-CA', 'Assemble IKEA furniture: 2 PAX wardrobes, 1 MALM dresser, 3 nightstands').scope!.quantity).toBe(6);
  });

  it('another household thing in its own clause is more to move; a piano stays its own job', () => {
    expect(ask('ES-AN', 'Porte de un sofá de 3 plazas y un frigorífico al trastero del edificio').scope!.quantity).toBe(2);
    const answer = ask('US-AZ', 'two movers to move a sofa, a fridge and a washer to my new place');
    expect(answer.task!.slug).toBe('moving.furniture');
    expect(answer.scope).toMatchObject({ quantity: 3, crew_size: 2 });
    const piano = ask('ES-CT', 'subir un sofá y un piano a un segundo piso');
    expect([piano.task!.slug, ...piano.extras.map((x) => x.slug)].sort()).toEqual(['moving.furniture', 'moving.piano']);
  });

  it('cabinet doors and drawer fronts count together', () => {
    expect(ask('US-TX', 'paint 12 cabinet doors and 8 drawer fronts, white').scope!.quantity).toBe(20);
    expect(ask('CA-BC', 'refinish kitchen cabinets, 16 doors and 5 drawer fronts').scope!.quantity).toBe(21);
    // A dresser's drawers still describe the dresser.
    expect(ask('US-TX', 'assemble a dresser with 6 drawers').scope!.quantity).toBe(1);
  });
});

describe('arithmetic customers do in words', () => {
  it('a size taken out of the one before is subtracted', () => {
    const answer = converse(
      'US-AZ',
      'how much for sod',
      'How big is the area?',
      'backyard is about 40 x 25 but theres a 10 x 10 concrete patio in the middle so minus that',
    );
    expect(answer.scope!.quantity).toBe(900);
    expect(ask('US-TX', 'tile the kitchen floor, 12x15 minus the island which is 3x6').scope!.quantity).toBe(162);
    expect(ask('MX-CMX', 'piso laminado en la sala de 5x4, sin contar la chimenea de 1x1').scope!.quantity).toBe(19);
    // Two rooms listed still add up.
    expect(ask('US-TX', 'new laminate in 2 rooms, 10x12 and 12x14').scope!.quantity).toBe(288);
  });
});

describe('what a list is not', () => {
  it('a noun after a place, or the material of the work, is not another thing', () => {
    expect(ask('US-NY', 'I need the bathtub recaulked, black mold in the old caulk').scope!.quantity).toBe(1);
    expect(ask('US-GA', 'recaulk the tub, the caulk in the corners is black').scope!.quantity).toBe(1);
    expect(ask('US-GA', 'recaulk 2 tubs and the kitchen sink').scope!.quantity).toBe(3);
  });

  it('where the first of them goes breaks the count down', () => {
    const answer = converse(
      'ES-CT',
      '¿Montáis aire acondicionado?',
      '¿Cuántos equipos?',
      '2 splits de 3000 frigorías, uno en el salón y otro en el dormitorio',
    );
    expect(answer.scope!.quantity).toBe(2);
    expect(converse('US-TX', 'can you install ceiling fans', 'How many?', '2 fans, one in the master').scope!.quantity).toBe(2);
  });
});

describe('sides, rooms and corrections said the short way', () => {
  it('"c/u" gives a size to each side counted', () => {
    expect(ask('MX-JAL', 'quiero cercar con malla 3 lados, de 10 metros c/u').scope!.quantity).toBe(30);
  });

  it('a bare room listed before a counted one counts', () => {
    expect(ask('MX-CMX', 'lavar alfombras: sala y 2 recámaras').scope!.quantity).toBe(3);
  });

  it('a later correction that repeats the thing changes the count of the same job', () => {
    const answer = converse('US-FL', 'need a sliding door replaced', 'Standard 6 ft?', 'yeah 6. actually make it 2 doors');
    expect(answer.task!.slug).toBe('windows_doors.sliding_door.install');
    expect(answer.scope!.quantity).toBe(2);
    // Without a take-back word, a count of another thing is another job.
    const more = converse('US-TX', 'need 4 outlets replaced', 'Anything else?', '2 switches too');
    expect(more.scope!.quantity).toBe(4);
    expect(more.extras[0]).toMatchObject({ slug: 'electrical.switch.replace', quantity: 2 });
  });
});

describe('one more of the same thing', () => {
  it('"and the one in…" adds one, whatever else the clause matches', () => {
    expect(ask('US-TX', 'the kitchen faucet drips and the one in the master bath leaks at the handle').scope!.quantity).toBe(2);
    const toilets = converse(
      'US-NY',
      'hi need a plumber',
      "Sure, what's going on?",
      'toilet wont stop running, and the one in the other bathroom rocks when you sit on it. both need fixing',
    );
    expect(toilets.scope!.quantity).toBe(2);
    expect(toilets.unpriced).toEqual([]);
  });

  it('an answer picking one of the options offered is not one more', () => {
    expect(
      converse('MX-JAL', 'ocupo cambiar una puerta', '¿Es interior o la de entrada?', 'la de entrada, metálica de 90 cm').scope!.quantity,
    ).toBe(1);
  });
});

describe('units the trade implies', () => {
  it('sheets of drywall are an area, also when the sheets come in a later turn', () => {
    expect(converse('US-TX', 'need drywall hung in the garage', 'How many sheets?', 'about 20 sheets').scope!.quantity).toBe(640);
    expect(ask('ES-MD', 'levantar un tabique de pladur, unas 10 placas').scope!.quantity).toBe(28.8);
  });

  it('an answer with a count and one more adds them', () => {
    expect(converse('ES-CT', 'quiero cambiar las ventanas', '¿Cuántas?', 'todas, son 6 y la del baño').scope!.quantity).toBe(7);
    expect(converse('US-TX', 'need outlets replaced', 'How many?', '4, and another one in the garage').scope!.quantity).toBe(5);
  });
});

describe('rooms said the short way', () => {
  it('"3 bed" counts bedrooms, "a bed" is furniture', () => {
    expect(converse('US-TX', 'need my house cleaned', 'How big is your home?', '3 bed 2 bath').scope!.quantity).toBe(5);
    expect(ask('US-TX', 'assemble a bed and 2 nightstands').scope!.quantity).toBe(3);
    // A noun after the list ("from Wayfair") ends it, it does not undo it.
    expect(ask('US-IL', 'assemble a bed and 2 nightstands from Wayfair').scope!.quantity).toBe(3);
  });
});

describe('crew', () => {
  it('chat shorthand and regional words for workers', () => {
    expect(ask('US-FL', 'need 2 ppl for 3.5 hrs to move furniture into a storage unit downstairs').scope).toMatchObject({
      quantity: 3.5,
      crew_size: 2,
    });
    expect(ask('MX-JAL', 'ocupo 3 chalanes por 4 horas para sacar escombro y cosas viejas').scope!.crew_size).toBe(3);
    expect(ask('ES-MD', '2 oficiales 4 horas para subir muebles a un tercero sin ascensor').scope!.crew_size).toBe(2);
    expect(ask('US-TX', 'yard cleanup, crew: 3, about 4 hours').scope!.crew_size).toBe(3);
  });

  it('a bare figure answering "how many movers?" is the crew, and sizes the job asked about', () => {
    const answer = converse('US-TX', 'need movers', 'How many movers and for how long?', '2 for 3 hours');
    expect(answer.task!.slug).toBe('moving.labor');
    expect(answer.scope).toMatchObject({ quantity: 3, crew_size: 2 });
    expect(answer.unpriced).toEqual([]);
    expect(
      converse('ES-MD', 'necesito mozos para subir muebles', '¿Cuántos operarios necesita?', 'con dos vale, unas 3 horas').scope,
    ).toMatchObject({
      quantity: 3,
      crew_size: 2,
    });
  });

  it('the people who live there are not a crew', () => {
    const answer = ask('MX-CMX', 'limpieza de casa 80 m2, somos 4 personas en casa, que vengan 2 señoras');
    expect(answer.scope).toMatchObject({ quantity: 80, crew_size: 2 });
    expect(ask('ES-MD', 'mudanza de un piso de 2 habitaciones, somos una familia de 4 personas').scope!.crew_size).not.toBe(4);
  });
});
