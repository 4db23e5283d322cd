import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 13 (issue 11): families from the misses of held-back set H13, released for tuning, each with its paraphrases. */

describe('Quebec French', () => {
  it('reads a French request through English words and answers in English, never in Spanish', () => {
    const a = ask('CA-QC', "Je veux refaire le toit du chalet et changer la porte d'entrée. Mont-Tremblant");
    expect(jobsOf(a).sort()).toEqual(['roofing.shingles.replace', 'windows_doors.door.exterior'].sort());
    expect(a.question?.text).toMatch(/How big/);
    expect(ask('CA-QC', 'Nettoyage du four svp, il est vraiment sale')).toMatchObject({
      status: 'priced',
      task: { trade: 'cleaning' },
      scope: { quantity: 1 },
    });
    expect(ask('CA-QC', 'Tonte de pelouse chaque semaine? ça fait à peu près 400 m² en tout')).toMatchObject({
      status: 'priced',
      task: { trade: 'landscaping' },
      scope: { quantity: 400 },
    });
  });

  it('reads Quebec words mixed into English: hands, hours, a 4 1/2, fans', () => {
    expect(ask('CA-QC', 'Besoin de déneigement demain matin, driveway + walkway. send 2 gars for 2 heures')).toMatchObject({
      status: 'priced',
      task: { slug: 'landscaping.snow.removal' },
      scope: { quantity: 2, crew_size: 2 },
    });
    // A "4 1/2" is an apartment of two bedrooms, not four and a half rooms.
    expect(ask('CA-QC', 'Besoin de déménageurs pour le 1er juillet, un 4 1/2 au 3e étage')).toMatchObject({
      task: { trade: 'moving' },
      scope: { quantity: 2 },
    });
    const a = converse(
      'CA-QC',
      'Bonjour! Je voudrais faire installer des ventilateurs de plafond',
      'Bonjour! How many fans, and is there already a light fixture where they will go?',
      '3 ventilateurs, oui il y a déjà des luminaires',
    );
    expect(a).toMatchObject({ status: 'priced', task: { slug: 'electrical.ceiling_fan.install' }, scope: { quantity: 3 } });
    expect(a.extras).toEqual([]);
  });

  it('reads an age in years or a decade as no amount', () => {
    const a = converse(
      'CA-QC',
      "Allo! mon chauffe-eau fait un bruit bizarre pis l'eau est juste tiède",
      'Hi! Is it electric or gas, and roughly how old is it?',
      'électrique, 60 gallons, environ 12 ans. probably time to replace it',
    );
    expect(a).toMatchObject({ task: { slug: 'plumbing.water_heater.replace' }, scope: { quantity: 1 } });
    expect(ask('ES-MD', 'Quiero alicatar el baño entero y cambiar el lavabo, es un baño de los 70').status).toBe('needs_detail');
  });
});

