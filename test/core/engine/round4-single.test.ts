import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('requests outside home services that use a trade word', () => {
  it('reads a painted portrait as art, not a painting job', () => {
    expect(ask('US-TX', 'can you paint a portrait of my dog from a photo?').status).toBe('unsupported');
    expect(ask('MX-CMX', 'quiero un retrato de mis papás pintado al óleo').status).toBe('unsupported');
    expect(
      converse(
        'US-NY',
        'need someone to paint my portrait',
        'Hi! Did you mean a painting job at your home?',
        'no an actual portrait of me and my wife, oil on canvas',
      ).status,
    ).toBe('unsupported');
  });

  it('reads teeth cleaning and whitening as personal care', () => {
    expect(ask('ES-VC', 'quiero hacerme una limpieza bucal y un blanqueamiento').status).toBe('unsupported');
    expect(ask('US-CA', 'how much for teeth whitening').status).toBe('unsupported');
  });

  it('reads lessons and classes as teaching, while fencing work stays fencing', () => {
    expect(ask('US-CO', 'fencing lessons for my 12 year old, do you offer classes?').status).toBe('unsupported');
    expect(ask('MX-NLE', 'dan clases de pintura para niños?').status).toBe('unsupported');
    expect(ask('US-GA', 'need 100 ft of wood fencing installed')).toMatchObject({ status: 'priced', scope: { quantity: 100 } });
  });
});

describe('numbers that describe the item', () => {
  it('does not count the "pulg" of a screen size', () => {
    const answer = ask('MX-CMX', 'instalacion de pantalla 55 pulg en muro');
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'handyman.tv.mount' }, scope: { quantity: 1 } });
    expect(ask('MX-JAL', 'montar pantalla 50 pulg. en muro de la sala').scope?.quantity).toBe(1);
  });
});

describe('a count of places is not a count of the things', () => {
  it('asks how many valves when only the sinks are counted, with or without an article', () => {
    for (const [region, text] of [
      ['CA-QC', 'replace the shutoff valves under our 3 sinks, they all drip'],
      ['ES-AN', 'cambiar las llaves de paso de los 3 lavabos'],
    ] as const) {
      expect(ask(region, text)).toMatchObject({ status: 'needs_detail', task: { slug: 'plumbing.valve.replace' } });
    }
    expect(ask('US-TX', 'replace 2 shutoff valves under the kitchen sink').scope?.quantity).toBe(2);
  });
});

describe('sizes of a wall', () => {
  it('multiplies a width and a height joined by "and" / "y"', () => {
    expect(ask('US-NY', 'texture a wall 12 ft wide and 8 ft high')).toMatchObject({ status: 'priced', scope: { quantity: 96 } });
    expect(ask('MX-CMX', 'resanar una pared de 5 metros de ancho y 2,5 de alto').scope?.quantity).toBe(12.5);
  });

  it('counts a surface once when its sides restate its area', () => {
    expect(
      converse(
        'ES-VC',
        'quiero hacer un tabique de pladur para separar el salón en dos',
        '¿Qué superficie tendría el tabique?',
        'unos 10 m², son 4 metros de largo por 2,5 de alto',
      ).scope?.quantity,
    ).toBe(10);
    expect(ask('US-TX', "hang drywall in the garage, 12x10, that's 120 sq ft").scope?.quantity).toBe(120);
  });
});

describe('one and a half of a unit said without the one', () => {
  it('reads "metro y medio cuadrado" as 1.5 m²', () => {
    expect(
      converse(
        'ES-VC',
        'se me ha caído un trozo del techo de escayola del baño por una fuga del vecino',
        '¿Qué superficie está dañada, más o menos?',
        'metro y medio cuadrado, más o menos',
      ),
    ).toMatchObject({ status: 'priced', scope: { quantity: 1.5 } });
    expect(ask('MX-CMX', 'resanar un metro y medio cuadrado de muro').scope?.quantity).toBe(1.5);
  });
});

describe('a model number in brackets', () => {
  it('names the unit and does not count it', () => {
    expect(ask('US-WA', 'Water softener install, we have the unit already (Fleck 5600)')).toMatchObject({
      status: 'priced',
      scope: { quantity: 1 },
    });
    expect(ask('MX-CMX', 'instalar un suavizador de agua (Fleck 5600) que ya compré').scope?.quantity).toBe(1);
    expect(ask('US-TX', 'replace outlets (3) in the kitchen').scope?.quantity).toBe(3);
  });
});

describe('an unnamed list of small jobs', () => {
  it('asks for the hours instead of assuming them', () => {
    expect(ask('US-WA', 'I need a handyman for a bunch of odd jobs around the house').status).toBe('needs_detail');
    expect(ask('ES-MD', 'necesito un manitas para varias chapuzas en casa').status).toBe('needs_detail');
    expect(ask('US-IL', 'handyman for a bunch of odd jobs, 4 hours')).toMatchObject({ status: 'priced', scope: { quantity: 4 } });
  });
});
