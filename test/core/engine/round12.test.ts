import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 12 (issue 11): families from the misses of held-back set H12, released for tuning, each with its paraphrases. */

describe('moves and snow', () => {
  it('reads hands with a truck as a move, the truck sized for the load included', () => {
    expect(ask('US-TX', 'need two men with a van on saturday')).toMatchObject({ status: 'needs_detail', task: { trade: 'moving' } });
    expect(ask('MX-JAL', 'ocupo 3 chavos y una camioneta por 4 horas pa pasar unos muebles')).toMatchObject({
      status: 'priced',
      task: { trade: 'moving' },
      scope: { quantity: 4, crew_size: 3 },
    });
    const a = converse(
      'CA-AB',
      'need 2 guys and a truck',
      'Sure! For how long?',
      'five hrs. 26 ft truck if u have one, moving a 3 bed bungalow',
    );
    expect(a).toMatchObject({ status: 'priced', task: { trade: 'moving' }, scope: { quantity: 5, crew_size: 2 } });
  });

  it('never reads "muchachos" as a maid nor "tortón" as a typo', () => {
    const a = ask('MX-NLE', 'necesito tres muchachos para cargar un torton por dos horas, son cajas');
    expect(a).toMatchObject({ task: { trade: 'moving' }, scope: { quantity: 2, crew_size: 3 } });
  });

  it('reads a driveway cleared or blown out as snow work, and a mixed number of hours', () => {
    expect(ask('US-IL', 'blizzard left 18 inches, need 2 guys for 3 hours to clear the driveway')).toMatchObject({
      task: { slug: 'landscaping.snow.removal' },
      scope: { quantity: 3, crew_size: 2 },
    });
    expect(ask('CA-ON', 'can someone blow out my driveway and walk, maybe 2 hours').task?.slug).toBe('landscaping.snow.removal');
    expect(ask('US-MA', 'shovel the front walk and driveway, est 1 1/2 hours').scope?.quantity).toBe(1.5);
    expect(ask('US-TX', 'need a handyman for 3-1/2 hours for some odd jobs').scope?.quantity).toBe(3.5);
  });

  it('reads "moving out" as the reason for a move-out clean, not a move', () => {
    const a = ask('US-NY', 'moving out of my apartment on the 30th, need a move out clean, 2 cleaners for 3 hours');
    expect(a).toMatchObject({ status: 'priced', task: { trade: 'cleaning' }, scope: { quantity: 3, crew_size: 2 } });
    expect(a.extras).toEqual([]);
    expect(a.unpriced).toEqual([]);
  });
});

describe('numbers that are not amounts', () => {
  it('keeps litres, a ceiling height, how many times and a TV size said later out of the amount', () => {
    expect(
      converse('CA-ON', 'my hot water tank is leaking', 'Replace it? What size?', 'yes replace it, its a 151 litre electric').scope,
    ).toMatchObject({
      quantity: 1,
    });
    expect(converse('US-IL', 'furnace not working', 'Any error codes?', 'it flashes 4 times then stops').scope?.quantity).toBe(1);
    expect(ask('US-WA', 'need the living room ceiling painted, ceilings are 10\'6" so bring a tall ladder').scope?.quantity).toBe(1);
    expect(ask('MX-CMX', 'quiero que me monten la tele en la recámara, es de 65').scope?.quantity).toBe(1);
    expect(ask('US-FL', 'mount my tv above the fireplace, its a 75').scope?.quantity).toBe(1);
  });

  it('reads "its electric" as how the thing is powered, not an electrician job', () => {
    const a = converse('US-TX', 'water heater leaking', 'Replace or repair?', 'replace. its a 40 gallon electric');
    expect(jobsOf(a)).toEqual(['plumbing.water_heater.replace']);
  });

  it('reads a gate width as the gate, and keeps a run of fence beside a gate', () => {
    expect(ask('US-CO', 'the wood gate on our fence is falling apart, its 4 ft wide, single gate, can you replace it')).toMatchObject({
      task: { slug: 'fencing.gate.install' },
      scope: { quantity: 1 },
    });
    expect(jobsOf(ask('US-TX', 'install 150 ft of cedar fence, 6 ft privacy, plus a 4 ft walk gate'))).toEqual([
      'fencing.wood.install',
      'fencing.gate.install',
    ]);
  });

  it('does not count sinks as the valves under them, in the request or in an answer', () => {
    expect(ask('US-TX', 'the shutoffs under 3 of our sinks are seized up, want them replaced').status).toBe('needs_detail');
    expect(converse('MX-CMX', 'quiero cambiar las llaves de paso', '¿Cuántas llaves son?', 'son 3 lavabos en la casa').status).toBe(
      'needs_detail',
    );
    expect(converse('MX-CMX', 'quiero cambiar las llaves de paso', '¿Cuántas llaves son?', 'son 6').scope?.quantity).toBe(6);
  });
});

