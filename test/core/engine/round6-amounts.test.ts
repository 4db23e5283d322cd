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
