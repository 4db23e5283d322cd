import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 24 (issue 11): families from the misses of held-back set H24, released for tuning, each in my own phrasings. */

describe('words that leave the home job', () => {
  it('serves a dental practice moved and keeps the home job when a bike or a car did the damage', () => {
    const move = ask(
      'US-TX',
      'our orthodontic practice is moving across town, need 3 movers for 5 hours, the dental chairs are handled by the vendor',
    );
    expect(move).toMatchObject({ status: 'priced', task: { slug: 'moving.labor' }, scope: { quantity: 5 } });
    const wall = ask('ES-MD', 'el peque le ha dado con la bici a la pared de pladur y ha hecho un boquete, taparlo por favor');
    expect(wall).toMatchObject({ status: 'priced', task: { slug: 'drywall.patch' }, scope: { quantity: 1 } });
    expect(ask('ES-MD', 'nos mudamos el sábado, 2 mozos 3 horas, lo pequeño lo llevamos nosotros en el coche').status).toBe('priced');
    // The car to work on stays foreign.
    expect(ask('ES-MD', 'cuánto por pintar el golpe del parachoques de mi coche').status).toBe('unsupported');
  });

  it('reads a phone number or a page moved as unsupported, not as a move', () => {
    expect(ask('US-NY', "can you move my dad's landline over to his new place? he's had the number since 1980").status).toBe('unsupported');
    expect(ask('ES-MD', '¿me hacéis la mudanza del número de teléfono de la tienda a otra compañía?').status).toBe('unsupported');
  });

  it('reads a referral and a price question, with a flyer in the door and a fixed income, as unclear', () => {
    const text =
      "found your card stuck in my front door. my sister says you're good. what are your prices like? I'm retired so I like to plan";
    expect(ask('US-FL', text).status).toBe('unclear');
    expect(ask('US-FL', "I'm on a fixed income. what are your prices like?").status).toBe('unclear');
  });
});

describe('numbers that count nothing', () => {
  it('skips a forecast, business days, a time of check-in and a date range', () => {
    expect(ask('US-IL', "furnace quit and it's supposed to be 5 tonight, can someone come").scope?.quantity).toBe(1);
    expect(ask('US-TX', "furnace is out, they say it's gonna drop to 25 tonight, please come today").scope?.quantity).toBe(1);
    expect(ask('US-AZ', "ac died, landlord says 2-4 business days, i'll pay myself, can someone look today").scope?.quantity).toBe(1);
    expect(ask('ES-CT', 'necesito limpieza de 4 horas entre el check-out (10h) y el check-in (16h)').scope?.quantity).toBe(4);
    expect(ask('ES-VC', 'pintar el salón y 2 dormitorios, tengo el piso libre del 3 al 9').scope?.quantity).toBe(3);
  });

  it('skips who the people are: a tenant who sent a video, kids, the first two jobs', () => {
    const windows = ask(
      'CA-ON',
      "the windows in our rental are drafty and old (one tenant sent me a video lol), I'd like them all replaced",
    );
    expect(windows).toMatchObject({ status: 'needs_detail', task: { slug: 'windows_doors.window.replace' } });
    const list = ask('CA-AB', 'get the 2 dripping kitchen taps fixed and someone to check the dryer. can you quote the first two?');
    expect(list).toMatchObject({ status: 'priced', task: { trade: 'plumbing' }, scope: { quantity: 2 } });
  });
});