describe('answers', () => {
  it('reads an answer that picks one of the offered kinds as that job, with its correction', () => {
    const a = converse(
      'CA-ON',
      'need a new fence along the side of the yard, 12 metres',
      'Wood or chain link?',
      'chain link. actually make it 15 metres',
    );
    expect(a).toMatchObject({ task: { slug: 'fencing.chain_link.install' }, scope: { quantity: 15 } });
    expect(a.extras).toEqual([]);
    const b = converse('US-TX', 'need 40 ft of new fence', 'Wood or chain link?', 'chain link');
    expect(b).toMatchObject({ task: { slug: 'fencing.chain_link.install' }, scope: { quantity: 40 } });
  });

  it('reads a measure answering "how tall?" as a height, and inches answered as the TV size', () => {
    const a = converse('CA-ON', 'need the cedar hedge trimmed, about 60 ft', 'Sure. Roughly how tall is it?', '8 ft or so');
    expect(a).toMatchObject({ task: { slug: 'landscaping.hedge.trim' }, scope: { quantity: 60 } });
    const b = converse('MX-NLE', 'quiero una barda de 20 metros', '¿Qué altura?', 'unos 2 metros');
    expect(b.scope?.quantity).toBe(20);
    const tv = converse(
      'MX-NLE',
      'hola hacen instalación de pantallas en pared?',
      'Sí, ¿de cuántas pulgadas es y ya tiene soporte?',
      'de 65 y sí ya tengo el soporte',
    );
    expect(tv).toMatchObject({ status: 'priced', task: { slug: 'handyman.tv.mount' }, scope: { quantity: 1 } });
  });

  it('reads a thing named first and the work answered after as one request', () => {
    const a = converse('CA-BC', 'hey do u do gutters', 'We do! New gutters or cleaning?', 'new ones, the whole house');
    expect(a).toMatchObject({ status: 'needs_detail', task: { slug: 'roofing.gutters.install' } });
  });

  it('keeps a correction when the customer keeps the rest of the work', () => {
    const a = converse(
      'MX-JAL',
      'cuanto por pintar 4 recamaras',
      '¿Incluye techos?',
      'sin techos. ah no espera, mejor que sean 3, la otra la pinto yo',
    );
    expect(a).toMatchObject({ task: { trade: 'painting' }, scope: { quantity: 3 } });
    expect(a.unpriced).toEqual([]);
    const b = converse(
      'MX-JAL',
      'cuánto cuesta la barda de block por metro?',
      '¿Cuántos metros lineales serían?',
      'son 40 metros... bueno no, el vecino ya tiene 10 metros hechos, entonces nomás 30',
    );
    expect(b.scope?.quantity).toBe(30);
  });

  it('reads "todavía no lo sé" as an amount not known', () => {
    const a = converse(
      'ES-AN',
      'Quiero poner aire acondicionado en casa',
      '¿Cuántos equipos o habitaciones quieres climatizar?',
      'pues todavía no lo sé, estamos mirando',
    );
    expect(a).toMatchObject({ status: 'needs_detail', task: { trade: 'hvac' } });
    const b = converse('MX-JAL', '¿instalan campanas de cocina?', '¿Cuántas serían?', 'ya las tengo, todavía no sé cuántas voy a poner');
    expect(b.status).toBe('needs_detail');
  });
});

describe('counting', () => {
  it('reads "one in the kitchen and the other in the bath" as the two counted', () => {
    expect(ask('MX-CMX', 'Cambiar 2 llaves de paso, una en la cocina y otra en el baño').scope?.quantity).toBe(2);
    expect(ask('MX-CMX', 'cambiar 2 contactos, uno en la cocina y otro en el baño').scope?.quantity).toBe(2);
    expect(ask('US-TX', 'replace 2 outlets, one in the kitchen and one in the bath').scope?.quantity).toBe(2);
  });

  it('reads a total said after "and the other one" as the total', () => {
    const a = converse(
      'ES-VC',
      'Se me ha roto la persiana del dormitorio, no sube',
      '¿Es solo la cinta o quieres cambiar la persiana entera?',
      'entera, y la de la otra habitación igual, son 2',
    );
    expect(a.scope?.quantity).toBe(2);
  });

  it('reads rooms counted and then named as that many rooms', () => {
    expect(ask('CA-ON', 'Two rooms need paint, the living room and the dining room. No ceilings.').scope?.quantity).toBe(2);
    expect(ask('CA-ON', 'hi can u paint my living rm + dining rm? just the walls').scope?.quantity).toBe(2);
    expect(ask('US-TX', 'two rooms need painting: the office and the guest room').scope?.quantity).toBe(2);
    expect(ask('ES-MD', 'hay 2 habitaciones que pintar, el salón y el comedor').scope?.quantity).toBe(2);
    // Counted bedrooms and other rooms named after them add up.
    expect(ask('US-NY', 'repaint 2 bedrooms, living room and kitchen').scope?.quantity).toBe(4);
    expect(ask('US-NY', 'deep clean, 2 bedrooms and the living room, kitchen is fine I will do that myself').scope?.quantity).toBe(3);
  });

  it('reads one for each of the things counted before', () => {
    const a = ask('MX-NLE', 'quiero instalar 2 minisplits, y que me pongan un contacto de 220 para cada uno porque no hay');
    expect(a.extras.find((x) => x.slug === 'electrical.outlet.install')?.quantity).toBe(2);
    const b = ask('US-TX', 'install 3 ceiling fans and a dimmer for each of them');
    expect(b.extras.find((x) => x.slug === 'electrical.switch.replace')?.quantity).toBe(3);
  });

  it('carries a rating unit said once to the other one', () => {
    const a = converse(
      'ES-MD',
      'Instalación de 2 splits',
      '¿De qué potencia y en qué estancias?',
      'uno de 2.250 frigorías en el dormitorio y otro de 4.500 en el salón',
    );
    expect(a.scope?.quantity).toBe(2);
  });
});

