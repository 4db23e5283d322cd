import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('requests outside home services that share a trade word', () => {
  it('reads a vehicle’s own air conditioning or heater as vehicle work, even "in my truck"', () => {
    expect(ask('US-FL', 'My AC in my truck only blows hot air, can your hvac guy recharge it?').status).toBe('unsupported');
    expect(ask('MX-NLE', 'el clima de mi camioneta ya no enfría').status).toBe('unsupported');
    expect(ask('CA-ON', "my van's heater stopped working").status).toBe('unsupported');
    // A truck things are loaded into, or an outlet for its block heater, keeps the home job.
    expect(ask('CA-AB', 'install an outlet in my garage for my truck’s block heater').status).toBe('priced');
  });

  it('reads a vehicle that damaged the home as the cause, not the thing worked on', () => {
    const answer = ask('US-FL', 'install a new mailbox on the existing post pls, old one got knocked off by a delivery truck');
    expect(answer).toMatchObject({ status: 'priced', task: { trade: 'handyman' } });
    expect(ask('US-MA', 'please reinstall our mailbox, it was knocked over by a delivery van').status).toBe('priced');
  });

  it('reads countertop appliances, nails, software and websites as outside home services', () => {
    expect(ask('MX-CMX', 'Me podrian dar precio para reparar la cafetera? es una de capsulas y ya no calienta').status).toBe('unsupported');
    expect(ask('US-NY', "can you fix my air fryer? it won't turn on").status).toBe('unsupported');
    expect(ask('ES-AN', '¿Pintáis uñas? Es para la boda de mi hermana el sábado').status).toBe('unsupported');
    expect(ask('ES-VC', 'Hola, quiero hacer una mudanza de mi página web a otro servidor').status).toBe('unsupported');
    expect(
      converse('MX-NLE', 'buenas, ocupo instalar un programa en mi compu', '¿Necesita algo de la casa?', 'no, solo lo de la compu').status,
    ).toBe('unsupported');
    // "unas" is also "some": painting some doors is a painting job.
    expect(ask('MX-CMX', 'pintar unas puertas').task?.slug).toBe('painting.door');
  });
});

describe('price talk without a job', () => {
  it('is unclear, not a request for something else', () => {
    expect(ask('CA-AB', 'can you do it cheaper than the last guy').status).toBe('unclear');
    expect(ask('US-TX', 'can you give me a price').status).toBe('unclear');
    expect(
      converse('US-WA', 'Hi, can you give me a price', 'Sure! What job do you need done?', 'idk just a price for like general stuff')
        .status,
    ).toBe('unclear');
    expect(ask('MX-CMX', '¿me pueden dar un precio más barato que el del otro señor?').status).toBe('unclear');
    expect(ask('US-CO', 'I want to learn guitar').status).toBe('unsupported');
  });
});

