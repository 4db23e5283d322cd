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