describe('Spain and Mexico', () => {
  it('reads vosotros requests as requests, never plurals, a panel or pruning', () => {
    expect(ask('ES-CT', 'Necesito que me colguéis unos cuadros y unos espejos en el piso nuevo').task?.trade).toBe('handyman');
    expect(ask('ES-VC', '¿me limpiáis el horno? está fatal')).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
    expect(ask('ES-AN', 'oye me podéis llamar cuando podáis').status).toBe('unclear');
  });

  it('writes back the s Andalusian speech drops', () => {
    const a = ask(
      'ES-AN',
      "somo' do' hermano' y nesesitamo' 3 mozo' pa la mudansa de mi madre, unas 5 horas, y que luego nos monten 2 armarios de Ikea",
    );
    expect(a).toMatchObject({ task: { trade: 'moving' }, scope: { quantity: 5, crew_size: 3 } });
    expect(jobsOf(a)).toEqual(['moving.labor', 'handyman.furniture.assembly']);
  });

  it('reads a tile format, a visit window and where wiring starts as no amounts or jobs', () => {
    expect(ask('MX-JAL', 'Cuánto cobran x m2 de porcelanato 60x60? Es para sala y comedor').status).toBe('needs_detail');
    expect(ask('ES-MD', 'arreglar el grifo del baño que gotea, podéis el jueves entre las 4 y las 6?').scope?.quantity).toBe(1);
    const a = ask('MX-NLE', 'cuanto por poner unos contactos en la cochera? hay que meter cable desde el centro de carga');
    expect(a).toMatchObject({ status: 'needs_detail', task: { slug: 'electrical.outlet.install' } });
  });

  it('reads a partition wall of drywall and sides in metres and centimetres', () => {
    const a = converse(
      'MX-NLE',
      'tienen quien haga tabla roca?',
      'Sí, ¿qué necesita hacer y de qué medida?',
      'un muro divisorio para sacar otra recamara, mide 4 metros de largo x 2,60 de alto',
    );
    expect(a).toMatchObject({ status: 'priced', task: { trade: 'drywall' }, scope: { quantity: 10.4 } });
    const b = converse(
      'MX-NLE',
      'azulejo para la pared de la cocina',
      '¿Qué medidas tiene la pared?',
      '3 metros de largo por 60 cm de alto',
    );
    expect(b).toMatchObject({ status: 'priced', task: { trade: 'tile' }, scope: { quantity: 1.8 } });
  });

  it('reads a wooden terrace as a deck, Ikea furniture as assembly and a master with his helper as two', () => {
    expect(ask('MX-NLE', 'quiero una terraza de madera de 4 x 5 metros')).toMatchObject({
      task: { slug: 'carpentry.deck.build' },
      scope: { quantity: 20 },
    });
    expect(ask('ES-AN', 'móntame un mueble del Ikea pa el salón').task?.slug).toBe('handyman.furniture.assembly');
    expect(ask('MX-NLE', 'Ocupo un maestro y su chalán por 2 horas para cosas varias').scope?.crew_size).toBe(2);
  });
});

describe('no jobs and no crews', () => {
  it('reads who-is-this, referrals and service-area questions as unclear', () => {
    expect(ask('CA-ON', 'Good morning! is this still the number for the reno company?').status).toBe('unclear');
    expect(ask('CA-ON', 'Hello, got this number from my neighbour. call me back when u get a chance').status).toBe('unclear');
    expect(ask('US-AZ', 'Hi, saw your ad on Nextdoor. What areas do you service?').status).toBe('unclear');
  });

  it('reads place names on a move route, an inspector and a unit on the roof as no jobs', () => {
    const a = converse(
      'US-NY',
      'Moving from Bushwick to Ridgewood on the 15th, mostly boxes',
      'How many movers and about how many hours?',
      '3 guys, prob 5 hrs',
    );
    expect(a).toMatchObject({ task: { trade: 'moving' }, scope: { quantity: 5, crew_size: 3 } });
    expect(ask('CA-BC', 'the inspector said the roof had maybe 10 years left. Roof is 24 squares, asphalt')).toMatchObject({
      task: { slug: 'roofing.shingles.replace' },
      scope: { quantity: 2400 },
    });
    const ac = converse('US-AZ', 'AC stopped cooling', 'Central air or a window unit?', 'central, 4 ton trane up on the roof');
    expect(jobsOf(ac)).toEqual(['hvac.ac.service']);
  });

  it('reads causes as causes: a leak that damaged baseboards, furniture that dented a wall, a split-level house', () => {
    expect(ask('US-FL', 'baseboards got water damage from the AC leak, need them replaced').task?.trade).toBe('carpentry');
    expect(ask('US-MA', 'a few holes in the walls from moving furniture around, need them patched').task?.trade).toBe('drywall');
    expect(ask('CA-BC', 'Want to replace all the windows in our 1970s split level').task?.trade).toBe('windows_doors');
  });

  it('reads "one of you" as one of the crew and "to guys" as two', () => {
    const a = ask('US-TX', 'need 2 guys to help load a 26ft truck, bout 3 hrs, and can one of you put together the crib');
    expect(a.scope?.crew_size).toBe(2);
    const b = converse('US-IL', 'need snow shoveled', 'How many workers and how many hours?', 'to guys for three hours');
    expect(b.scope).toMatchObject({ quantity: 3, crew_size: 2 });
  });
});

