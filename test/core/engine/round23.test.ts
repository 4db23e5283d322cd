import { describe, expect, it } from 'vitest';
import { ask, converse, jobsOf } from './helpers.js';

/** Round 23 (issue 11): families from the misses of held-back set H23, released for tuning, each in my own phrasings. */

describe('messages with no job', () => {
  it('reads a bare price question after words that ask for nothing as unclear, not as another service', () => {
    expect(ask('US-NY', 'my broker passed me your number. what do you guys charge?').status).toBe('unclear');
    expect(ask('US-GA', 'phone keeps autocorrecting me, sorry lol. how much do u charge').status).toBe('unclear');
    expect(ask('ES-AN', 'ola mi arma, cuanto cobráih?').status).toBe('unclear');
    expect(ask('ES-AN', 'buenah tardeh, ehtái ahí?').status).toBe('unclear');
    // A service named before the price question is still asked for.
    expect(ask('US-TX', 'i want guitar lessons, what do you charge?').status).toBe('unsupported');
  });

  it('reads a message never meant (a pet or a child on the phone, a pocket dial, a cut audio) as unclear', () => {
    expect(ask('ES-CT', 'asdfgh perdon, el gato en el movil').status).toBe('unclear');
    expect(ask('US-FL', 'sorry butt dialed you').status).toBe('unclear');
    expect(ask('MX-CMX', 'bueno si te mando la ubicacion... ya se corto el audio, ahi te marco').status).toBe('unclear');
  });
});

describe('foreign words that are asides', () => {
  it('keeps the home job when a vehicle is how the customer travels, what keeps off the lawn, or a measure', () => {
    expect(ask('CA-AB', 'can I book two movers for four hours? the dog rides in the car with me').status).toBe('priced');
    const yard = ask('US-CO', 'need 2 guys 4 hours to pick up branches all over the yard, no trucks on the grass pls');
    expect(yard).toMatchObject({ status: 'priced', task: { slug: 'landscaping.cleanup' }, scope: { quantity: 4 } });
    expect(converse('MX-JAL', 'ocupo pasto en rollo', '¿Cuántos m2?', 'no se, caben unos 3 carros').status).toBe('needs_detail');
  });

  it('reads puppy teeth and a pool beside the hedges as no foreign work, and a troca painted as foreign', () => {
    expect(ask('CA-BC', 'puppy teeth got the hallway baseboards, not measured yet, can you replace them?').status).toBe('needs_detail');
    expect(ask('ES-MD', 'podar los setos alrededor de la piscina de la urbanización').task?.trade).toBe('landscaping');
    expect(ask('MX-NLE', 'cuanto sale pintar mi troca?').status).toBe('unsupported');
  });
});

describe('heat, outages and deadlines', () => {
  it('does not read heat as a furnace when it is weather or a cause, or block heaters as the home’s', () => {
    expect(ask('CA-QC', 'den floor needs replacing (it cupped after we lost heat in january), 16 square metres').task?.trade).toBe(
      'flooring',
    );
    expect(ask('CA-AB', 'the garage needs more plugs for the block heaters, cold snap coming').task?.trade).toBe('electrical');
    expect(ask('US-IL', 'no heat in the house since this morning').task?.trade).toBe('hvac');
  });

  it('reads a past outage and a deadline’s days as no job and no amount', () => {
    const fridge = ask('CA-ON', 'power was out 2 days after the ice storm and now the fridge will not cool');
    expect(fridge).toMatchObject({ task: { slug: 'appliances.fridge.repair' }, scope: { quantity: 1 } });
    expect(ask('US-GA', 'HOA letter says fresh mulch in the beds within 21 days, no idea how big they are').status).toBe('needs_detail');
    expect(ask('US-CO', 'HOA: front door warped, 45 days to put in a new one, standard 36 inch').scope?.quantity).toBe(1);
  });
});

describe('dates, times and formats that count nothing', () => {
  it('reads month/day after a date word and a time after "til" as no count', () => {
    expect(ask('US-FL', 'replace the water heater before closing 8/9').scope?.quantity).toBe(1);
    expect(ask('CA-ON', 'new back door please, nothing fancy, at work til 7').scope?.quantity).toBe(1);
  });

  it('reads a floor tile size that is no tile format as the floor’s', () => {
    expect(ask('US-FL', 'hall bath floor tile 10x11, demo and new 12x24 porcelain. done before listing 4/1').scope?.quantity).toBe(110);
  });
});

