import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 15 (issue 11): families from the misses of held-back set H15, released for tuning, each with its paraphrases. */

describe('no job, and jobs outside home services', () => {
  it('reads a call back, a referral or "the ad on Facebook" as unclear, not as a request for something else', () => {
    for (const text of [
      'hi, calling back about the thing my wife talked to you about last week, can you call me back at this number',
      'got your number off kijiji | Hi! What can we help with? | just wondering, do you charge by the hr or what',
    ])
      expect(converse('CA-ON', ...text.split(' | ')).status).toBe('unclear');
    for (const text of [
      'buenas tardes le hablo por lo del anuncio que vi en el face',
      'ustedes son los del anuncio de face? mi cuñada me paso el numero',
    ])
      expect(ask('MX-NLE', text).status).toBe('unclear');
    expect(ask('US-GA', 'Good afternoon, could you please tell me what your rates are? Thank you.').status).toBe('unclear');
  });

  it("reads a truck's interior, a boat parked in the driveway and a mouth's cleaning as outside home services", () => {
    expect(ask('CA-BC', 'can you do a full detail on my truck interior, the dog hair is everywhere').status).toBe('unsupported');
    expect(ask('US-IL', 'pressure wash the deck of my pontoon boat, it sits on the trailer in my driveway').status).toBe('unsupported');
    expect(ask('ES-MD', '¿cuánto cuesta una limpieza de boca? mi hijo lleva brackets').status).toBe('unsupported');
    // The face of Facebook is not a face to clean.
    expect(ask('US-TX', 'can you clean my face').status).toBe('unsupported');
  });

  it('keeps the car an EV charger is for from making the job foreign', () => {
    const a = converse(
      'CA-BC',
      'do you install EV chargers',
      'Which charger, and how far is the panel from where you park?',
      'tesla wall connector, panel is in the garage about 10 ft from the car',
    );
    expect(a.status).not.toBe('unsupported');
    expect(a.task?.slug).toBe('electrical.ev_charger.install');
  });
});

describe('amounts not known', () => {
  it('asks when the customer answers that they have no idea, no clue, or "all of them"', () => {
    expect(
      converse(
        'US-WA',
        'new cedar fence along the back, 6 ft tall',
        'About how many feet?',
        'honestly no idea, back and down one side, big lot',
      ),
    ).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'fencing.wood.install' },
    });
    expect(
      converse('CA-QC', 'wood fence for the backyard, 6 ft high', 'How long would it be?', 'no idea, its a regular yard, 3 sides'),
    ).toMatchObject({
      status: 'needs_detail',
    });
    expect(
      converse('CA-ON', 'how much to haul junk from the garage?', 'How much is there?', 'no clue, old bikes, a treadmill, boxes').status,
    ).toBe('needs_detail');
    expect(converse('CA-ON', 'do you do appliance installs?', 'Which appliances?', 'all of them lol, they are still in boxes').status).toBe(
      'needs_detail',
    );
    expect(
      converse(
        'US-FL',
        'storm took some shingles off the back of the roof, need it repaired',
        'How many are missing?',
        'No, I really do not know, I cannot see up there',
      ),
    ).toMatchObject({ status: 'needs_detail' });
  });

  it('asks when a few things are answered with "one might be bigger" or "a few rooms"', () => {
    expect(converse('US-NY', 'need some holes in the walls patched', 'How many holes?', 'idk a few? one might be bigger').status).toBe(
      'needs_detail',
    );
    expect(
      converse('US-WA', 'we want AC put in', 'Central or mini-splits? How many rooms?', 'mini splits probably, a few rooms').status,
    ).toBe('needs_detail');
  });

  it('takes neither a board width nor a tile size for the amount', () => {
    expect(ask('CA-AB', 'new baseboards throughout the main floor, going with 4 inch MDF')).toMatchObject({ status: 'needs_detail' });
    expect(ask('US-MA', 'subway tile backsplash in the kitchen, white 3x6, nothing fancy')).toMatchObject({ status: 'needs_detail' });
    expect(ask('MX-JAL', 'porcelanato gris 60x60 para la cocina, cuánto por ponerlo?')).toMatchObject({ status: 'needs_detail' });
    expect(ask('ES-MD', 'instalar un lavavajillas integrable de 60, las tomas ya están hechas')).toMatchObject({
      status: 'priced',
      task: { slug: 'appliances.dishwasher.install' },
      scope: { quantity: 1 },
    });
  });
});