describe('rooms', () => {
  it('counts a diminutive, a room pointed back to and rooms counted again after they are named', () => {
    expect(ask('MX-JAL', 'quiero pintar las dos recámaras y la salita').scope?.quantity).toBe(3);
    expect(ask('MX-NLE', 'ocupo pintar la recamarita y el cuartito de atras').scope?.quantity).toBe(2);
    expect(ask('ES-MD', 'estamos preparando la habitación del bebé y queremos pintar esa habitación').scope?.quantity).toBe(1);
    expect(ask('US-MA', "I'd like the kitchen and the bathroom painted. What would those two rooms run?").scope?.quantity).toBe(2);
    const three = ask('US-TX', 'The kitchen is grimy, the bathroom too, and honestly the hallway. What would three rooms cost to paint?');
    expect(three.scope?.quantity).toBe(3);
    expect(ask('CA-ON', 'paint for the kids bedrooms please, there is 2 of them').scope?.quantity).toBe(2);
    expect(ask('ES-VC', 'me he montado la oficina en el cuarto pequeño y quiero pintarlo').scope?.quantity).toBe(1);
  });

  it('counts the rooms when one of them is sized, and the rooms corrected in a later answer', () => {
    const sized = converse(
      'US-IL',
      'can you paint the bedrooms?',
      'How many bedrooms would you like painted?',
      '3. the biggest one is like 12x14',
    );
    expect(sized.scope?.quantity).toBe(3);
    const clean = converse(
      'CA-ON',
      'move out clean please',
      'How many bedrooms?',
      '2 bedrooms',
      'And bathrooms?',
      'oops, 4 bedrooms, forgot the two in the basement. 1 bathroom',
    );
    expect(clean).toMatchObject({ status: 'priced', task: { slug: 'cleaning.move_out' }, scope: { quantity: 4 } });
  });
});

describe('sizes', () => {
  it('takes a total said after "so", each room times how many, and no double count of "cada una"', () => {
    const gutters = converse(
      'CA-QC',
      'new gutters please',
      'How many feet or metres?',
      'the house is 15 metres long, front and back so 30 metres',
    );
    expect(gutters.scope?.quantity).toBe(30);
    expect(converse('ES-CT', 'laminado en 2 habitaciones', '¿Medidas?', 'las dos iguales, 3x3 cada una').scope?.quantity).toBe(18);
    expect(ask('MX-CMX', 'cada recámara mide 3 por 3 metros y son tres, quiero piso laminado').scope?.quantity).toBe(27);
    expect(ask('ES-CT', 'instalar dos splits, uno va en el salón y otro en el dormitorio').scope?.quantity).toBe(2);
  });

  it('reads hours booked after a range, tens written as one word and a price per metre said with x', () => {
    const hours = converse(
      'US-WA',
      'breaker keeps tripping',
      "Want someone to troubleshoot? It's by the hour.",
      'sure, maybe an hour or two? make it 2',
    );
    expect(hours.scope?.quantity).toBe(2);
    expect(ask('MX-CMX', 'ocupo inpermeabilizar la asotea, son treintaicinco metros cuadrados')).toMatchObject({
      task: { slug: 'roofing.coating' },
      scope: { quantity: 35 },
    });
    expect(ask('ES-VC', 'cuanto me cobrais x 25 mts de valla de malla?').scope?.quantity).toBe(25);
  });

  it('prices a cracked tile floor by its size when it is to be redone', () => {
    const floor = ask('US-GA', 'the tile floor in my bathroom is cracked in a few places, room is 6 by 7, can you redo it?');
    expect(floor).toMatchObject({ status: 'priced', task: { slug: 'tile.floor.install' }, scope: { quantity: 42 } });
  });
});

