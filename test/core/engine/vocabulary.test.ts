import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../core/engine/index.js';
import { compileLexicon, wordTokens } from '../../../core/engine/interpret/lexicon.js';
import { normalize } from '../../../core/engine/interpret/normalize.js';
import { spanishForms } from '../../../core/engine/interpret/verb-forms.js';
import { ask, converse } from './helpers.js';

const lex = compileLexicon(defaultCatalog);
const tokensOf = (word: string): string[] => wordTokens(lex, word).map((id) => lex.tokens[id]!);

describe('Spanish request forms of the catalog verbs', () => {
  it('derives the subjunctive and participles, with their spelling changes', () => {
    expect(spanishForms('quitar')).toEqual(expect.arrayContaining(['quiten', 'quites', 'quitado']));
    expect(spanishForms('colocar')).toContain('coloquen');
    expect(spanishForms('impermeabilizar')).toContain('impermeabilicen');
    expect(spanishForms('poner')).toEqual(expect.arrayContaining(['ponga', 'pongan']));
    expect(spanishForms('recoger')).toContain('recojan');
    // English keywords that end like an infinitive, and forms that are other words, are left alone.
    expect(spanishForms('dimmer')).toEqual([]);
    expect(spanishForms('podar')).not.toContain('podemos');
    expect(spanishForms('quitar')).not.toContain('quite');
  });

  it('reads "que me quiten / pongan / coloquen" as the job', () => {
    expect(tokensOf('quiten')).toContain('quitar');
    expect(tokensOf('coloquen')).toContain('colocar');
    expect(ask('MX-JAL', 'necesito que me quiten el tapiz de la recámara, son como 25 m2 de pared')).toMatchObject({
      status: 'priced',
      task: { slug: 'painting.wallpaper.remove' },
      scope: { quantity: 25 },
    });
    expect(ask('ES-MD', 'quiero que me siembren césped en el jardín').task?.slug).toBe('landscaping.sod.install');
    expect(ask('ES-CT', 'Quiero que me pongan césped').task?.slug).toBe('landscaping.sod.install');
  });

  it('does not read "se han movido unas tejas" as a move', () => {
    expect(ask('ES-AN', 'se han movido unas tejas').task?.slug).toBe('roofing.repair');
  });
});

describe('numbers that are not amounts', () => {
  it('a schedule is not days of work', () => {
    expect(normalize('cortar el césped cada quince días')).toContain('recurring');
    const answer = ask('ES-AN', 'Quiero que me corten el césped cada quince días');
    expect(answer).toMatchObject({ status: 'needs_detail', task: { slug: 'landscaping.mowing' } });
  });

  it('a zone, a storey or a distance names, it does not count', () => {
    expect(ask('CA-BC', "zone 2 of my sprinklers won't turn on")).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
    expect(ask('US-NY', 'Hi, I was referred by my neighbor Linda on the 5th floor. Please call me back').status).toBe('unclear');
    expect(
      converse('US-CO', 'what do you charge to move a piano', 'Upright or grand?', 'upright, one flight down to the truck, going 5 miles'),
    ).toMatchObject({ status: 'priced', task: { slug: 'moving.piano' }, scope: { quantity: 1 } });
  });

  it('a count of places is not a count of things that come several to a place', () => {
    expect(ask('US-NY', "Need the shutoff valves replaced under 3 sinks, they're seized and won't turn.").status).toBe('needs_detail');
    expect(ask('US-CA', 'add new outlets in 3 bedrooms').status).toBe('needs_detail');
    expect(ask('US-IL', 'replace 4 shutoff valves under 2 sinks').scope?.quantity).toBe(4);
    // One screen to a window, one lock to a door: those places do count them.
    expect(ask('MX-CMX', 'cambio de chapas en 2 puertas').scope?.quantity).toBe(2);
  });
});

describe('one thing, not an unknown number', () => {
  it('a system for the whole home is one', () => {
    expect(ask('MX-JAL', 'quiero un purificador de agua para toda la casa, instalado')).toMatchObject({
      status: 'priced',
      scope: { quantity: 1 },
    });
    expect(ask('US-AZ', 'install a whole-house water softener')).toMatchObject({ status: 'priced', scope: { quantity: 1 } });
    expect(ask('MX-CMX', 'cambiar los contactos de toda la casa').status).toBe('needs_detail');
  });

  it('one part of plural things is one job, and asking what the business does names a kind', () => {
    expect(ask('US-CO', 'one of my outlets in the kitchen stopped working').scope?.quantity).toBe(1);
    expect(
      converse('ES-VC', '¿Reparáis neveras?', 'Sí, ¿qué le pasa?', 'Una Samsung de dos puertas, no enfría la parte de abajo'),
    ).toMatchObject({ status: 'priced', task: { slug: 'appliances.fridge.repair' }, scope: { quantity: 1 } });
  });

  it('hours the customer cannot say are asked, not assumed', () => {
    expect(ask('US-NY', "Need a handyman for some odd jobs, not sure how long it'll take").status).toBe('needs_detail');
    expect(ask('CA-ON', 'snow clearing on my driveway this winter').status).toBe('needs_detail');
    expect(ask('US-NY', 'need a handyman for 3 hours').status).toBe('priced');
  });
});

