import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 16 (issue 11): families from the misses of held-back set H16, released for tuning, each with its paraphrases. */

describe('no job, and jobs outside home services', () => {
  it('reads a bare price question signed "quedo atento" or a "just asking" as unclear', () => {
    for (const text of [
      'cuanto cobran? quedo pendiente',
      'Bon dia, me gustaría conocer sus precios, muchas gracias',
      'buenas, cuanto cobran nomas por venir a ver?',
    ])
      expect(ask('MX-CMX', text).status).toBe('unclear');
    expect(
      converse('ES-AN', '¿Hacéis presupuestos sin compromiso?', 'Sí, ¿qué trabajo?', 'Vale, ya os diré, era solo para saberlo').status,
    ).toBe('unclear');
    expect(converse('US-NY', 'hi', 'Hi! What can we help you with?', 'sorry cant talk now im at the dentist, later').status).toBe(
      'unclear',
    );
  });

  it("reads a truck's freon and its bumper paint as outside home services, a media console and a dental office as not", () => {
    expect(ask('US-FL', 'can u guys put freon in my truck, the a/c blows warm, its an f150').status).toBe('unsupported');
    expect(ask('CA-ON', 'need the paint on my truck fender touched up, got keyed at work').status).toBe('unsupported');
    expect(ask('CA-BC', 'can you port my Telus cell number over to Koodo, moving next month').status).toBe('unsupported');
    expect(ask('US-TX', 'can you mount a 55 inch tv over my media console in the living room')).toMatchObject({
      status: 'priced',
      task: { slug: 'handyman.tv.mount' },
    });
    expect(ask('MX-JAL', 'ocupo pintar un consultorio dental, son 3 cuartos')).toMatchObject({ status: 'priced', scope: { quantity: 3 } });
    expect(ask('MX-CMX', 'limpieza de un local comercial de 80 m2').status).toBe('priced');
    expect(ask('ES-VC', 'tengo dos pinos q hay q podar q las piñas caen encima del coche').status).toBe('priced');
  });
});