describe('corrections and counts', () => {
  it('takes a measure taken again with the tape, or "no, espere", as the new one', () => {
    expect(
      converse(
        'CA-BC',
        'replace the cedar fence at the back, about 60 ft',
        'One side only? A gate?',
        'one side, no gate. actually just went out with the tape, its 54 feet',
      ),
    ).toMatchObject({ status: 'priced', task: { slug: 'fencing.wood.install' }, scope: { quantity: 54 } });
    expect(converse('MX-NLE', '¿cortan pasto?', '¿De qué tamaño es?', 'como 12 por 8 metros, no espere, 10 por 8')).toMatchObject({
      scope: { quantity: 80 },
    });
    expect(ask('MX-NLE', 'pasto en rollo en el patio, como 35 o 40 m2... bueno mi hijo ya midió y son 38')).toMatchObject({
      scope: { quantity: 38 },
    });
    expect(
      converse(
        'ES-AN',
        'tarima flotante en un dormitorio',
        '¿Qué medidas?',
        '4 por 3,5',
        '¿El material?',
        'lo pongo yo. Perdona, lo acabo de medir bien y es 4 por 3,2',
      ),
    ).toMatchObject({ scope: { quantity: 12.8 } });
  });

  it('takes a room out of the rooms counted, said in the same message or a later one', () => {
    expect(ask('ES-AN', 'pintar el piso de mi madre, tres dormitorios y el salón, el pasillo no que ese ya está')).toMatchObject({
      scope: { quantity: 4 },
    });
    expect(
      converse('MX-JAL', 'pintar la sala, el comedor y 3 recámaras', '¿Paredes y techos?', 'solo paredes. y mejor quítele una recámara'),
    ).toMatchObject({
      scope: { quantity: 4 },
    });
    expect(ask('MX-CMX', 'limpieza de salida, son 3 cuartos en total contando la sala')).toMatchObject({ scope: { quantity: 3 } });
  });

  it('counts rooms listed after "upstairs", with only an article between, or after "so"', () => {
    expect(converse('US-MA', 'carpet cleaning?', 'Which rooms?', 'the 3 bedrooms upstairs and the living room')).toMatchObject({
      scope: { quantity: 4 },
    });
    expect(ask('CA-ON', 'basement painted, its a one bedroom suite so the bedroom the living room and the washroom')).toMatchObject({
      scope: { quantity: 3 },
    });
    expect(ask('US-IL', 'paint my kitchen (just the one room, not huge)')).toMatchObject({ scope: { quantity: 1 } });
    expect(ask('MX-CMX', 'pintar 3 recámaras y la sala, las recámaras son de 3 x 3,5')).toMatchObject({ scope: { quantity: 4 } });
  });

  it('multiplies so many per unit in so many units, and adds a side said "too"', () => {
    expect(ask('CA-ON', 'swap the smoke detectors in 4 units at 88 Elm St, 2 per unit')).toMatchObject({ scope: { quantity: 8 } });
    expect(converse('US-GA', 'new gutters front and back', 'Total length?', 'front is 45 ft and back is 45 too')).toMatchObject({
      scope: { quantity: 90 },
    });
    expect(ask('ES-AN', 'poner tres enchufes en el salón y uno en la cocina, o sea cuatro en total, estoy en Dos Hermanas')).toMatchObject({
      task: { slug: 'electrical.outlet.install' },
      scope: { quantity: 4 },
    });
  });

  it('reads "2 bedroom ceiling fans" as two fans, "recámaras (2)" as two rooms, and "half a metre" as 0.5 m', () => {
    expect(ask('US-IL', '2 bedroom ceiling fans to go up where the old lights are')).toMatchObject({ scope: { quantity: 2 } });
    expect(ask('MX-CMX', 'Pintar recamaras (2) - ya tengo la pintura')).toMatchObject({ scope: { quantity: 2 } });
    expect(ask('CA-QC', 'kitchen backsplash, half a metre tall by 3.5 metres wide, subway tile bought')).toMatchObject({
      scope: { quantity: 1.75 },
    });
  });

  it('keeps hours at 9h a time of day and movers booked by the hour the hours of the move', () => {
    expect(ask('ES-CT', '2 mozos durante 3 horas para bajar muebles, sábado 14 a las 9h')).toMatchObject({ scope: { quantity: 3 } });
    expect(
      ask('ES-MD', 'Mudanza de un piso de 2 habitaciones el viernes. Busco 3 operarios con camión, calculo unas cinco horas.'),
    ).toMatchObject({
      task: { slug: 'moving.labor' },
      scope: { quantity: 5, crew_size: 3 },
    });
    expect(
      converse('CA-AB', 'moving the 15th, 2 bed apt', 'How many movers and hours?', '2 movers, 3 hrs. actually make that 4 with the drive'),
    ).toMatchObject({
      scope: { quantity: 4 },
    });
  });
});

