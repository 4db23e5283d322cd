import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 22 (issue 11): families from the misses of held-back set H22, released for tuning, each in my own phrasings. */

describe('take-backs and totals', () => {
  it('keeps only the room or the part a take-back narrows to, and drops the measures of the others', () => {
    expect(ask('US-FL', 'paint the office and the guest room. actually no, just the office').scope?.quantity).toBe(1);
    expect(ask('ES-MD', 'pintar el salón y el comedor, bueno no, solo el salón').scope?.quantity).toBe(1);
    expect(ask('US-WA', 'new carpet for the den, its 12x15, and the hallway is about 40 sq ft. wait no just the den').scope?.quantity).toBe(
      180,
    );
    expect(ask('MX-JAL', 'quiero piso nuevo, la sala mide 5 x 4 y la cocina como 3 x 3... mejor nada más la sala').scope?.quantity).toBe(
      20,
    );
  });

  it('takes the total said after the counts, and the figure corrected before a reason', () => {
    expect(
      converse('ES-AN', 'cambiar los enchufes', '¿Cuántos?', 'he contado 6, y luego hay 2 más en la terraza, o sea 8').scope?.quantity,
    ).toBe(8);
    const tile = converse(
      'ES-VC',
      'quiero alicatar el baño',
      '¿Cuántos m2?',
      'unos 10 m2... no espera, mejor cuenta 12 q tb quiero la ducha',
    );
    expect(tile.scope?.quantity).toBe(12);
    expect(jobsOf(tile)).toHaveLength(1);
  });

  it('reads a closing total of bedrooms that the rooms before add up to', () => {
    expect(ask('US-MA', 'wood floors in the kids 2 rooms plus the office, so 3 rooms').scope?.quantity).toBe(3);
  });
});

describe('sizes said twice, in parts, or of each thing', () => {
  it('keeps the region’s unit when a size is said again in the other system', () => {
    expect(converse('MX-NLE', 'pintar la barda', '¿Cuántos metros?', 'como 20 metros, o sea like 65 feet').scope?.quantity).toBe(20);
    expect(ask('MX-JAL', 'piso laminado en la sala, 5 x 4 metros, like 16 by 13 feet').scope?.quantity).toBe(20);
  });

  it('adds runs told by their part, and a sum written out with its unit once', () => {
    expect(ask('US-IL', 'need a fence along the back, the back side is 50 and the left side is 30').scope?.quantity).toBe(80);
    expect(ask('ES-MD', 'encimera en L, 2,40 + 1,20 metros').scope?.quantity).toBe(3.6);
  });

  it('multiplies the size of each of the things counted, however it is said', () => {
    expect(ask('US-TX', 'drywall on 3 walls, each one is 12 ft long and 8 ft tall').scope?.quantity).toBe(288);
    expect(ask('ES-VC', 'alicatar el suelo de 2 baños: 2 x 5 m2').scope?.quantity).toBe(10);
    expect(ask('CA-ON', '3 m 20 cm by 4 m laminate in the kids room').scope?.quantity).toBe(12.8);
  });

  it('reads bare figures answering "how many hours?" as hours', () => {
    const yard = converse('ES-AN', 'quiero limpiar el terreno', '¿Cuántas horas calcula?', 'pues unas 3... no, mejor 4');
    expect(yard.task?.slug).toBe('landscaping.cleanup');
    expect(yard.scope?.quantity).toBe(4);
  });
});

describe('numbers that count nothing', () => {
  it('skips a lease, loads a day, roommates, notice and an age', () => {
    expect(ask('CA-ON', "my dishwasher wont drain, we're on a 12 month lease and the landlord is useless").scope?.quantity).toBe(1);
    expect(ask('US-GA', 'washer is broken, family of 6 so we do 3 loads a day, help').scope?.quantity).toBe(1);
    expect(ask('ES-CT', 'montar la tele en la pared, ninguno de mis 3 compañeros de piso sabe').scope?.quantity).toBe(1);
    expect(ask('US-NY', '2 cleaners for 4 hours please, the doorman needs names 48 hours in advance').scope?.quantity).toBe(4);
    const faucet = ask('US-CO', 'handling things for my 79 y/o dad, his bathroom faucet leaks');
    expect(faucet.task?.slug).toBe('plumbing.faucet.repair');
    expect(faucet.scope?.quantity).toBe(1);
  });

  it('keeps a toy out of the vehicles and a truck with hands in the move', () => {
    expect(ask('US-TX', 'my kid rolled his toy car into the wall and made a hole, can you patch it').status).toBe('priced');
    const junk = converse(
      'US-IL',
      'need junk gone from the basement',
      'How much stuff is there?',
      'just bring a truck and 2 guys for 2 hours',
    );
    expect(junk.task?.slug).toBe('moving.junk.removal');
    expect(junk.scope).toMatchObject({ quantity: 2, crew_size: 2 });
  });
});