describe('requests outside home services that use trade words', () => {
  it.each([
    ['MX-CMX', 'busco a alguien que me limpie el historial de crédito'],
    ['ES-CT', '¿Hacéis limpieza de cutis?'],
    ['ES-MD', 'quiero mudar mi número de teléfono a otra compañía'],
    ['US-CA', 'need help to transfer my phone number to a new carrier'],
    ['MX-JAL', 'Vendo refrigerador Mabe seminuevo, ¿les interesa comprarlo?'],
    ['ES-AN', 'Busco peluquera a domicilio para mi madre'],
    ['CA-AB', "Block heater on my truck isn't working, can your electrician come look at it? It's plugged in at the garage."],
  ])('%s %s → unsupported', (region, text) => {
    expect(ask(region, text).status).toBe('unsupported');
  });

  it('keeps home work beside a vehicle, an insurer or a truck', () => {
    expect(ask('CA-AB', 'need an outlet in the garage for my block heater').task?.slug).toBe('electrical.outlet.install');
    expect(ask('ES-MD', 'instalar un punto de carga para el coche eléctrico').task?.slug).toBe('electrical.ev_charger.install');
    expect(ask('US-CO', 'Hail damage. Insurance adjuster says 28 squares need to be replaced, architectural shingles').task?.trade).toBe(
      'roofing',
    );
  });

  it('a question about the service area is not a request', () => {
    expect(ask('ES-VC', 'buenas, ¿estáis por la zona?').status).toBe('unclear');
    expect(ask('MX-NLE', '¿llegan hasta la colonia Cumbres?').status).toBe('unclear');
  });
});

describe('choosing between close tasks', () => {
  it('a boiler heats the home in the US and Canada, and heats water in Mexico', () => {
    expect(ask('US-MA', 'Our boiler is banging like crazy and not heating the upstairs.').task?.trade).toBe('hvac');
    expect(ask('MX-CMX', 'el boiler de la calefacción no prende').task?.trade).toBe('hvac');
    expect(ask('MX-CMX', 'el boiler no prende, no sale agua caliente').task?.slug).toBe('plumbing.water_heater.replace');
    expect(ask('MX-NLE', 'cambiar el boiler de paso del baño').task?.slug).toBe('plumbing.water_heater.replace');
  });

  it('kitchen cabinets are installed by a carpenter, not assembled as furniture', () => {
    expect(ask('ES-MD', 'montar una cocina de IKEA: 8 muebles entre altos y bajos').task?.slug).toBe('carpentry.cabinet.install');
    expect(ask('US-NY', 'hang 6 upper cabinets in the kitchen').task?.slug).toBe('carpentry.cabinet.install');
    expect(ask('US-FL', 'assemble an ikea dresser').task?.slug).toBe('handyman.furniture.assembly');
  });

  it('a damaged fence is a repair, a run of fence is new fence', () => {
    expect(ask('US-TX', 'Can you fix the section of my wood fence that blew over in the storm? 2 posts snapped').task?.slug).toBe(
      'fencing.repair',
    );
    expect(ask('MX-JAL', 'arreglar la barda de madera que se cayó con el viento').task?.slug).toBe('fencing.repair');
    expect(ask('US-CA', 'replace 60 ft of fence, 6 ft tall, the posts are rotten')).toMatchObject({
      task: { slug: 'fencing.wood.install' },
      scope: { quantity: 60 },
    });
    expect(ask('MX-JAL', 'poner 2 puertas nuevas en la barda del patio').task?.slug).toBe('fencing.gate.install');
  });

  it('the thing worked on wins over where it is', () => {
    expect(ask('CA-ON', 'replacing the light bulbs in my cathedral ceiling fixtures, 6 of them').task?.slug).toBe('handyman.light_bulbs');
    expect(ask('ES-MD', 'poner 6 focos empotrados en el techo de la cocina').task?.slug).toBe('electrical.recessed_light.install');
    expect(ask('US-GA', 'Need my oven fixed, bottom element not heating.').task?.trade).toBe('appliances');
    expect(ask('US-WA', 'install a ring doorbell (wired) where the old doorbell is')).toMatchObject({
      status: 'priced',
      task: { slug: 'electrical.doorbell.install' },
    });
    expect(ask('US-FL', 'replace the shower door').task?.slug).toBe('windows_doors.shower_door.install');
    expect(ask('US-NY', 'water heater pilot light wont stay lit').task?.trade).toBe('plumbing');
  });

  it("a named worker's hours are that trade's hours", () => {
    expect(ask('MX-NLE', 'ocupo un plomero dos horas y media para varias cosillas').task?.slug).toBe('plumbing.service_call');
    expect(ask('US-TX', 'need an electrician for 3 hours for some odd jobs').task?.trade).toBe('electrical');
  });
});

