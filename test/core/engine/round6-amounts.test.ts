import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('doors and drawer fronts of cabinets to paint add up', () => {
  it('counts the drawers with the doors, in one message and in an answer', () => {
    expect(ask('US-IL', 'want the kitchen cabinets painted white, 22 doors and 8 drawers, currently oak').scope?.quantity).toBe(30);
    expect(ask('MX-CMX', 'pintar los gabinetes de la cocina, 8 puertas y 3 cajones').scope?.quantity).toBe(11);
    expect(
      converse('US-TX', 'paint the kitchen cabinets', 'How many doors and drawer fronts?', '18 doors and 6 drawers').scope?.quantity,
    ).toBe(24);
    expect(
      converse('MX-JAL', 'Quiero pintar los gabinetes de la cocina', '¿Cuántas puertas y cajones son en total?', '12 puertas y 6 cajones')
        .scope?.quantity,
    ).toBe(18);
  });

  it('still reads drawers as a part of a piece of furniture elsewhere', () => {
    expect(ask('US-CA', 'assemble a dresser with 6 drawers and 2 nightstands').scope?.quantity).toBe(3);
  });
});

describe('the sides of one run add up', () => {
  it('adds a length said for each side', () => {
    expect(
      converse('MX-JAL', 'Necesito una cerca de madera', '¿Cuántos metros lineales necesita?', 'son 12 metros de un lado y 8 del otro')
        .scope?.quantity,
    ).toBe(20);
    expect(
      converse('ES-VC', 'Quiero una valla de madera', '¿Cuántos metros lineales?', 'dos lados, uno de 15 y otro de 10 metros').scope
        ?.quantity,
    ).toBe(25);
    expect(ask('CA-BC', 'new cedar fence, 50 ft along the back and 30 ft down one side').scope?.quantity).toBe(80);
  });

  it('keeps one run with its height as one length', () => {
    expect(ask('US-TX', '6 ft cedar fence 100 ft long').scope?.quantity).toBe(100);
  });
});

describe('amounts written in shorthand', () => {
  it('reads a times sign after the thing as its count', () => {
    expect(ask('CA-QC', 'drywall patch x3').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'ceiling fan install (x2)').scope?.quantity).toBe(2);
    expect(ask('US-TX', 'paint a 12x10 room').scope?.quantity).toBe(120);
  });

  it('reads a screen size said after the screen as its size, not a count', () => {
    expect(ask('MX-JAL', 'me pueden montar mi tv de 55 en la pared?').scope?.quantity).toBe(1);
    expect(ask('ES-MD', 'colgar la televisión de 50 en el salón').scope?.quantity).toBe(1);
  });

  it('reads hours and minutes as decimal hours', () => {
    expect(ask('ES-AN', 'recoger hojas del jardín, 2h30').scope?.quantity).toBe(2.5);
    expect(ask('US-CO', 'yard cleanup, 1 hr 45 min should do it').scope?.quantity).toBe(1.75);
    expect(ask('MX-JAL', 'limpieza del jardín, como 2 horas 30 minutos').scope?.quantity).toBe(2.5);
  });
});

describe('hours said after a handyman’s list of chores', () => {
  it('size the handyman asked for, and the chores are the handyman’s list', () => {
    const list = ask(
      'ES-VC',
      'Busco manitas por horas, tengo una lista de cosillas: una puerta que roza, un estor que no baja... unas 4 horas calculo',
    );
    expect(list).toMatchObject({ status: 'priced', task: { slug: 'handyman.general' }, scope: { quantity: 4 } });
    expect(ask('US-TX', 'need a handyman, fix a sticky door, hang 2 shelves, patch a hole, probably 3 hours').scope?.quantity).toBe(3);
  });
});