describe('which job', () => {
  it('keeps what stays and what the customer does out of the job', () => {
    expect(ask('US-IL', 'need the 90 ft chain link replaced but keep the existing gate')).toMatchObject({
      task: { slug: 'fencing.chain_link.install' },
      scope: { quantity: 90 },
    });
    expect(ask('US-WA', "there's a dent-sized hole in the hallway drywall, patch it and I'll paint it myself").task?.trade).toBe('drywall');
  });

  it('reads outlets to be replaced, an AC wished for and a floor said to be dull', () => {
    expect(ask('ES-CT', 'quiero cambiar unos cuantos enchufes por los que llevan protección para niños')).toMatchObject({
      status: 'needs_detail',
      task: { slug: 'electrical.outlet.install' },
    });
    expect(ask('ES-AN', 'queremos aire acondicionado en los dormitorios').task?.slug).toBe('hvac.ac.install');
    expect(ask('ES-MD', 'el parquet del salón está apagado, quiero pulirlo y barnizarlo').task?.trade).toBe('flooring');
    expect(ask('ES-MD', 'quiero tarima con aislante acústico en el dormitorio, 14 m²').task?.trade).toBe('flooring');
  });

  it('reads rain through the ceiling before a roof as the roof, and a barbed-wire fence as wire', () => {
    const roof = ask(
      'CA-BC',
      'water drips through the bathroom ceiling whenever it rains, the building finally agreed the flat roof needs redoing',
    );
    expect(roof.task?.trade).toBe('roofing');
    expect(ask('CA-AB', 'new fence around the horse paddock, barbed wire, not measured yet').task?.slug).toBe('fencing.chain_link.install');
  });

  it('books a handyman for a list of small stuff and a move from one home to another', () => {
    const list = ask(
      'CA-BC',
      'tenants sent a list of small stuff: curtain rods in 3 rooms, a loose cabinet door, a chirping smoke detector. can I book a handyman for 4 hours?',
    );
    expect(list).toMatchObject({ status: 'priced', task: { slug: 'handyman.general' }, scope: { quantity: 4 } });
    expect(ask('US-AZ', 'need 2 guys 4 1/2 hrs apartment to new condo across town')).toMatchObject({
      task: { slug: 'moving.labor' },
      scope: { quantity: 4.5, crew_size: 2 },
    });
    expect(ask('ES-AN', 'vaciar la casa del pueblo, muebles al punto limpio, 5 horas con furgoneta')).toMatchObject({
      status: 'priced',
      scope: { quantity: 5 },
    });
  });

  it('reads a person stumbling on a threshold as a door job, not a breaker', () => {
    const door = ask('US-AZ', 'the front door has a high threshold my mom keeps tripping over, we want it swapped for one without');
    expect(door.task?.trade).toBe('windows_doors');
    expect(jobsOf(door)).not.toContain('electrical.troubleshoot');
  });

  it('splits a list marked with dashes on one line, and reads a window AC and a shared piso', () => {
    const list = ask(
      'US-AZ',
      'new build, builder grade everything lol. want: - 4 ceiling fans - swap the boob lights in the hallway (3) - mount 2 tvs',
    );
    expect(jobsOf(list)).toEqual(['electrical.ceiling_fan.install', 'electrical.light_fixture.install', 'handyman.tv.mount']);
    expect(ask('US-TX', 'deer camp cabin needs a new window AC unit put in, 1 unit').task?.slug).toBe('hvac.ac.install');
    const shared = ask(
      'ES-MD',
      'compartimos piso 4 estudiantes y el casero no responde, la cisterna del váter pierde agua, ¿cuánto sale entre los cuatro?',
    );
    expect(jobsOf(shared)).toEqual(['plumbing.toilet.repair']);
    expect(shared.scope?.quantity).toBe(1);
  });

  it("reads Quebec's joints as caulking, a bylaw's number as none, the boila, and a roof told then waterproofed", () => {
    expect(ask('CA-QC', 'the joints of my bathroom are black, i want new joints around the bath').task?.slug).toBe('handyman.caulking');
    expect(ask('CA-BC', 'As per bylaw 7.3, unit 904 requests a dryer vent cleaning.').scope?.quantity).toBe(1);
    expect(ask('MX-NLE', 'se me descompuso el boila, no calienta el agua').task?.trade).toBe('plumbing');
    const roof = ask('MX-NLE', 'el rufo de la casa tiene goteras, ocupo que lo impermeabilicen, son 60 metros');
    expect(jobsOf(roof)).toEqual(['roofing.coating']);
    expect(ask('CA-ON', 'Suite 306: repaint the living room. Tenant moves in on the 1st.')).toMatchObject({
      status: 'priced',
      scope: { quantity: 1 },
    });
  });

  it('reads PCS orders as the reason, a bare "living" in a list as the living room, and a flood cut as drywall', () => {
    expect(jobsOf(ask('US-TX', 'PCS orders came for June. need carpet cleaning in 3 rooms before the housing inspection'))).toEqual([
      'cleaning.carpet',
    ]);
    expect(ask('CA-ON', 'condo 2BR: paint walls only, 2 bedrooms + living').scope?.quantity).toBe(3);
    expect(ask('US-TX', 'flood cut needed in 2 bedrooms and the hall after the water got in').task?.trade).toBe('drywall');
  });

  it('builds a wheelchair ramp by its run, and reads comedorcito and compis de piso', () => {
    const ramp = ask('US-TX', "church volunteer here, we're building a wheelchair ramp for one of our members, about 20 ft long");
    expect(ramp).toMatchObject({ status: 'priced', task: { slug: 'carpentry.ramp.build' }, scope: { quantity: 20 } });
    expect(ask('MX-JAL', 'ocupo una rampa para la silla de ruedas de mi papá, como 4 metros').scope?.quantity).toBe(4);
    expect(ask('MX-JAL', 'abuela aqui, mija me ayuda a escribir. quiero que me pinten la salita y el comedorcito').scope?.quantity).toBe(2);
    expect(jobsOf(ask('ES-MD', 'hola! 4 compis de piso, se ha roto el termo y no hay agua caliente'))).toEqual([
      'plumbing.water_heater.replace',
    ]);
  });

  it("reads Spain's piso as the flat, and a damp stain painted over as painting", () => {
    expect(ask('ES-MD', 'vivo en un piso de 3 habitaciones y quiero pintarlo')).toMatchObject({
      task: { slug: 'painting.interior.room' },
      scope: { quantity: 3 },
    });
    expect(jobsOf(ask('ES-MD', 'somos tres en el piso y el casero no arregla la persiana del salón, está atascada'))).toEqual([
      'windows_doors.window.repair',
    ]);
    const stain = ask('ES-MD', 'en la habitación hay una mancha de humedad en el techo, quiero que la pinten, unos 3 m2');
    expect(stain).toMatchObject({ task: { slug: 'painting.interior.ceiling' }, scope: { quantity: 3 } });
    expect(ask('ES-CT', "a l'habitació hi ha una taca d'humitat al sostre, vull que la pintin, uns 3 m2").task?.trade).toBe('painting');
  });

  it('splits a bulleted list on one line, and reads another trade measured after a comma as its own job', () => {
    const bullets = ask('CA-ON', '• unit 1207 • replace 4 outlets w/ USB • install 2 pot lights • patch 1 hole (fist sized)');
    expect(jobsOf(bullets)).toEqual(['electrical.outlet.install', 'electrical.recessed_light.install', 'drywall.patch']);
    const suite = ask('CA-BC', 'Laneway suite, 450 sq ft: LVP throughout, baseboards 120 lf');
    expect(suite.extras).toMatchObject([{ slug: 'carpentry.baseboard.install', quantity: 120 }]);
  });

  it('reads a squeaky door as a handyman job (new catalog task), and hinges replaced as the door repaired', () => {
    const squeak = ask('US-GA', 'also the door to the back room squeaks so loud the dog hides, can someone fix that');
    expect(squeak).toMatchObject({ status: 'priced', task: { slug: 'handyman.door.squeak' }, scope: { quantity: 1 } });
    expect(ask('MX-JAL', 'la puerta de la recámara rechina mucho, ¿me la arreglan?').task?.slug).toBe('handyman.door.squeak');
    expect(ask('MX-JAL', 'cambiar las bisagras de la puerta del baño que ya rechina').task?.slug).toBe('windows_doors.door.repair');
  });

  it('counts blinds by the windows they go in, with no window replaced', () => {
    const blinds = ask('US-GA', 'fixin to rent out the other side of my duplex, needs new blinds in 6 windows and a deep clean');
    expect(blinds).toMatchObject({ task: { slug: 'handyman.hanging' }, scope: { quantity: 6 } });
  });
});