describe('which job', () => {
  it('reads a doorknob through the wall as a drywall patch, and tenants who moved out as no move', () => {
    expect(ask('US-NY', 'the doorknob went right through the wall in the hallway lol, hole about the size of a fist')).toMatchObject({
      task: { slug: 'drywall.patch' },
      scope: { quantity: 1 },
    });
    expect(ask('ES-MD', 'mi hijo dio con la manija de la puerta contra la pared y ha hecho un agujero, me lo arregláis?').task?.slug).toBe(
      'drywall.patch',
    );
    expect(ask('US-IL', 'our tenants moved out and left 3 holes in the bedroom wall, need them patched')).toMatchObject({
      task: { slug: 'drywall.patch' },
      scope: { quantity: 3 },
    });
    expect(ask('ES-VC', 'nos acabamos de mudar y queremos pintar 3 habitaciones').task?.trade).toBe('painting');
  });

  it('reads a leak that was as the cause of the ceiling damage, and fronds hanging down as a trim', () => {
    expect(
      ask('US-FL', 'we had the dishwasher overflow last week and now the kitchen ceiling below is stained and sagging, about 4x4 ft').task
        ?.trade,
    ).toBe('drywall');
    expect(ask('US-TX', 'the oak in the back has big dead branches hanging down over the roof, need them cut')).toMatchObject({
      status: 'priced',
      task: { slug: 'landscaping.tree.trim' },
      scope: { quantity: 1 },
    });
  });

  it('gives a handyman booked by the hour the chores listed in the answer', () => {
    expect(
      converse(
        'US-CO',
        'I have a list of small things at my condo',
        'How many hours, or can you list them?',
        'maybe 2 hours. fix a cabinet door, caulk the sink, replace a couple bulbs',
      ),
    ).toMatchObject({ task: { slug: 'handyman.general' }, scope: { quantity: 2 }, extras: [], unpriced: [] });
  });

  it('reads a move told as one home to another, heat pumps put in, taping and mudding, flat-packed shelves', () => {
    expect(ask('US-AZ', 'need 2 guys for 3 hrs, apartment in tempe to a house in mesa')).toMatchObject({
      task: { slug: 'moving.labor' },
      scope: { quantity: 3, crew_size: 2 },
    });
    expect(ask('CA-QC', 'how much to put three ductless heat pumps in, 9000 BTU each')).toMatchObject({
      task: { slug: 'hvac.ac.install' },
      scope: { quantity: 3 },
    });
    expect(ask('CA-ON', 'need the garage walls taped and mudded, its about 400 sq ft')).toMatchObject({
      task: { slug: 'drywall.install' },
      scope: { quantity: 400 },
    });
    expect(
      jobsOf(
        ask(
          'ES-AN',
          'Necesitamos 2 operarios 3 horas para mover muebles. Además, habría que montar 4 armarios que nos llegan desmontados.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['moving.labor', 'handyman.furniture.assembly']));
  });

  it('keeps another job said with "y tmb", "ya de paso" or after a comma with its own verb', () => {
    expect(jobsOf(ask('MX-JAL', 'ocupo cambiar el calentador que ya no sirve y tmb pintar la cocina'))).toHaveLength(2);
    expect(jobsOf(ask('MX-JAL', 'quiero poner loseta en la cocina, son 12 m2, y tmb zoclo. la loseta ya la tengo'))).toEqual([
      'tile.floor.install',
      'carpentry',
    ]);
    const fittings = ask(
      'ES-VC',
      'Hay que cambiar 6 pantallas fluorescentes del techo por paneles LED y, aprovechando las vacaciones, pintar la oficina, que tiene 40 m²',
    );
    expect(jobsOf(fittings)).toHaveLength(2);
    expect(jobsOf(fittings).join(' ')).toMatch(/electrical/);
  });
});

describe('amounts', () => {
  it('keeps the first figure of "son 110 m², no 90" and measures one side again', () => {
    expect(
      converse(
        'MX-JAL',
        'ocupo impermeabilizar la azotea, son como 80 m2',
        '¿La azotea tiene acceso por escalera?',
        'si hay escalera. mi hermano la midio y dice que son 95 m2, no 80',
      ).scope?.quantity,
    ).toBe(95);
    expect(
      converse(
        'ES-MD',
        'Quiero cambiar la tarima del salón, mide 6 x 4 m',
        '¿Hay que retirar la tarima vieja?',
        'Sí. Y perdona, he vuelto a medir y el largo son 5,50, no 6. El ancho sí son 4.',
      ).scope?.quantity,
    ).toBe(22);
    expect(
      converse(
        'ES-VC',
        'tenemos goteras en el tejado y queremos retejarlo entero, unos 70 m²',
        '¿Hay acceso para el andamio?',
        'Sí. Mi hijo lo midió y son 85 m², no 70.',
      ),
    ).toMatchObject({ task: { slug: 'roofing.shingles.replace' }, scope: { quantity: 85 } });
    expect(
      converse('CA-ON', 'want sod in the back, about 30 by 30', 'Does that include the deck?', 'oh right, minus the deck. call it 30 by 20')
        .scope?.quantity,
    ).toBe(600);
  });

  it("reads a fence's height, a tile's own size and a rating as no amount, and a count before a rating as the count", () => {
    expect(
      converse(
        'ES-MD',
        'Quiero una valla de malla para el patio',
        '¿Cuántos metros serían?',
        'De altura 1,50 más o menos, los metros no los sé',
      ).status,
    ).toBe('needs_detail');
    expect(
      converse(
        'MX-NLE',
        'quiero poner azulejo en la pared de la cocina',
        '¿Cuántos m² son?',
        'toda la pared de la estufa, el azulejo es de 20 x 30',
      ).status,
    ).toBe('needs_detail');
    expect(ask('US-TX', 'ac quit blowing cold, its 108 outside and the house is 85, carrier 3 ton').scope?.quantity).toBe(1);
    expect(ask('ES-MD', 'Tenemos una fuga debajo del fregadero, ¿podrían venir mañana antes de las 11?').scope?.quantity).toBe(1);
    expect(ask('ES-VC', 'quiero instalar una placa de inducción en lugar de la vitro, la toma es de 32 A, creo').scope?.quantity).toBe(1);
    expect(ask('US-GA', 'install two 40 gallon water heaters in the duplex').scope?.quantity).toBe(2);
  });

  it('counts one per place when the places are counted after ("uno por piso, la casa tiene 3 pisos")', () => {
    expect(
      converse('MX-JAL', 'instalar detectores de humo', '¿Cuántos detectores?', 'uno por piso, la casa tiene 3 pisos').scope?.quantity,
    ).toBe(3);
    expect(ask('US-TX', 'need smoke detectors, one per floor, we have 3 floors').scope?.quantity).toBe(3);
  });

  it('reads hundreds said the short way, centimetres after "con", and the article of a junk sofa', () => {
    expect(converse('US-GA', 'need new gutters', 'How many feet?', 'my son measured, its like one sixty total').scope?.quantity).toBe(160);
    expect(ask('ES-CT', '¿Precio por colocar tarima? La habitación mide tres metros por dos con cincuenta').scope?.quantity).toBe(7.5);
    expect(ask('ES-CT', '¿Me podéis retirar un sillón y tres sillas viejas del trastero?').scope?.quantity).toBe(4);
  });

  it('asks when a vague lot sits beside a counted one, when the answer is "all of them? I\'d have to count", and for a move with no size', () => {
    expect(ask('US-FL', 'can someone hang a few pictures and 3 mirrors in my new place').status).toBe('needs_detail');
    expect(ask('MX-CMX', 'ocupo que me cuelguen 2 espejos y varios cuadros').status).toBe('needs_detail');
    expect(
      converse('US-WA', 'want to replace the windows in our house', 'How many windows?', 'umm all of them? id have to go count').status,
    ).toBe('needs_detail');
    expect(ask('ES-MD', 'necesito una mudanza de mi piso en Usera a uno en Getafe, con 2 operarios').status).toBe('needs_detail');
  });
});

describe('ceilings', () => {
  it('prices a ceiling patch told by its size by its surface', () => {
    expect(ask('MX-NLE', 'se cayó un pedazo del plafón de la cocina, como de 2 x 1 metros, lo pueden reparar?')).toMatchObject({
      task: { slug: 'drywall.ceiling.repair' },
      scope: { quantity: 2 },
    });
    expect(
      converse('US-MA', 'water came through the ceiling in the hall and left a hole', 'How big is the damaged area?', 'maybe 3 by 5 ft'),
    ).toMatchObject({ task: { slug: 'drywall.ceiling.repair' }, scope: { quantity: 15 } });
  });
});

describe('rooms', () => {
  it('counts rooms named then counted, washrooms in the plural, and takes out the rooms joined to one taken out', () => {
    expect(ask('MX-CMX', 'buenas tardes, quiero pintar las recámaras, son tres recámaras nada más').scope?.quantity).toBe(3);
    expect(ask('CA-ON', 'need a deep clean: kitchen, both washrooms and the den').scope?.quantity).toBe(4);
    expect(
      converse(
        'ES-AN',
        'pintar el piso',
        '¿Cuántas habitaciones?',
        '2 dormitorios y el salón, el baño y la cocina no que están alicatados',
      ),
    ).toMatchObject({ task: { trade: 'painting' }, scope: { quantity: 3 }, unpriced: [] });
  });
});

describe('questions name their trade', () => {
  it('names the trade a task question is about, and none when no trade is known', () => {
    expect(ask('US-NY', 'I want new flooring in my apartment')).toMatchObject({
      status: 'needs_detail',
      task: null,
      question: { field: 'task', trade: 'flooring' },
    });
    expect(ask('MX-NLE', 'pasto para el jardin de enfrente, no se cuanto mide').question?.trade).toBe('landscaping');
    expect(ask('US-TX', 'paint some rooms').question).toMatchObject({ field: 'quantity', trade: 'painting' });
    expect(ask('US-TX', 'I need a quote for some work at my house').question).toMatchObject({ field: 'task', trade: null });
  });

  it('reads roofing squares as the roof even when the roof is not named', () => {
    expect(ask('US-MA', 'need a crew of 3 to tear off and reshingle 24 squares')).toMatchObject({
      task: { slug: 'roofing.shingles.replace' },
      scope: { quantity: 2400, crew_size: 3 },
    });
  });
});