describe('which job', () => {
  it('reads an option picked from the question as the kind of the thing, not a job of its trade', () => {
    const fridge = converse('US-AZ', 'dryer stopped heating', 'Gas or electric?', 'electric. please come fix it');
    expect(jobsOf(fridge)).toEqual(['appliances.dryer.repair']);
  });

  it('books yard hours for weeds and brush, and mowing for grass "podado"', () => {
    expect(ask('ES-VC', 'hay maleza por todo el terreno, necesito 2 personas 5 horas para limpiarlo').task?.slug).toBe(
      'landscaping.cleanup',
    );
    expect(ask('MX-CMX', 'el patio está lleno de monte y basura, mande 2 personas 3 horas').task?.slug).toBe('landscaping.cleanup');
    expect(ask('MX-JAL', 'me pueden podar el zacate? son 50 m2').task?.slug).toBe('landscaping.mowing');
  });

  it('takes chores into handyman hours booked for whatever gets done', () => {
    const hours = ask(
      'US-IL',
      'small stuff around the apartment, a shelf, a loose towel bar, a door that sticks. just send someone for 2 hours to do whatever they can',
    );
    expect(hours.task?.slug).toBe('handyman.general');
    expect(hours.scope?.quantity).toBe(2);
    expect(jobsOf(hours)).toHaveLength(1);
  });

  it('splits two troubles of one trade, and joins the trouble told before "need it fixed"', () => {
    expect(jobsOf(ask('MX-NLE', 'el lavabo gotea y el escusado no deja de tirar agua'))).toHaveLength(2);
    const ceiling = ask('US-GA', 'water stains and cracks in a few spots on the living room ceiling. need it fixed');
    expect(ceiling.status).toBe('needs_detail');
    expect(jobsOf(ceiling)).toHaveLength(1);
  });

  it('prices a tile floor all redone as a new floor, and a hole repaired in drywall as a patch', () => {
    const tile = ask('CA-QC', 'the bathroom floor tiles are all cracked, want it all redone, 2 m by 2 m');
    expect(tile.task?.slug).toBe('tile.floor.install');
    expect(tile.scope?.quantity).toBe(4);
    expect(ask('ES-MD', 'al mover el sofá hicimos un agujero en la pared de pladur, reparar').task?.slug).toBe('drywall.patch');
  });

  it('reads diminutives, whitewash and stoneware floors as the things they are', () => {
    expect(ask('MX-CMX', 'quiero que me cambien unos contactitos').task?.slug).toBe('electrical.outlet.install');
    expect(ask('ES-AN', 'encalar la fachada de la casa del pueblo').task?.trade).toBe('painting');
    expect(ask('ES-AN', 'solado con porcelánico en el salón, 20 m²').task?.slug).toBe('tile.floor.install');
  });
});

describe('no job and unknown amounts', () => {
  it('answers price shopping with no job as unclear and a phone switch as unsupported', () => {
    expect(
      converse(
        'CA-BC',
        'hi sorry to bother, can i just get your prices please',
        'Sure! What job do you need done?',
        'nothing specific yet just want prices',
      ).status,
    ).toBe('unclear');
    expect(ask('US-MA', 'can you move my phone numbers over? switching my dad to a flip phone').status).toBe('unsupported');
  });

  it('asks how many when spots, posts or boards are not counted', () => {
    expect(ask('US-IL', 'how much to fix some fence posts that leaned over winter').status).toBe('needs_detail');
    expect(
      converse('CA-ON', 'need drywall work in the flooded basement', 'Do you have measurements?', 'not rly, the bottom of most walls')
        .status,
    ).toBe('needs_detail');
  });
});