describe('which job', () => {
  it('books the chores listed with a handyman by the hour as the handyman', () => {
    expect(ask('CA-QC', 'Cherche un homme à tout faire pour 3 heures: poignées, tringles, une tablette')).toMatchObject({
      task: { slug: 'handyman.general' },
      scope: { quantity: 3 },
    });
    expect(
      converse(
        'ES-MD',
        'un manitas para varias cosillas: colgar 4 cuadros y montar una estantería',
        '¿Cuánto tiempo calculas?',
        'no sé, pon 2 horas',
      ),
    ).toMatchObject({ task: { slug: 'handyman.general' }, scope: { quantity: 2 } });
    expect(ask('MX-CMX', 'un maistro para varios pendientes: focos, bisagras, 2 cortineros. Calculo unas 3 horas')).toMatchObject({
      task: { slug: 'handyman.general' },
      scope: { quantity: 3 },
    });
  });

  it('reads the new thing asked for, not the trouble or the old thing', () => {
    expect(ask('US-GA', 'the gfi outlet keeps tripping and won’t reset, I need it replaced')).toMatchObject({
      task: { slug: 'electrical.gfci.install' },
    });
    expect(ask('ES-VC', 'necesito que me cambies el cuadro eléctrico que salta cada dos por tres')).toMatchObject({
      task: { slug: 'electrical.panel.upgrade' },
    });
    expect(ask('US-TX', 'get the tile ripped out and laminate put down in the living room, no measurements yet')).toMatchObject({
      task: { slug: 'flooring.laminate.install' },
    });
    expect(converse('US-GA', 'hardwood in the master bedroom instead of carpet', 'Dimensions?', '12x14')).toMatchObject({
      task: { slug: 'flooring.hardwood.install' },
      scope: { quantity: 168 },
    });
    expect(ask('ES-AN', 'presupuesto ventanas pvc para toda la casa, las de ahora son de aluminio sin rotura de puente')).toMatchObject({
      task: { slug: 'windows_doors.window.replace' },
    });
  });

  it('reads drywall, tablaroca and kitchen cabinets by their voice-to-text and regional names', () => {
    expect(ask('MX-JAL', 'me pueden hacer un muro de tabla roja de diez metros cuadrados')).toMatchObject({
      task: { slug: 'drywall.install' },
      scope: { quantity: 10 },
    });
    expect(
      converse('CA-QC', 'we finished framing the basement, need drywall hung and taped', 'Wall area?', 'about 65 m2 of walls'),
    ).toMatchObject({
      task: { slug: 'drywall.install' },
      scope: { quantity: 65 },
    });
    expect(ask('US-WA', 'new base boards in the living room, about sixty linear feet')).toMatchObject({
      task: { slug: 'carpentry.baseboard.install' },
      scope: { quantity: 60 },
    });
    expect(ask('MX-JAL', 'me hacen cocina integral de madera?').task?.slug).toBe('carpentry.cabinet.install');
    expect(ask('MX-CMX', 'azotea de 10x6 m cuanto x imper meabilizar')).toMatchObject({
      task: { slug: 'roofing.coating' },
      scope: { quantity: 60 },
    });
  });

  it('reads a unit named, then the verb for it by a pronoun, as one job', () => {
    expect(ask('ES-VC', 'me he comprado un split para el dormitorio y necesito que me lo instaléis').task?.slug).toBe('hvac.ac.install');
    expect(ask('MX-CMX', 'tengo un sillón viejo, una cama y un refri que ya no sirve, ¿me los pueden sacar y llevar?')).toMatchObject({
      task: { trade: 'moving' },
      scope: { quantity: 3 },
    });
    expect(ask('ES-AN', 'quiero la limpieza y revisión de los splits de casa antes del verano').task?.trade).toBe('hvac');
  });
});

