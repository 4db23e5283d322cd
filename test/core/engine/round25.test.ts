import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 25 (issue 11): families from the misses of held-back set H25, released for tuning, each in my own phrasings. */

describe('words said as heard or as the region says them', () => {
  it("reads the border's yarda as the yard, and the South's fixin to as about to", () => {
    expect(ask('MX-NLE', 'ocupo 2 chalanes para limpiar la yarda unas 5 horas')).toMatchObject({
      status: 'priced',
      task: { trade: 'landscaping' },
      scope: { quantity: 5 },
    });
    expect(ask('US-GA', "we're fixin to put a tin roof on the shed, not real sure how big it is")).toMatchObject({
      status: 'needs_detail',
      task: { trade: 'roofing' },
    });
  });

  it('reads 3½ as three and a half and a crew answer of "3,5 h" as hours', () => {
    expect(ask('US-GA', 'two movers for 3½ hours please')).toMatchObject({ scope: { quantity: 3.5, crew_size: 2 } });
    const move = converse('ES-AN', 'mudanza dentro de Cádiz', '¿Cuántas personas y cuántas horas?', '3,5 h, 2 mozos + furgo');
    expect(move).toMatchObject({ status: 'priced', task: { slug: 'moving.labor' }, scope: { quantity: 3.5, crew_size: 2 } });
  });

  it('gives a side told in bare metres its metres', () => {
    expect(ask('MX-JAL', 'una barda de 2 metros de alta y 22 de largo, cuánto')).toMatchObject({ scope: { quantity: 22 } });
    expect(ask('ES-MD', 'el patio mide 4 de ancho y de largo 5 y medio, quiero poner baldosa')).toMatchObject({
      task: { trade: 'tile' },
      scope: { quantity: 22 },
    });
  });

  it('takes fond and Andalusian forms: climitas, cuadraditos, foquito, "lo do"', () => {
    expect(ask('MX-JAL', 'ocupo que les den mantenimiento a los dos climitas, son de una tonelada cada uno').scope?.quantity).toBe(2);
    expect(ask('MX-JAL', 'la azotea tiene 70 metros cuadraditos, cuánto por impermeabilizarla')).toMatchObject({
      task: { slug: 'roofing.coating' },
      scope: { quantity: 70 },
    });
    expect(ask('ES-AN', 'quiero pintá lo do dormitorio de abajo')).toMatchObject({ task: { trade: 'painting' }, scope: { quantity: 2 } });
  });
});

describe('what is no job', () => {
  it('reads who was reached as unclear', () => {
    expect(ask('US-IL', 'hi is this the roofing company? 🙂').status).toBe('unclear');
    expect(ask('US-IL', 'Pastor Jim said to reach out, hope you are doing well').status).toBe('unclear');
    const check = converse(
      'US-MA',
      'is this the crew that did the Hendersons’ fence on Maple Street?',
      'It may be! What can we help with?',
      "nothing yet, I'll holler when I know what I need",
    );
    expect(check.status).toBe('unclear');
  });

  it('keeps a customer-owned vacuum and a move already made out of the job', () => {
    expect(ask('ES-MD', 'necesito 2 chicas 3 horas para limpiar el piso, tengo aspiradora y productos')).toMatchObject({
      status: 'priced',
      task: { trade: 'cleaning' },
      scope: { quantity: 3, crew_size: 2 },
    });
    expect(ask('ES-VC', 'me mudé de Gijón a Valencia y el grifo de la cocina gotea')).toMatchObject({ task: { trade: 'plumbing' } });
  });

  it('reads a listing moved, nails at home and a car painted as unsupported', () => {
    expect(ask('MX-CMX', '¿me ayudan a pasar mi anuncio de Airbnb a otra cuenta?').status).toBe('unsupported');
    expect(ask('MX-JAL', 'hacen uñas a domicilio? estoy en Zapopan').status).toBe('unsupported');
    expect(ask('MX-JAL', 'me pintan el vochito de azul?').status).toBe('unsupported');
  });
});