describe('close tasks in different trades', () => {
  it('reads a countertop put on existing kitchen cabinets as the countertop, sized by its run', () => {
    const answer = ask('MX-JAL', 'Tengo una cocina integral de 3.20 metros y quiero que me pongan cubierta de granito');
    expect(answer).toMatchObject({ status: 'priced', task: { slug: 'carpentry.countertop.install' }, scope: { quantity: 3.2 } });
    expect(ask('US-TX', 'need a quartz countertop installed on our new kitchen cabinets, about 12 ft').task?.slug).toBe(
      'carpentry.countertop.install',
    );
  });

  it('reads a sheet roof ("techo de lámina") as a roof and light fixtures "del techo" as lights', () => {
    expect(ask('MX-JAL', 'que precio tiene reparar un techo de lamina? se trasmina el agua por 2 partes').task?.trade).toBe('roofing');
    expect(ask('MX-JAL', 'quiero cambiar todos los focos del techo por empotrados').task?.trade).toBe('electrical');
    expect(ask('MX-CMX', 'quiero cambiar 8 focos del techo de la sala por luces empotradas')).toMatchObject({
      task: { slug: 'electrical.recessed_light.install' },
      scope: { quantity: 8 },
    });
  });

  it('reads cracked tiles to change as a tile repair, not new tile', () => {
    expect(ask('MX-CMX', 'hay que cambiar 4 azulejos estrellados del baño y reponerles boquilla')).toMatchObject({
      task: { slug: 'tile.repair' },
      scope: { quantity: 4 },
    });
  });

  it('reads a toilet whose water keeps running as a toilet repair, not an electric current', () => {
    for (const text of [
      'oiga el wc se queda corriendo el agua todo el dia, me lo pueden componer?',
      'el inodoro no para de correr agua ya le movi el flotador y nada',
      'el escusado de mi baño no deja de tirar agua',
    ])
      expect(ask('MX-CMX', text).task?.slug).toBe('plumbing.toilet.repair');
  });

  it('reads small holes in "tabla roca" as drywall patches', () => {
    expect(ask('MX-CMX', 'ocupo tapar 3 hoyitos en la pared de tabla roca')).toMatchObject({
      task: { slug: 'drywall.patch' },
      scope: { quantity: 3 },
    });
    expect(ask('MX-CMX', 'reparar tres perforaciones en muro de tablaroca').task?.slug).toBe('drywall.patch');
  });

  it('reads the house painted "por fuera" as exterior painting', () => {
    expect(ask('MX-CMX', 'Quiero pintar mi casa por fuera').task?.slug).toBe('painting.exterior.house');
  });

  it('reads drafty windows swapped for new ones as a replacement, not weatherstripping', () => {
    expect(ask('US-MA', 'kitchen has 3 drafty old windows, want them swapped for new ones')).toMatchObject({
      task: { slug: 'windows_doors.window.replace' },
      scope: { quantity: 3 },
    });
    expect(ask('US-MA', 'weatherstrip the old windows, they are drafty').task?.slug).toBe('windows_doors.weatherstrip');
  });

  it('reads a damaged spot of a named floor by a door as a floor repair', () => {
    expect(ask('US-FL', 'dog chewed up a spot of my vinyl plank by the back door, need that one spot fixed').task?.slug).toBe(
      'flooring.repair',
    );
  });

  it('reads protecting the home for a small child as childproofing', () => {
    expect(
      ask('MX-NLE', 'mi hijo tiene 1 año y ocupo que me protejan la casa, enchufes, esquinas, cajones, como 3 horas de trabajo'),
    ).toMatchObject({ task: { slug: 'handyman.childproofing' }, scope: { quantity: 3 } });
    expect(ask('MX-NLE', 'mi niña ya gatea y ocupo que me protejan la casa, unas 3 horas').task?.trade).toBe('handyman');
  });

  it('reads a drip that comes from a pipe as a plumbing leak, not a roof leak', () => {
    expect(
      converse(
        'ES-VC',
        'Buenos días, tengo una gotera en el baño que viene de una tubería',
        '¿Sabes si es en una sola tubería?',
        'Sí, es la del lavabo',
      ).task?.trade,
    ).toBe('plumbing');
    expect(ask('MX-CMX', 'tengo una gotera en el techo del baño que viene de la tubería del departamento de arriba').task?.trade).toBe(
      'plumbing',
    );
    expect(ask('MX-CMX', 'tengo goteras en el techo cuando llueve').task?.trade).toBe('roofing');
  });
});

describe('a sentence that names only the thing of a job asked for', () => {
  it('counts the windows to clean, not windows to repair', () => {
    expect(ask('ES-AN', '¿Cuánto me cobráis por limpiar los cristales? Son 12 ventanas en total')).toMatchObject({
      status: 'priced',
      task: { slug: 'cleaning.windows' },
      scope: { quantity: 12 },
      unpriced: [],
    });
    expect(
      converse(
        'US-CO',
        'can u guys clean windows',
        'Yes! How many windows, inside, outside or both?',
        'both sides, 18 windows, 2 story house',
      ),
    ).toMatchObject({ task: { slug: 'cleaning.windows' }, scope: { quantity: 18 }, extras: [] });
  });

  it('counts carpeted rooms as carpet to clean, not carpet to lay', () => {
    expect(ask('MX-CMX', 'Buenas, me cotiza lavar alfombras? Son la de la sala y 2 recámaras alfombradas')).toMatchObject({
      task: { slug: 'cleaning.carpet' },
      scope: { quantity: 3 },
    });
    expect(converse('CA-ON', 'can you shampoo carpets', 'Sure, how many rooms?', '4 carpeted bedrooms')).toMatchObject({
      task: { slug: 'cleaning.carpet' },
      scope: { quantity: 4 },
    });
  });

  it('keeps a thing with its own trouble, or of the same trade, as a job of its own', () => {
    const answer = ask(
      'US-TX',
      "Need the living room repainted, it's about 15 x 20. Walls and ceiling. Also the kitchen faucet has been dripping for a week, can you fix that too?",
    );
    expect([answer.task?.trade, ...answer.extras.map((x) => x.slug.split('.')[0])]).toEqual(['painting', 'plumbing']);
    expect(ask('US-TX', 'Need my kitchen cabinets painted white. Haven’t counted the cabinet doors yet.').task?.slug).toBe(
      'painting.cabinets',
    );
  });
});

