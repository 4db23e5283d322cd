import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 11 (issue 11): families from the misses of held-back set H11 and tuning set T11, each with its paraphrases. */

describe('messages with no job', () => {
  it('reads payment questions and French small talk as unclear', () => {
    for (const [region, text] of [
      ['US-MA', 'do you guys take venmo'],
      ['US-TX', 'can I pay with a credit card?'],
      ['ES-MD', '¿aceptáis bizum o solo efectivo?'],
      ['CA-QC', 'Bonjour!! are you guys open le dimanche?'],
      ['CA-QC', "Bonjour, c'est combien pour une estimation?"],
      ['ES-CT', 'Bon dia, qué tarifas tenéis?'],
      ['CA-ON', 'how much do you guys charge, like how many loonies are we talkin lol'],
    ] as const)
      expect(ask(region, text).status, text).toBe('unclear');
  });

  it('keeps an RV foreign when the customer says "no" to a house', () => {
    const a = converse('US-GA', 'need cleaning done', 'Is it a house cleaning? How many rooms?', 'no its my RV, inside and out');
    expect(a.status).toBe('unsupported');
    expect(converse('US-TX', 'need a light', 'Would you like it on a dimmer?', 'no dimmer. just 1 fixture').status).toBe('priced');
  });
});

describe("Quebec's French words", () => {
  it('reads chambres, lave-vaisselle, sous-sol, gypse and trous', () => {
    expect(ask('CA-QC', 'Paint 2 chambres + le salon in my condo, Verdun').scope?.quantity).toBe(3);
    expect(ask('CA-QC', 'Mon lave-vaisselle drain pas, water sitting in the bottom').task?.slug).toBe('appliances.dishwasher.repair');
    const a = ask('CA-QC', 'Besoin de peinture pour 2 chambres pis aussi patch 3 trous dans le gypse du corridor');
    expect(jobsOf(a)).toEqual(['painting.interior.room', 'drywall.patch']);
  });

  it('reads a new floor in the basement as the main job to size', () => {
    const a = ask('CA-QC', "Besoin d'un nouveau plancher dans le sous-sol + 3 pot lights");
    expect(a.status).toBe('needs_detail');
    expect(a.extras.map((x) => x.slug)).toEqual(['electrical.recessed_light.install']);
  });
});

describe('what is not a job', () => {
  it('does not read a move-in deadline as a move', () => {
    expect(ask('CA-ON', 'need the condo painted before we move in, 2 bedrooms and the living room').task?.slug).toBe(
      'painting.interior.room',
    );
    expect(ask('MX-CMX', 'quiero pintar 3 recámaras antes de que nos mudemos').scope?.quantity).toBe(3);
  });

  it('does not read a door, a window or a pool that only says where as a job', () => {
    expect(converse('CA-AB', 'interested in a deck build', 'What size?', '16 by 12 off the back door').scope?.quantity).toBe(192);
    expect(jobsOf(ask('ES-MD', 'alicatar la cocina, salen 14 m2 quitando la ventana y la puerta'))).toEqual(['tile.wall.install']);
    expect(ask('US-FL', 'build a deck around our above ground pool, 12x16').task?.slug).toBe('carpentry.deck.build');
    expect(ask('ES-VC', 'podar 4 palmeras, me tiran las hojas a la piscina').task?.slug).toBe('landscaping.tree.trim');
  });
});