describe('which job', () => {
  it('reads a floor sized, then tiled, as one tile floor, and one torn up and retiled as a new one', () => {
    expect(ask('CA-ON', 'the mudroom floor is 2 m by 3 m. want porcelain tile laid')).toMatchObject({
      task: { slug: 'tile.floor.install' },
      scope: { quantity: 6 },
    });
    const retiled = ask('US-FL', 'guest bath floor is 5x6 with cracked tile, want it torn up and retiled');
    expect(retiled).toMatchObject({ task: { slug: 'tile.floor.install' }, scope: { quantity: 30 } });
    expect(jobsOf(retiled)).toHaveLength(1);
  });

  it('reads a room named for its TV, a thermostat by its maker and a storm that buried the door as no other job', () => {
    expect(ask('MX-CMX', 'le hicieron un hoyito a la tablaroca del cuarto de la tele, me lo tapan')).toMatchObject({
      task: { slug: 'drywall.patch' },
      scope: { quantity: 1 },
    });
    expect(ask('US-CO', 'the cat knocked the ecobee off the wall, need a new thermostat put in').task?.trade).toBe('hvac');
    expect(ask('CA-AB', 'storm buried us right up to the front door, need 2 guys for 3 hours to dig out the driveway')).toMatchObject({
      task: { slug: 'landscaping.snow.removal' },
      scope: { quantity: 3, crew_size: 2 },
    });
  });

  it('reads the damage from a leak upstairs as drywall and the leak as why', () => {
    const notice = ask('CA-ON', 'Following the water leak from Unit 1402, the ceiling drywall in Unit 1302 needs repair. Extent unknown.');
    expect(notice).toMatchObject({ status: 'needs_detail', task: { trade: 'drywall' } });
  });

  it('reads an old countertop of tile, a storey walled in and laminate that looks like wood by the new work', () => {
    expect(ask('MX-CMX', 'la cubierta de la cocina es de azulejo y ya se despegó, la quiero de granito, son 2 metros')).toMatchObject({
      task: { slug: 'carpentry.countertop.install' },
      scope: { quantity: 2 },
    });
    expect(ask('MX-CMX', 'quiero piso laminado de ese que parece madera en el cuarto, 3 por 4')).toMatchObject({
      task: { slug: 'flooring.laminate.install' },
    });
    const basement = converse('CA-ON', 'basement finished please, drywall on the walls then paint', 'Square footage?', 'no idea');
    expect(basement).toMatchObject({ status: 'needs_detail', task: { trade: 'drywall' } });
  });

  it('reads a thing told and hauled off as junk removal', () => {
    const clean = ask('US-TX', "move-out clean, 3 bedrooms. there's an old fridge out back they left, can y'all haul that off");
    expect(jobsOf(clean)).toContain('moving.junk.items');
    expect(ask('CA-BC', 'need a broken hot tub hauled away from the deck')).toMatchObject({ task: { trade: 'moving' } });
  });

  it('reads a crew of the customer and hours booked for a list', () => {
    expect(
      ask('US-WA', 'the guys from church can do the small stuff but we need 2 of your movers for 3 hours for the piano'),
    ).toMatchObject({ task: { trade: 'moving' }, scope: { quantity: 3, crew_size: 2 } });
    const list = converse(
      'US-IL',
      'stuff to fix:\n- towel bar off the wall\n- closet door off its track\n- loose cabinet hinge',
      'Want a handyman by the hour for the whole list?',
      'yes book 3 hrs',
    );
    expect(list).toMatchObject({ status: 'priced', task: { slug: 'handyman.general' }, scope: { quantity: 3 } });
  });
});

describe('how many', () => {
  it('counts the rooms named for games and bunkies and leaves out the rooms the customer does', () => {
    expect(ask('US-FL', 'deep clean of 3 bedrooms and the game room').scope?.quantity).toBe(4);
    expect(ask('CA-ON', 'need 2 bedrooms and the bunkie cleaned before the long weekend').scope?.quantity).toBe(3);
    expect(ask('ES-MD', 'limpieza de 3 habitaciones y el salón, la cocina y el baño los hacemos nosotros').scope?.quantity).toBe(4);
  });

  it('does not count one already there, one of them that sparked, or a door by its size', () => {
    expect(ask('CA-QC', 'I need 3 plugs added in the bedroom, there is only one now').scope?.quantity).toBe(3);
    expect(ask('US-NY', 'need 4 outlets replaced, one even sparked yesterday').scope?.quantity).toBe(4);
    expect(ask('MX-NLE', 'quiero cambiar la puerta del patio, mide 90 cm de ancho por 2.10').scope?.quantity).toBe(1);
  });

  it('prices fence sections by their run', () => {
    expect(ask('US-CO', 'two 8-foot sections of fence blew down, please replace them')).toMatchObject({
      task: { trade: 'fencing' },
      scope: { quantity: 16 },
    });
    expect(ask('US-MA', 'the fence needs 3 panels replaced, each is 8 ft').scope?.quantity).toBe(24);
  });

  it('asks when some things come with one more, and for a list left open', () => {
    expect(ask('MX-CMX', 'quiero colgar unos cuadritos en la recámara y el espejo grande').status).toBe('needs_detail');
    expect(ask('US-CA', 'a few outlets are dead and a couple switches spark, can you come check').status).toBe('needs_detail');
    expect(
      ask('ES-MD', 'busco manitas para unas cositas: colgar un cuadro, una barra de cortina y otras cosas que van saliendo').status,
    ).toBe('needs_detail');
  });

  it('takes a re-measure over the first size, and a later hours correction after an answer about the things', () => {
    const tile = converse(
      'ES-VC',
      'quiero baldosa en el garaje',
      '¿Qué medidas?',
      'unos 5 por 3... espera que lo he medido bien y son 5 por 4',
    );
    expect(tile.scope?.quantity).toBe(20);
    const move = converse(
      'MX-NLE',
      'ocupo 3 cargadores por 5 horas para la mudanza',
      '¿Tiene muebles grandes, como refri o ropero?',
      'un refri y un ropero nomás. Y mejor que sean 4 horas',
    );
    expect(move).toMatchObject({ task: { slug: 'moving.labor' }, scope: { quantity: 4, crew_size: 3 } });
  });
});