describe('a room painted with its ceiling', () => {
  it('is one room job however the ceiling is added', () => {
    for (const [region, text] of [
      ['US-TX', 'Hi there, looking to get our spare bedroom repainted (ceiling included). Room is fourteen feet by twelve feet.'],
      ['US-TX', 'hi i want to paint my living room its twelve by fourteen feet walls and the ceiling too'],
      ['ES-MD', 'necesito pintar la habitacion de mi hijo que mide cuatro metros por cuatro metros las paredes y el techo'],
    ] as const)
      expect(ask(region, text)).toMatchObject({ task: { slug: 'painting.interior.room' }, extras: [], unpriced: [] });
    expect(
      converse('US-TX', 'want to get a bedroom painted, walls and the ceiling', "Sure! What are the room's dimensions?", '12 ft x 14 ft'),
    ).toMatchObject({ task: { slug: 'painting.interior.room' }, scope: { quantity: 168 }, unpriced: [] });
    // A ceiling alone, or another thing listed after the first, stays what it is.
    expect(ask('US-TX', 'paint the bedroom ceiling, 12x14').task?.slug).toBe('painting.interior.ceiling');
    expect(ask('ES-VC', 'Pintar la valla del jardín (25 metros) y las 4 contraventanas de madera de la fachada').extras).toHaveLength(1);
  });
});

describe('the work said once', () => {
  it('stays when the customer takes back only the thing', () => {
    expect(
      ask('US-GA', 'Need somebody to seal our concrete patio? No wait, its the wood deck I meant, about two hundred square feet'),
    ).toMatchObject({ task: { slug: 'painting.deck.stain' }, scope: { quantity: 200 } });
    expect(ask('CA-ON', 'can you paint the shed? sorry i mean the fence, 60 ft')).toMatchObject({
      task: { slug: 'painting.fence' },
      unpriced: [],
    });
  });

  it('covers a washer and dryer installed together, and a washer is not the work of washing', () => {
    expect(ask('CA-AB', 'install our new washer and dryer, stackable, laundry closet upstairs')).toMatchObject({
      task: { slug: 'appliances.install' },
      scope: { quantity: 2 },
      extras: [],
    });
  });

  it('reads loading and unloading as moving labor', () => {
    expect(ask('MX-JAL', 'Buenas, ¿me mandan a dos personas para cargar y descargar? Serían unas 3 hrs')).toMatchObject({
      status: 'priced',
      task: { slug: 'moving.labor' },
      scope: { quantity: 3 },
    });
  });
});

describe('Spanish floors of wet rooms', () => {
  it('reads a bathroom or kitchen floor with no material named as tile', () => {
    const answer = ask('ES-MD', 'Buenas, necesito cambiar el suelo del baño (unos 5 m²) y ponerle un inodoro nuevo');
    expect([answer.task?.slug, ...answer.extras.map((x) => x.slug)].sort()).toEqual(['plumbing.toilet.replace', 'tile.floor.install']);
    expect(ask('MX-JAL', 'el piso del baño se levantó en una esquina, me lo arreglan?').task?.slug).toBe('tile.repair');
    // A material named keeps its own floor.
    expect(ask('ES-AN', 'quiero poner suelo laminado en la cocina, 10 m2').task?.slug).toBe('flooring.laminate.install');
  });
});