describe('several jobs', () => {
  it('keeps each job of another trade joined on, and drops parts said not to be wanted', () => {
    expect(jobsOf(ask('CA-BC', 'new roof, twenty-two squares. Also want the eavestroughs redone while up there, approx 120 ft'))).toEqual([
      'roofing.shingles.replace',
      'roofing.gutters.install',
    ]);
    expect(jobsOf(ask('US-TX', 'furnace tune up before winter and the outside hose bed by the garage leaks'))).toContain(
      'plumbing.hose_bib.replace',
    );
    expect(
      jobsOf(ask('ES-VC', 'me he comprado un split y necesito que me lo instaléis. También haría falta un enchufe nuevo al lado')),
    ).toEqual(['hvac.ac.install', 'electrical.outlet.install']);
    expect(jobsOf(ask('MX-JAL', 'limpieza de salida, son 3 cuartos, y aparte que se lleven unos muebles viejos'))).toEqual([
      'cleaning.move_out',
      'moving',
    ]);
    expect(jobsOf(converse('CA-BC', 'replace the fence, about 60 ft', 'Do you need a gate?', 'no gate'))).toEqual(['fencing.wood.install']);
  });

  it('keeps hired movers as a job beside a move-out clean, and whiteboards a job of their own', () => {
    const a = ask('CA-ON', 'Moving out of my condo on the 30th. Need 3 guys for 5 hrs, then a move-out clean after.');
    expect(a).toMatchObject({ status: 'priced', task: { trade: 'moving' }, scope: { quantity: 5, crew_size: 3 } });
    expect(jobsOf(ask('MX-CMX', 'necesitamos armar 6 escritorios, colgar 2 pizarrones y revisar el minisplit'))).toEqual([
      'handyman.furniture.assembly',
      'handyman.hanging',
      'hvac.ac.service',
    ]);
  });

  it('reads the sink with its cabinet, built-in wardrobes and a stain a leak leaves as what they are', () => {
    expect(jobsOf(ask('ES-MD', 'cambiar el inodoro y cambiar el lavabo con pie por uno con mueble'))).toEqual([
      'plumbing.toilet.replace',
      'plumbing.sink.install',
    ]);
    expect(
      jobsOf(ask('ES-MD', '3 mozos 2 horas para cargar el camión, y que alguien me desmonte 2 armarios empotrados de ikea')),
    ).not.toContain('electrical.recessed_light.install');
    expect(ask('ES-AN', 'se me sale el agua por el canalón y me está manchando la pared, son 12 metros lineales')).toMatchObject({
      task: { slug: 'roofing.gutters.install' },
      scope: { quantity: 12 },
    });
  });
});