describe('rooms worked on and rooms of the home', () => {
  it('counts the rooms to work on, not the size of the home said after them', () => {
    expect(
      ask('ES-AN', 'cuanto me cobrariais por pintar dos habitaciones y el salon es un piso normal de tres habitaciones').scope?.quantity,
    ).toBe(3);
    expect(ask('US-IL', "paint 2 bedrooms and the hallway, it's a 4 bedroom house").scope?.quantity).toBe(3);
    expect(ask('ES-MD', 'mudanza de un piso de 3 habitaciones').scope?.quantity).toBe(3);
  });

  it('takes back the rooms said before a later "pero mejor", "actually"', () => {
    expect(
      converse(
        'MX-NLE',
        'ocupo mudarme',
        '¿De cuántas recámaras es su casa actual?',
        '3 recámaras, pero mejor nomás muevan lo de 2 recámaras, la otra la vendí',
      ).scope?.quantity,
    ).toBe(2);
    expect(converse('ES-MD', 'mudanza', '¿Cuántas habitaciones?', '2 habitaciones y 1 despacho').scope?.quantity).toBe(3);
  });

  it('reads a bare corrected figure as the new total of the rooms listed', () => {
    const answer = converse(
      'US-CA',
      'paint 3 rooms',
      'Can you tell me the rooms?',
      'two bedrooms and the office. oh and actually make it 4, add the guest room',
    );
    expect(answer.scope?.quantity).toBe(4);
    expect(ask('MX-CMX', 'pintar 3 recámaras, perdón, 4 recámaras').scope?.quantity).toBe(4);
  });
});

describe('the business’s own people as the crew', () => {
  it('reads "3 of you", "2 de ustedes" as the crew, not an amount', () => {
    const deck = converse(
      'US-FL',
      'can you send a crew to paint my deck',
      'Is it paint or stain, and how big is the deck?',
      "stain. 3 of you would be great. I don't know the size, it wraps around the house",
    );
    expect(deck.status).toBe('needs_detail');
    expect(ask('US-FL', 'stain my deck, 400 sq ft, 2 of you should be enough').scope).toMatchObject({ quantity: 400, crew_size: 2 });
    expect(ask('ES-MD', 'pintar el salón, 25 m2, que vengan 3 de vosotros').scope).toMatchObject({ quantity: 25, crew_size: 3 });
  });
});

describe('an answer that names where the work goes, with its size', () => {
  it('sizes the job asked about instead of starting a job of the same trade', () => {
    const wall = converse('CA-AB', 'can you hang wallpaper', "What's the wall area?", 'one accent wall, 12 ft wide and 8 ft high');
    expect(wall).toMatchObject({ status: 'priced', task: { slug: 'painting.wallpaper.install' }, scope: { quantity: 96 } });
    expect(
      converse('US-TX', 'I want wallpaper put up', 'How big is the wall?', 'just the accent wall in the bedroom, 10x8').task?.slug,
    ).toBe('painting.wallpaper.install');
  });

  it('reads a side in centimetres beside one in metres', () => {
    expect(
      converse('ES-MD', 'quiero poner papel pintado en el salón', '¿Qué superficie?', 'una pared de 3 m por 250 cm').scope?.quantity,
    ).toBe(7.5);
  });
});

describe('a word that says which thing it is', () => {
  it('does not break a list of things ("un armario de Ikea y dos mesitas")', () => {
    expect(ask('ES-VC', 'Montar un armario Pax de Ikea y dos mesitas de noche').scope?.quantity).toBe(3);
    expect(ask('US-CA', 'assemble a wardrobe from Ikea and 2 nightstands').scope?.quantity).toBe(3);
  });
});

describe('one thing named with its place, then one more elsewhere', () => {
  it('counts "and one in the shower", "y otra en la ducha" as one more', () => {
    expect(ask('US-CO', 'install a grab bar next to the toilet and one in the shower').scope?.quantity).toBe(2);
    expect(ask('MX-CMX', 'instalar una barra de apoyo junto al escusado y una en la regadera').scope?.quantity).toBe(2);
    expect(
      converse(
        'US-CO',
        'hi i need help with my bathroom',
        'What do you need done?',
        'grab bar next to the toilet and one in the shower',
        'Anything else?',
        'no thats it',
      ).scope?.quantity,
    ).toBe(2);
    expect(converse('MX-NLE', 'ocupo cambiar apagadores', '¿Cuántos?', '5 y otro en la cochera').scope?.quantity).toBe(6);
  });

  it('keeps one thing with its place as one', () => {
    expect(ask('US-TX', 'replace the faucet, 1 in the kitchen').scope?.quantity).toBe(1);
  });
});