describe('amounts', () => {
  it('does not count door widths, screen sizes given after the TV, "one time" or a roof\'s slopes', () => {
    expect(ask('US-AZ', 'new front door install, prehung 36 in. bought it already').scope?.quantity).toBe(1);
    expect(ask('MX-JAL', 'ocupo q me cuelguen la tele, es de 55, ya tengo el rack').scope?.quantity).toBe(1);
    expect(converse('US-CO', 'house cleaning', 'How many rooms?', 'one time, 3 bedrooms and the living room').scope?.quantity).toBe(4);
    const gutters = converse('MX-NLE', 'canalones pa toda la casa', '¿Cuántos metros?', 'no tengo idea, es de 2 aguas');
    expect(gutters.status).toBe('needs_detail');
  });

  it('reads one of the counted things as one of them, and a state of some as no count', () => {
    expect(ask('MX-NLE', 'cambiar 4 contactos de la cocina, uno q sea con usb').scope?.quantity).toBe(4);
    expect(ask('US-GA', 'remove 3 pine trees, one is leaning on the shed').scope?.quantity).toBe(3);
    expect(ask('US-CA', 'need some outlets replaced, a couple are loose').status).toBe('needs_detail');
    const fence = converse('US-CA', 'how much to replace my fence', 'How many feet?', 'the whole back, its the wood one');
    expect(fence.status).toBe('needs_detail');
  });

  it('counts "both of my bedrooms" as two and rooms said again as the same rooms', () => {
    expect(ask('US-CA', 'walls in both of my bedrooms need painting (2 rooms), ceilings are fine').scope?.quantity).toBe(2);
    expect(ask('ES-AN', 'pintar un par de habitaciones, son 2 dormitorios').scope?.quantity).toBe(2);
  });

  it('adds "another" to the measure before it and keeps "cuarenta y ocho" one number', () => {
    expect(ask('US-CO', 'new gutters, about 100 ft, oh and add another 30 for the garage').scope?.quantity).toBe(130);
    expect(ask('ES-AN', 'poner rodapié en todo el piso, he medido y son cuarenta y ocho metros lineales').scope?.quantity).toBe(48);
  });

  it('asks when rooms beyond the named ones are not counted, or the hours of a move are not known', () => {
    expect(ask('US-GA', 'paint the living room and probably a few more rooms').status).toBe('needs_detail');
    expect(converse('MX-CMX', 'quiero pintar varios cuartos', '¿Cuántos?', '2 recámaras y la sala').scope?.quantity).toBe(3);
    const move = converse('CA-BC', 'Movers needed June 30', 'How many movers and hours?', '3 guys. not sure on hours, 2 bedroom');
    expect(move).toMatchObject({ status: 'needs_detail', task: { slug: 'moving.labor' } });
  });

  it('books a weekly cleaning by the hour', () => {
    const a = ask('ES-CT', 'busco persona para limpieza semanal, 4 horas los martes. Piso de 80 m');
    expect(a).toMatchObject({ task: { slug: 'cleaning.hourly' }, scope: { quantity: 4 } });
  });
});

describe('several jobs', () => {
  it('sizes each job asked about from one answer, by its own measure', () => {
    const roof = converse(
      'CA-AB',
      'looking for a new roof + eavestroughs',
      'Roof size and eavestrough?',
      'roof is 28 squares, eavestrough ~160 ft',
    );
    expect(roof).toMatchObject({ task: { slug: 'roofing.shingles.replace' }, scope: { quantity: 2800 } });
    expect(roof.extras.map((x) => [x.slug, x.quantity])).toEqual([['roofing.gutters.install', 160]]);
    const home = converse(
      'MX-CMX',
      'ocupo limpieza de la casa y q me corten el pasto',
      '¿Cuántas recámaras y qué tamaño tiene el jardín?',
      'son 3 recamaras, sala y comedor. el jardin como 20 m2',
    );
    expect(home).toMatchObject({ task: { slug: 'cleaning.house.standard' }, scope: { quantity: 5 } });
    expect(home.extras.map((x) => [x.slug, x.quantity])).toEqual([['landscaping.mowing', 20]]);
  });

  it('asks the size of a whole-home or plural job before pricing a small one beside it', () => {
    expect(ask('MX-CMX', 'ocupo cambiar las ventanas del depa y resanar 2 hoyos en la tablaroca').status).toBe('needs_detail');
    const lights = ask('ES-VC', 'poner focos LED empotrados en el pasillo y quitar el plafón');
    expect(lights).toMatchObject({ status: 'needs_detail', task: { slug: 'electrical.recessed_light.install' } });
    // An answer that counts them is not a second job.
    expect(converse('MX-NLE', 'ocupo que me instalen minisplits', '¿Cuántos?', '3 minisplits, uno en la sala').status).toBe('priced');
  });

  it("keeps workers of the job's trade as its crew and a floor with its own measure as its own job", () => {
    const deck = ask('ES-VC', 'Queremos tarima exterior de madera tropical en la terraza, 5 x 4 metros. Que vengan 2 carpinteros');
    expect(deck).toMatchObject({ task: { slug: 'carpentry.deck.build' }, scope: { quantity: 20, crew_size: 2 }, unpriced: [] });
    expect(jobsOf(ask('ES-MD', 'Alicatar baño completo, paredes 22 m2 y suelo 4 m2'))).toEqual(['tile.wall.install', 'tile.floor.install']);
  });
});