describe('regional words, brands, misspellings and voice-to-text, trade by trade', () => {
  it.each([
    ['CA-ON', 'garburator is jammed and humming', 'plumbing.garbage_disposal.install'],
    ['CA-BC', 'our toilet is plugged again', 'plumbing.toilet.repair'],
    ['US-GA', 'the john keeps running', 'plumbing.toilet.repair'],
    ['MX-CMX', 'desatorar el baño, se tapó', 'plumbing.drain.unclog'],
    ['CA-ON', 'patch a hole in the gyprock in the hallway', 'drywall.patch'],
    ['ES-CT', 'quiero poner tarima en el piso', 'flooring.laminate.install'],
    ['US-AZ', 'pergo in the living room, 400 sq ft', 'flooring.laminate.install'],
    ['US-CO', 'vynil plank in the basement, 250 sq ft', 'flooring.vinyl.install'],
    ['MX-JAL', '¿me cotizan canaletas para la casa?', 'roofing.gutters.install'],
    ['US-IL', 'furnance not turning on', 'hvac.furnace.repair'],
    ['US-IL', 'replace my thermastat with a nest', 'hvac.thermostat.install'],
    ['US-FL', 'my trane is blowing warm air', 'hvac.ac.service'],
    ['US-CA', 'install a tesla wall connector in the garage', 'electrical.ev_charger.install'],
    ['ES-MD', 'me saltan los plomos cuando pongo la lavadora', 'electrical.troubleshoot'],
    ['ES-MD', 'cambiar el telefonillo del portal', 'electrical.doorbell.install'],
    ['US-TX', 'need a new fense, 40 feet', 'fencing.wood.install'],
    ['US-FL', 'pain the bedroom please, 12x12', 'painting.interior.room'],
    ['ES-VC', 'mi nevera Samsung de dos puertas no enfría', 'appliances.fridge.repair'],
    ['US-CA', 'mount a 65 inch samsung on the wall', 'handyman.tv.mount'],
    ['CA-AB', '2 hours of shovelling the driveway and sidewalk', 'landscaping.snow.removal'],
    ['ES-VC', 'necesito que me retiren un sofá viejo y un colchón, calculo una hora', 'moving.junk.removal'],
    ['US-TX', 'move my washer and dryer to the new place', 'moving.furniture'],
  ])('%s %s → %s', (region, text, slug) => {
    expect(ask(region, text).task?.slug).toBe(slug);
  });

  it('keeps "built in" for built-ins only', () => {
    expect(normalize('built in shelves')).toContain('builtin');
    expect(normalize('house was built in 1925')).not.toContain('builtin');
    expect(normalize('a fence built in the backyard')).not.toContain('builtin');
  });

  it('does not take a longer real word for a typo of a short keyword', () => {
    expect(tokensOf('referred')).toEqual([]);
    expect(tokensOf('treated')).not.toContain('tread');
    expect(tokensOf('fawcet')).toContain('faucet');
  });

  it('drops a take-back followed by a new request', () => {
    expect(normalize('Quiero tapizar… no perdón, quiero alfombrar la recámara')).toBe('quiero alfombrar la recamara');
  });
});

describe('pools, spas and solar panels are outside the catalog, the fence or the haul-away beside them is not', () => {
  it('tells them apart', () => {
    expect(ask('US-AZ', 'pool cleaning weekly').status).toBe('unsupported');
    expect(ask('US-WA', 'install solar panels on the roof').status).toBe('unsupported');
    expect(ask('US-AZ', 'fence around the pool, 80 ft')).toMatchObject({ status: 'priced', task: { slug: 'fencing.wood.install' } });
    expect(ask('US-WA', 'Junk removal - old hot tub plus a bunch of stuff from the garage. Figure 3 hours?').task?.slug).toBe(
      'moving.junk.removal',
    );
  });
});

