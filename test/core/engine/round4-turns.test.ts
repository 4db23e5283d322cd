import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

/** Conversations, crew and several jobs, round 4 (issue 11: eng-r4-b), from the misses of held-back set H3. */
describe('a worker and a helper', () => {
  it('"un maestro y su ayudante", "a handyman and his helper" are a crew of 2', () => {
    expect(ask('MX-CMX', 'un maestro y su ayudante para arreglos varios, 8 horas').scope!.crew_size).toBe(2);
    expect(ask('ES-MD', 'un oficial y un peón para chapuzas en casa, 5 horas').scope!.crew_size).toBe(2);
    expect(ask('US-TX', 'a handyman and his helper for odd jobs, 6 hours').scope!.crew_size).toBe(2);
  });

  it('counted workers and helpers add up, outranking the helpers counted alone', () => {
    expect(ask('CA-ON', 'need 2 guys plus a helper to move boxes for 4 hours').scope!.crew_size).toBe(3);
    expect(ask('MX-JAL', '1 maestro y 2 ayudantes para arreglos, 4 horas').scope!.crew_size).toBe(3);
  });

  it('a helper word alone is still a plain count', () => {
    expect(ask('MX-CMX', 'necesito 2 ayudantes para cargar la mudanza, 3 horas').scope!.crew_size).toBe(2);
  });
});

describe('"and then <step>" on the thing just built', () => {
  it('a next step without a pronoun ("then stained once it\'s finished") is its own job, sized like the thing', () => {
    for (const [region, text, quantity] of [
      ['CA-AB', "need 120 ft of cedar fence built, then stained once it's finished", 120],
      ['US-WA', 'new wood fence 60 ft and then stained when finished', 60],
      ['US-CO', "build a 12x16 deck and then stain once it's done", 192],
    ] as const) {
      const answer = ask(region, text);
      expect(answer.scope!.quantity).toBe(quantity);
      expect(answer.extras.map((e) => [e.slug.split('.')[0], e.quantity])).toContainEqual(['painting', quantity]);
    }
  });

  it('"y luego barnizar" after a fence in Spanish', () => {
    const answer = ask('ES-MD', 'poner 30 metros de valla de madera y luego barnizar cuando esté');
    expect(answer.extras.map((e) => e.slug)).toContain('painting.fence');
  });

  it('"then" before a thing ("and then the gate") is not a step of its own', () => {
    const answer = ask('US-WA', 'new wood fence 60 ft and then the gate too');
    expect(answer.extras.map((e) => e.slug.split('.')[0])).not.toContain('painting');
  });
});

describe('a later turn that drops the job asked about for another', () => {
  it('"forget the faucet… mount our tv instead" prices only the new job', () => {
    const answer = converse(
      'US-CA',
      'can you fix my leaky faucet',
      'Sure! Which faucet is it?',
      'bathroom sink. actually forget the faucet, my husband fixed it. can you mount our 55 inch tv instead?',
    );
    expect(answer.task!.slug).toBe('handyman.tv.mount');
    expect(answer.extras).toEqual([]);
    expect(
      converse(
        'CA-ON',
        'how much to paint my bedroom',
        'What size?',
        "forget the painting, we'll do that ourselves. can you replace 4 outlets instead",
      ).scope!.quantity,
    ).toBe(4);
  });

  it('"lo de pintar lo hago yo" after the new job does not bring the dropped one back', () => {
    const answer = converse(
      'MX-CMX',
      'quiero pintar mi cuarto',
      '¿Qué medidas tiene el cuarto?',
      'sabes qué, mejor solo cámbiame la chapa de la puerta, lo de pintar lo hago yo',
    );
    expect(answer.task!.trade).toBe('windows_doors');
    expect(answer.extras.map((e) => e.slug.split('.')[0])).not.toContain('painting');
    expect(
      converse(
        'ES-MD',
        'quería pintar el salón',
        '¿Medidas?',
        'mira, en vez de eso cámbiame el grifo de la cocina, lo de pintar lo hacemos nosotros',
      ).task!.trade,
    ).toBe('plumbing');
  });

  it('without such words a later turn adds a job; "instead" on the same job only changes its figure', () => {
    const both = converse('US-TX', 'need 3 outlets replaced', 'Anything else?', 'yes, also mount a tv in the living room');
    expect(both.task!.trade).toBe('electrical');
    expect(both.extras.map((e) => e.slug)).toContain('handyman.tv.mount');
    expect(converse('US-TX', 'need 3 outlets replaced', 'Got it, 3 outlets.', 'make it 5 outlets instead').scope!.quantity).toBe(5);
  });
});