describe('several jobs', () => {
  it("reads another trade's thing listed after a wish as its own job", () => {
    const a = ask('MX-JAL', 'Quiero piso laminado en la sala y comedor, y el zoclo que combine alrededor, no tengo medidas aún');
    expect(jobsOf(a)).toEqual(['flooring.laminate.install', 'carpentry']);
    // A description of when it happens stays one job.
    const b = ask('MX-CMX', 'se bota la pastilla cada vez que prendo el micro y la lavadora al mismo tiempo');
    expect(b.extras).toEqual([]);
  });

  it('reads "the ones at the back" after new gutters as gutters to clean, and a pressure wash after yard work', () => {
    const a = ask('MX-JAL', 'Canaletas nuevas en el frente, 12 metros, y que limpien las que están atrás que están llenas de hojas');
    expect(jobsOf(a)).toEqual(['roofing.gutters.install', 'cleaning']);
    const b = ask('MX-NLE', 'Ocupo 2 jardineros por 5 horas para limpiar el terreno de atrás y al final hidrolavar la cochera');
    expect(jobsOf(b)).toEqual(['landscaping.cleanup', 'cleaning']);
  });

  it('books the handyman for chores listed before the hours, and a move named as the service is the main job', () => {
    const a = ask(
      'MX-CMX',
      'busco alguien q me ayude con cositas del depa: colgar unos cuadros, un cortinero y cambiar el foco. unas dos horas y media',
    );
    expect(a).toMatchObject({ status: 'priced', task: { slug: 'handyman.general' }, scope: { quantity: 2.5 } });
    expect(a.unpriced).toEqual([]);
    const b = ask('ES-AN', 'Mudanza de Sevilla a Málaga y que me montéis allí las 3 camas');
    expect(b).toMatchObject({ status: 'needs_detail', task: { slug: 'moving.local' } });
  });

  it('keeps a move hired with its hours beside a move-out cleaning', () => {
    const a = converse(
      'MX-JAL',
      'buenas, me mudo de casa el fin',
      '¡Claro! ¿Cuántos cargadores y cuántas horas necesita?',
      'con 3 muchachos y unas 4 horas. y tmb quiero limpieza de la casa que dejo, son 3 recámaras',
    );
    expect(jobsOf(a)).toEqual(['moving.labor', 'cleaning.house.standard']);
  });

  it('prices a replacement when asked to replace a dripping faucet, unless a repair is asked for too', () => {
    expect(ask('ES-VC', 'necesito un fontanero para cambiar el grifo de la cocina que no para de gotear').task?.slug).toBe(
      'plumbing.faucet.replace',
    );
    expect(ask('US-TX', 'the faucet drips, need it replaced').task?.slug).toBe('plumbing.faucet.replace');
    expect(ask('US-TX', 'fix the dripping faucet').task?.slug).toBe('plumbing.faucet.repair');
  });

  it('reads childproofing hardware as childproofing', () => {
    const a = converse(
      'CA-AB',
      'need the house childproofed. cabinet locks, outlet covers, gates at the stairs',
      'About how many, or how many hours would you like to book?',
      '2 gates and about 15 cabinet latches. just book 3 hours',
    );
    expect(a).toMatchObject({ task: { slug: 'handyman.childproofing' }, scope: { quantity: 3 } });
  });
});