describe('corrections and sizes said in answers', () => {
  it('re-measures with a corrected figure, and the old figure named again stays taken back', () => {
    const a = converse(
      'MX-NLE',
      'piso laminado para la sala',
      '¿Cuántos metros cuadrados son?',
      '30 m2',
      '¿Incluye el comedor?',
      'no. perdón son 25 no 30, los 30 eran con el comedor',
    );
    expect(a.scope?.quantity).toBe(25);
    expect(converse('US-WA', 'need 2 movers', 'For how many hours?', '2-3 hrs? just say 3').scope?.quantity).toBe(3);
  });

  it('multiplies an area said of each room counted before', () => {
    expect(converse('US-TX', 'new carpet in 2 bedrooms', 'how big are they?', 'about 120 sq ft each').scope?.quantity).toBe(240);
    expect(converse('ES-VC', 'tarima flotante en 3 dormitorios', '¿Qué medidas tienen?', 'unos 10 m2 cada uno').scope?.quantity).toBe(30);
    expect(converse('US-TX', 'new carpet in 3 bedrooms', 'how big are they?', 'about 360 sq ft total').scope?.quantity).toBe(360);
  });

  it('counts rooms once when they are named again, and "the whole den" is one room', () => {
    expect(ask('ES-MD', 'quiero pintar 3 habitaciones (son los dormitorios), ¿cuánto sería?').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'paint 2 bedrooms, the bedrooms are upstairs').scope?.quantity).toBe(2);
    const a = ask('US-TX', 'patch a hole in the bedroom wall and then paint the whole bedroom');
    expect(a).toMatchObject({ status: 'priced', task: { slug: 'painting.interior.room' }, scope: { quantity: 1 } });
  });
});

describe('where the work is, and what is no job', () => {
  it('reads an answer that puts the work on a boat as unsupported', () => {
    expect(
      converse(
        'US-TX',
        'do u refinish decks? teak, about 30 ft',
        'Sure, is this at your home?',
        'nope its on my boat lol, its parked in my driveway',
      ).status,
    ).toBe('unsupported');
    expect(converse('US-FL', 'refinish my deck, 280 sq ft', 'Is this at your home?', 'yes, back of the house').status).toBe('priced');
  });

  it('reads referrals and service-area questions as unclear, and a trade named by its noun as a question', () => {
    expect(ask('US-IL', 'hey is this still the right number? my neighbor gave it to me').status).toBe('unclear');
    expect(ask('ES-AN', 'buenas, ¿dais servicio en Dos Hermanas?').status).toBe('unclear');
    expect(ask('MX-CMX', 'necesito servicio de plomería en mi casa').status).toBe('needs_detail');
    expect(ask('MX-NLE', '¿reparan clima automotriz?').status).toBe('unsupported');
  });

  it('hears an AC buzzing as service, never a mailbox, and the side yard as where it stands', () => {
    const a = converse(
      'US-AZ',
      'my AC is making a loud buzzing noise outside',
      'Is it still cooling?',
      'barely. its the condenser in the side yard',
    );
    expect(jobsOf(a)).toEqual(['hvac.ac.service']);
  });

  it('reads the doors and windows of a room described in an answer as no jobs', () => {
    const a = converse(
      'ES-MD',
      'rodapié para el dormitorio',
      '¿Cuántos metros lineales son?',
      'ni idea, es un dormitorio normal, tiene una puerta y dos ventanas',
    );
    expect(jobsOf(a)).toEqual(['carpentry.baseboard.install']);
    expect(a.status).toBe('needs_detail');
  });
});