describe('everyday symptoms', () => {
  it('a sink that drains slow is one drain, water coming out under a sink is a leak', () => {
    expect(ask('CA-ON', 'washroom sink drains super slow')).toMatchObject({ status: 'priced', task: { slug: 'plumbing.drain.unclog' } });
    expect(ask('ES-CT', 'se sale el agua por debajo del fregadero').task?.slug).toBe('plumbing.leak.repair');
  });
});

describe('readings, ratings and models are not amounts', () => {
  it('a thermostat reading, a voltage and a truck model count nothing', () => {
    expect(ask('US-FL', 'AC not blowing cold. thermostat set to 72 and house is 84')).toMatchObject({
      task: { slug: 'hvac.ac.service' },
      scope: { quantity: 1 },
    });
    expect(ask('MX-NLE', 'ocupo que me instalen un minisplit en la recámara, ya tengo la toma de 220').scope?.quantity).toBe(1);
    expect(ask('US-CO', 'Need a hardwired 60 amp charger for my F-150 Lightning in the garage')).toMatchObject({
      task: { slug: 'electrical.ev_charger.install' },
      scope: { quantity: 1 },
    });
    expect(ask('US-GA', 'lightning hit my oak tree, need it taken down').task?.slug).toBe('landscaping.tree.remove');
  });
});

describe('the thing, not its place', () => {
  it('a pet door in a door is a pet door, and the pet is not a second item', () => {
    expect(ask('US-FL', 'how much to put a pet door in a sliding glass door?').task?.slug).toBe('windows_doors.pet_door.install');
    expect(ask('US-FL', "Please install a pet door in our back door, it's for a large dog")).toMatchObject({
      task: { slug: 'windows_doors.pet_door.install' },
      scope: { quantity: 1 },
    });
    expect(ask('US-CA', 'the washer is leaking underneath').task?.slug).toBe('appliances.washer.repair');
    expect(ask('CA-ON', 'Need my chesterfield and a dresser moved up to the second floor bedroom').scope?.quantity).toBe(2);
  });
});

describe('scope words', () => {
  it('what is left out is not part of the job, and wanting a thing for a room installs it', () => {
    expect(ask('US-MA', 'repaint 4 bedrooms walls, no ceilings').task?.slug).toBe('painting.interior.walls');
    expect(ask('MX-NLE', 'quiero un minisplit en la sala y otro en la recámara principal')).toMatchObject({
      task: { slug: 'hvac.ac.install' },
      scope: { quantity: 2 },
    });
    expect(ask('US-TX', 'I need a toilet fixed in the bathroom').task?.slug).toBe('plumbing.toilet.repair');
    expect(ask('MX-JAL', 'quiero cercar con malla el terreno, son 20 metros').task?.slug).toBe('fencing.chain_link.install');
  });
});

describe('overflowing and leaking spots', () => {
  it('an overflowing tank is a leak, overflowing gutters want cleaning, a leaking gutter corner is a repair', () => {
    expect(ask('MX-JAL', 'el tinaco se derrama').task?.trade).toBe('plumbing');
    expect(ask('US-WA', 'gutters are overflowing, roughly 140 ft of gutter total. need them cleaned out').task?.slug).toBe(
      'cleaning.gutters',
    );
    expect(ask('CA-ON', 'eavestrough is leaking at the corner')).toMatchObject({ status: 'priced', task: { slug: 'roofing.repair' } });
    expect(ask('US-FL', 'fix my leaky fossit').task?.slug).toBe('plumbing.faucet.repair');
  });
});

describe('home requests outside the catalog', () => {
  it('a work verb on an unknown thing asks which job; assembling is handyman time; a permit question is not a job', () => {
    expect(ask('US-TX', 'hang a hammock between two posts').status).toBe('needs_detail');
    expect(ask('ES-MD', 'quitar un muro del salón').status).toBe('needs_detail');
    expect(ask('US-CO', 'need someone to demolish a shed').status).toBe('needs_detail');
    expect(ask('US-TX', 'I need my gazebo assembled')).toMatchObject({ status: 'priced', task: { slug: 'handyman.general' } });
    expect(ask('US-NY', 'how do I get a building permit in NYC').status).toBe('unsupported');
    expect(ask('US-CA', 'install a bidet').task?.slug).toBe('plumbing.toilet.replace');
  });

  it('reads a long take-back text once', () => {
    expect(normalize(`${'quiero pintar la sala... no perdon, '.repeat(3)}quiero alfombrar`)).toBe('quiero alfombrar');
  });
});
