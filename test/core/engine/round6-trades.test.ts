import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('the body of a vehicle is vehicle work', () => {
  it('reads a window, door or mirror of a truck or car as outside home services', () => {
    expect(ask('US-TX', "the driver side window on my truck won't roll up").status).toBe('unsupported');
    expect(ask('US-FL', 'power windows on my van stopped working').status).toBe('unsupported');
    expect(ask('MX-NLE', 'la ventanilla de mi camioneta ya no sube').status).toBe('unsupported');
    expect(ask('ES-MD', 'el espejo del coche está roto').status).toBe('unsupported');
  });

  it('keeps doors carried in a truck and the windows of a house as home work', () => {
    expect(ask('US-TX', 'load the old doors in my truck and haul them').status).not.toBe('unsupported');
    expect(ask('US-TX', 'replace 2 windows in my house')).toMatchObject({ status: 'priced', task: { trade: 'windows_doors' } });
  });
});

describe('asking only for the rate names no job', () => {
  it('answers "just want to know your hourly rate" as unclear, not as a foreign request', () => {
    expect(converse('US-CO', 'how much do you charge', 'For what kind of job?', 'just want to know your hourly rate').status).toBe(
      'unclear',
    );
    expect(ask('US-CO', "what's your hourly rate? just wondering").status).toBe('unclear');
  });
});

describe('trade and task words', () => {
  it('reads a room "framed" as framing walls, but not a door that rubs on its frame', () => {
    expect(converse('CA-AB', 'we need to get the basement framed', 'How many linear feet of wall?', 'around 40 feet total')).toMatchObject({
      status: 'priced',
      task: { slug: 'carpentry.framing.wall' },
      scope: { quantity: 40 },
    });
    expect(ask('CA-ON', 'basement framing, roughly 45 linear ft')).toMatchObject({ task: { slug: 'carpentry.framing.wall' } });
    expect(ask('US-MA', 'two bedroom doors rub on the frame and wont latch, need them adjusted')).toMatchObject({
      task: { trade: 'windows_doors' },
    });
  });

  it('counts Mexican furniture names to assemble (burós, closet, zapatera)', () => {
    expect(ask('MX-JAL', 'armar un closet de home depot y 2 burós, vienen en caja')).toMatchObject({
      status: 'priced',
      task: { slug: 'handyman.furniture.assembly' },
      scope: { quantity: 3 },
    });
    expect(ask('MX-NLE', 'armar una zapatera y un tocador')).toMatchObject({ scope: { quantity: 2 } });
  });

  it('reads plaster laid over walls (yeso, enyesar) as a skim coat', () => {
    expect(ask('MX-JAL', 'Necesito colocar yeso en las paredes de la recámara para que queden lisas').task?.slug).toBe('drywall.texture');
    expect(ask('MX-CMX', 'enyesar la pared de la sala, 12 m2')).toMatchObject({ status: 'priced', task: { trade: 'drywall' } });
  });

  it('reads "tarima" on a floor as wood flooring (Spain), not a deck', () => {
    expect(ask('ES-MD', 'cambiar el suelo del dormitorio por tarima, 14 metros').task?.trade).toBe('flooring');
    expect(
      converse(
        'ES-VC',
        'Quiero cambiar el suelo del salón por tarima',
        '¿Cuántos metros tiene el salón?',
        'no lo he medido, es un salón grande',
      ).task?.trade,
    ).toBe('flooring');
  });

  it('reads a wooden deck someone wants put in as a new deck, and rotten boards as a repair', () => {
    expect(converse('MX-NLE', 'Hola, quiero poner una terraza de madera', '¿De qué medidas la quiere?', 'de 4 por 6')).toMatchObject({
      status: 'priced',
      task: { slug: 'carpentry.deck.build' },
      scope: { quantity: 24 },
    });
    expect(ask('MX-JAL', 'quiero arreglar la terraza de madera, tablas podridas').task?.slug).toBe('carpentry.deck.repair');
  });

  it('reads "limpieza general del jardín" as yard cleanup, and of a house as house cleaning', () => {
    expect(ask('MX-JAL', 'limpieza general del jardín, hojas y ramas, con 2 jardineros por 4 horas')).toMatchObject({
      task: { slug: 'landscaping.cleanup' },
      scope: { quantity: 4 },
    });
    expect(ask('MX-JAL', 'limpieza general de la casa').task?.trade).toBe('cleaning');
  });
});

describe('counts, places and rooms named in shorthand', () => {
  it('reads "x3" after a job as three of it, but keeps "4x6" a size', () => {
    expect(ask('CA-QC', 'drywall patch x3')).toMatchObject({ status: 'priced', task: { slug: 'drywall.patch' }, scope: { quantity: 3 } });
    expect(ask('US-TX', 'tree removal x3 backyard')).toMatchObject({ task: { slug: 'landscaping.tree.remove' }, scope: { quantity: 3 } });
    expect(ask('MX-JAL', 'quiero poner una terraza de madera de 4x6')).toMatchObject({ scope: { quantity: 24 } });
  });

  it('reads a tree removed in a yard as tree removal, and yard debris as cleanup', () => {
    expect(ask('CA-ON', 'need a dead oak taken down in the front yard').task?.slug).toBe('landscaping.tree.remove');
    expect(ask('US-TX', 'yard debris removal, 3 hours').task?.slug).toBe('landscaping.cleanup');
  });

  it('does not read "floods" as a misspelt "floors"', () => {
    expect(ask('US-GA', 'my basement floods every spring').task).toBeNull();
    expect(ask('US-GA', 'my basement floods, need a sump pump').task?.slug).toBe('plumbing.sump_pump.install');
  });

  it('reads office buildings as outside home services, a shop (round 16) and a home office as served', () => {
    expect(
      converse(
        'US-IL',
        'my office needs a deep clean',
        'Is this a home office or a commercial office?',
        'its an office building downtown, 3 floors',
      ).status,
    ).toBe('unsupported');
    expect(ask('MX-CMX', 'pintar una nave industrial de 500 m2').status).toBe('unsupported');
    expect(ask('MX-CMX', 'limpieza de un local comercial de 80 m2').status).toBe('priced');
    expect(ask('US-TX', 'paint my home office').task?.slug).toBe('painting.interior.room');
  });
});

describe('hours and screen sizes in shorthand', () => {
  it('reads "2h30" and "1h 45min" as hours with their minutes', () => {
    expect(ask('ES-AN', 'recoger hojas del jardín, 2h30')).toMatchObject({ status: 'priced', scope: { quantity: 2.5 } });
    expect(ask('ES-MD', 'un manitas 1h 45min')).toMatchObject({ scope: { quantity: 1.75 } });
  });

  it('reads "tv de 55" as a 55-inch screen, one of it', () => {
    expect(ask('MX-JAL', 'me pueden montar mi tv de 55 en la pared?')).toMatchObject({
      task: { slug: 'handyman.tv.mount' },
      scope: { quantity: 1 },
    });
    expect(ask('MX-JAL', 'montar 2 teles de 55')).toMatchObject({ scope: { quantity: 2 } });
  });
});