describe('the right task', () => {
  it('reads gutters to replace, water from the faucet, climas and impact windows', () => {
    expect(ask('US-AZ', 'Need gutters replaced, monsoon ripped half of them off').task?.slug).toBe('roofing.gutters.install');
    expect(ask('MX-CMX', 'se sale el agua de la llave del lavamanos').task?.slug).toBe('plumbing.faucet.repair');
    expect(ask('MX-NLE', 'ocupo q me limpien los 2 climas de la casa')).toMatchObject({
      task: { slug: 'hvac.ac.service' },
      scope: { quantity: 2 },
    });
    expect(ask('US-FL', 'how much to do all my windows impact windows whole house').task?.slug).toBe('windows_doors.window.replace');
    expect(ask('CA-BC', 'swap 4 old fixtures → new ones (supplied)').task?.slug).toBe('electrical.light_fixture.install');
  });

  it('reads closets wanted for rooms as built, and a vosotros question as naming a kind', () => {
    expect(ask('MX-NLE', 'closets para las recamaras, de melamina').task?.trade).toBe('carpentry');
    const tv = converse('ES-VC', '¿colgáis teles?', '¿De cuántas pulgadas?', '50 pulgadas, en pladur');
    expect(tv).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
  });
});

describe('later in round 11', () => {
  it('reads a wake word, "cuando podáis", "toy en" and "está tire y tire"', () => {
    expect(ask('US-AZ', 'hey siri call mom no not that cancel cancel').status).toBe('unclear');
    expect(ask('ES-AN', 'oye me podéis llamar cuando podáis').status).toBe('unclear');
    expect(ask('MX-JAL', 'ocupo plomero el escusado esta tire y tire agua, toy en zapopan').task?.slug).toBe('plumbing.toilet.repair');
  });

  it('keeps a decimal before a comma, counts "5 más la de la cocina" and hauls what "os llevéis"', () => {
    const tile = converse('MX-NLE', 'loseta en la sala', '¿Cuánto mide?', 'mide 5 x 6 metros. ah no espera, es 5 x 5,5, perdon');
    expect(tile.scope?.quantity).toBe(27.5);
    expect(converse('ES-AN', 'cambiar las puertas', '¿Cuántas?', '5 más la de la cocina').scope?.quantity).toBe(6);
    const a = ask('ES-VC', 'limpieza fin de obra, 2 limpiadoras 4 horas, y ya de paso que os llevéis un colchón viejo');
    expect(a).toMatchObject({ task: { slug: 'cleaning.hourly' }, scope: { quantity: 4, crew_size: 2 }, unpriced: [] });
    expect(a.extras.map((x) => [x.slug, x.quantity])).toEqual([['moving.junk.items', 1]]);
  });

  it("reads Quebec's chauffe-eau", () => {
    expect(ask('CA-QC', 'le chauffe-eau is leaking from the bottom, Laval').task?.trade).toBe('plumbing');
  });
});