describe('several jobs', () => {
  it('asks the size of a whole-home job named by its noun before pricing a small job beside it', () => {
    const a = ask('ES-AN', 'Queremos una limpieza general de la casa y que nos limpien el horno');
    expect(a).toMatchObject({ status: 'needs_detail', task: { trade: 'cleaning' } });
    expect(
      converse(
        'US-MA',
        'Do you do house cleaning',
        'How many bedrooms?',
        'deep clean, 3 bedrooms plus the living room. can you also do the inside of the oven',
      ).status,
    ).toBe('priced');
  });

  it('reads an answer to "anything else?" as another job', () => {
    expect(
      jobsOf(converse('US-IL', 'can you replace my kitchen faucet?', 'Sure, anything else?', 'a ceiling fan in the bedroom')).sort(),
    ).toEqual(['electrical.ceiling_fan.install', 'plumbing.faucet.replace']);
  });

  it('keeps tiling with its own verb and measure after a comma, and a crew asked for apart from the counts', () => {
    const a = ask('ES-MD', 'cambiar el lavabo y alicatar los 4 m2 de la pared de detrás. venid dos que tengo prisa');
    expect(a.scope?.crew_size).toBe(2);
    expect(jobsOf(a).sort()).toEqual(['plumbing.sink.install', 'tile.wall.install']);
    const b = ask('ES-MD', 'necesito cambiar el plato de ducha, alicatar los 6 m2 de alrededor y poner grifo termostático');
    expect(jobsOf(b)).toEqual(['plumbing.shower.install', 'tile.wall.install', 'plumbing.faucet.replace']);
  });

  it('keeps a shower faucet a faucet beside the tiling', () => {
    expect(jobsOf(ask('ES-VC', 'necesito alicatar 15 m2 de pared en el baño y cambiar el grifo de la ducha'))).toEqual([
      'tile.wall.install',
      'plumbing.faucet.replace',
    ]);
  });

  it('asks how many repairs when a roof leaks in several places', () => {
    expect(ask('ES-MD', 'el tejado tiene goteras en varios sitios, hay que arreglarlo').status).toBe('needs_detail');
    expect(ask('US-TX', 'roof leaks in a few places after the hail, need it fixed').status).toBe('needs_detail');
  });

  it('sizes the cleaning, not the move given as its reason, from the rooms answered', () => {
    const a = converse(
      'CA-QC',
      "we're moving out in july and need a cleaning before we give the keys back",
      'How many rooms?',
      '3 chambres and the living',
    );
    expect(a).toMatchObject({ status: 'priced', task: { trade: 'cleaning' }, scope: { quantity: 4 } });
  });

  it('reads Canadian "eaves" said on their own as the gutters', () => {
    expect(ask('CA-ON', 'the eaves are full of leaves again, need them cleaned out, about 120 ft')).toMatchObject({
      task: { slug: 'cleaning.gutters' },
      scope: { quantity: 120 },
    });
  });

  it('reads trees by their kind, an outdoor tarima as a deck and a moved mini split as reinstalled', () => {
    expect(ask('US-WA', 'theres a dead maple leaning over the driveway that needs to come down').task?.slug).toBe(
      'landscaping.tree.remove',
    );
    expect(ask('ES-AN', 'hay que quitar dos olivos secos del patio').scope?.quantity).toBe(2);
    expect(ask('ES-VC', 'queremos una tarima de madera exterior en el jardín, 5 x 3 metros').task?.slug).toBe('carpentry.deck.build');
    expect(ask('ES-AN', 'hay que mover el split del dormitorio a la pared de enfrente').task?.trade).toBe('hvac');
  });
});