describe('rooms counted', () => {
  it('takes "there are N" as how many rooms were named, and one more then the total as the total', () => {
    expect(ask('US-TX', 'need the bedroom walls repainted, there are 3 bedrooms').scope?.quantity).toBe(3);
    expect(ask('CA-ON', 'repaint 2 bedrooms at the cottage plus the bunkie, so 3 in total').scope?.quantity).toBe(3);
    expect(ask('MX-CMX', 'los cuartos de abajo 4 en total necesitan pintura').scope?.quantity).toBe(4);
  });

  it('reads Valencian bedrooms, a salón-comedor as one room and an open kitchen as no room', () => {
    expect(ask('ES-VC', 'vull pintar dos dormitoris i el menjador').scope?.quantity).toBe(3);
    expect(ask('ES-MD', 'pintar el salón-comedor y un dormitorio').scope?.quantity).toBe(2);
    expect(
      converse(
        'ES-VC',
        'quiero dejar el piso limpio para alquilarlo',
        '¿Cuántas habitaciones?',
        '2 dormitorios y el salón, la cocina es americana',
      ).scope?.quantity,
    ).toBe(3);
  });
});

describe('sizes', () => {
  it('reads decimals and metres said aloud, an area said again in metres, and a countertop’s depth', () => {
    expect(ask('MX-JAL', 'malla ciclonica de diez punto cinco metros').scope?.quantity).toBe(10.5);
    expect(converse('ES-VC', 'vull gespa nova', '¿Cuántos metros cuadrados?', 'fa 6 per 5, o siga uns 30 metres').scope?.quantity).toBe(30);
    expect(ask('MX-NLE', 'cubierta nueva para la cocina, mide un metro noventa de largo por 60 de fondo').scope?.quantity).toBe(1.9);
  });

  it('keeps the job’s own kind of size for the unit in Canada, and a figure taken back before a reason', () => {
    expect(ask('CA-QC', 'new sod along the driveway, 60 m² (the strip is about 80 ft long)').scope?.quantity).toBe(60);
    expect(converse('MX-JAL', 'ocupo reja al frente', '¿Cuántos metros?', '12 no perdon 9 porque el porton se queda').scope?.quantity).toBe(
      9,
    );
  });
});

describe('which job', () => {
  it('keeps one job for the same thing told, asked for and described, and for the old one’s trouble told after', () => {
    const door = ask('CA-ON', 'the cat uses the side door as a scratching post. can you replace the door? just a regular exterior door');
    expect(jobsOf(door)).toEqual(['windows_doors.door.exterior']);
    const floor = ask('CA-QC', 'engineered hardwood for 15 m2 in the den. old floor warped after the leak');
    expect(jobsOf(floor)).toEqual(['flooring.hardwood.install']);
  });

  it('reads the damage told before the work, and who found the trouble, as no job of their own', () => {
    expect(jobsOf(ask('CA-AB', 'the plow tore up the lawn by the driveway, want new sod, about 30 m²'))).toEqual([
      'landscaping.sod.install',
    ]);
    expect(ask('US-WA', 'inspector flagged the flat roof, membrane cracked, needs waterproofing, 300 sq ft').scope?.quantity).toBe(300);
  });

  it('splits list items at " / ", and reads a room by its number as no count', () => {
    const scope = ask('US-WA', 'scope: LVP in the den 10x12 / swap 3 GFCIs / move-out clean at the end');
    expect(jobsOf(scope)).toEqual(['flooring.vinyl.install', 'electrical.gfci.install', 'cleaning']);
    expect(ask('MX-JAL', 'un contacto quemado en el cuarto 5').scope?.quantity).toBe(1);
  });

  it('reads a first-time buyer’s names for the AC, the thermostat and laminate', () => {
    expect(ask('US-TX', 'the metal box out back that blows the cold air quit').task?.trade).toBe('hvac');
    expect(ask('US-FL', 'the screen on the wall that controls the ac went blank, want a new one').task?.trade).toBe('hvac');
    expect(ask('US-IL', 'that wood look snap together floor in the bedroom, 10x11').task?.slug).toBe('flooring.laminate.install');
  });

  it('reads Andalusian speech: infinitives without their r, crews without their s', () => {
    const move = ask('ES-AN', 'nesesito 2 chavale pa 3 hora pa subí... pa bajá lo mueble');
    expect(move).toMatchObject({ status: 'priced', task: { trade: 'moving' }, scope: { quantity: 3, crew_size: 2 } });
    expect(ask('ES-AN', 'quiero alicatá la paré de la cosina, 3 metro por 1 de arto').task?.trade).toBe('tile');
  });

  it('adds the job said after "ya que están", and keeps a yard told as a jungle with the hours to clean it', () => {
    const both = converse(
      'MX-NLE',
      'subir unos muebles',
      '¿Cuántas personas y horas?',
      '2 chalanes 2 horas. y ya que estan desinstalen el minisplit viejo',
    );
    expect(jobsOf(both).sort()).toEqual(['hvac.ac.install', 'moving.labor']);
    const yard = ask('US-TX', 'yard is a jungle, want it cleaned up, 3 hrs, send 2 guys');
    expect(yard).toMatchObject({ task: { slug: 'landscaping.cleanup' }, scope: { quantity: 3, crew_size: 2 } });
  });
});