describe('a worker quoted as the source', () => {
  it('is not the worker asked for: the job quoted is', () => {
    expect(
      ask(
        'MX-CMX',
        'Le reenvío lo que me dijo el maestro: «son 18 metros lineales de zoclo de madera para sala y comedor». Él ya no puede venir, ¿ustedes me lo pueden poner?',
      ),
    ).toMatchObject({ task: { slug: 'carpentry.baseboard.install' }, scope: { quantity: 18 } });
  });
});

describe('"water"', () => {
  it('is the toilet only as Spain’s "el wáter", not English water', () => {
    expect(ask('ES-MD', 'se ha atascado el wáter del baño pequeño').task?.slug).toBe('plumbing.toilet.repair');
    expect(ask('US-TX', 'wait no thats not near water').task?.trade).not.toBe('plumbing');
  });
});

describe('things listed before the verb said once', () => {
  it('are one job of that verb', () => {
    expect(ask('US-NY', "I'd like the baseboards and door trim painted throughout my apartment. How much?")).toMatchObject({
      task: { slug: 'painting.trim' },
      unpriced: [],
    });
    // Workers named before another trade's workers stay their own job.
    const answer = converse(
      'CA-BC',
      'We need movers and cleaners for our move out',
      'How many bedrooms?',
      '3 bedroom house, about 1,800 sq ft',
    );
    expect([answer.task?.trade, ...answer.extras.map((x) => x.slug.split('.')[0]), ...answer.unpriced.map((u) => u.trade)]).toContain(
      'moving',
    );
  });
});

describe('a breaker that trips', () => {
  it('is a fault to find, not a new GFCI, in every tense', () => {
    expect(ask('ES-MD', 'me ha saltado el diferencial y no vuelve a subir').task?.slug).toBe('electrical.troubleshoot');
    expect(ask('ES-CT', 'el diferencial salta cada vez que enciendo el horno').task?.slug).toBe('electrical.troubleshoot');
  });
});

describe('repairs named by their thing, not by where it is', () => {
  it('reads grout in a shower as regrouting and a stuck slider as a door repair', () => {
    expect(ask('US-FL', "can you fix the grout in my shower? it's cracking, about 30 sq ft").task?.slug).toBe('tile.regrout');
    expect(ask('US-TX', 'the sliding door is hard to open').task?.slug).toBe('windows_doors.door.repair');
    expect(ask('US-TX', 'install a new sliding patio door').task?.slug).toBe('windows_doors.sliding_door.install');
  });
});

describe('more requests outside home services', () => {
  it('reads instruments, TV and phone repair, bank accounts and utility contracts as outside, a TV mount as home work', () => {
    for (const [region, text] of [
      ['US-CO', 'can you repair my guitar? the neck is cracked'],
      ['US-FL', 'tv repair, the screen has lines on it'],
      ['MX-JAL', '¿arreglan celulares? se me estrelló la pantalla'],
      ['MX-CMX', 'me ayudan a mudar mi cuenta de banco a otro banco?'],
      ['ES-MD', 'quiero cambiar de compañía de luz'],
    ] as const)
      expect(ask(region, text).status).toBe('unsupported');
    expect(ask('US-TX', "fix the tv mount, it's loose").task?.slug).toBe('handyman.tv.mount');
    expect(ask('MX-NLE', 'ocupo que me arreglen la lavadora de trastes').task?.slug).toBe('appliances.dishwasher.repair');
  });
});

describe('a hole made by a door handle', () => {
  it('is a drywall patch, while the handle itself stays door hardware', () => {
    expect(ask('US-CA', 'there’s a doorknob hole in the wall behind the bedroom door, can you patch it').task?.slug).toBe('drywall.patch');
    expect(ask('CA-ON', 'patch the hole where the door handle went through the drywall').task?.slug).toBe('drywall.patch');
    expect(ask('US-CA', 'door knob is loose').task?.trade).toBe('windows_doors');
  });
});

describe('Mexican "cancel de baño"', () => {
  it('is a shower enclosure, while a sliding "cancel" in a room stays a sliding door', () => {
    expect(ask('MX-CMX', 'me instalan una cancelería de baño').task?.slug).toBe('windows_doors.shower_door.install');
    expect(ask('MX-CMX', 'instalar un cancel corredizo en la sala').task?.slug).toBe('windows_doors.sliding_door.install');
  });
});
