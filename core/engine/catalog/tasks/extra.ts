/**
 * Common requests that cut across trades: countertops, wallpaper, insulation, planting, snow, junk, pet doors.
 * Per-unit times: as the trade files (RSMeans Residential Cost Data 2023, Craftsman National Renovation & Insurance Repair Estimator, HomeGuide / Fixr cost guides); by-the-hour tasks take the trade's hourly rate.
 */
import type { TaskDef } from '../types.js';
import { FIX_EN, FIX_ES, INSTALL_EN, INSTALL_ES, task } from './define.js';

export const EXTRA_TASKS: TaskDef[] = [
  task('painting.wallpaper.install', {
    room: 'walls',
    action: 'hang',
    dim: 'area',
    setup: 1,
    perUnit: 0.04,
    en: 'Hang wallpaper',
    es: 'Colocar papel tapiz',
    kw: [`wallpaper|wallpapers hang|hanging|${INSTALL_EN}|apply|put`, 'wallpaper|wallpapering'],
    kwEs: [`papel tapiz|pintado ${INSTALL_ES}|colgar|empapelar`, 'empapelar|empapelado|tapizar'],
  }),
  task('carpentry.countertop.install', {
    action: 'install',
    dim: 'length',
    setup: 2,
    perUnit: 0.3,
    crew: 2,
    en: 'Install a countertop',
    es: 'Instalar una cubierta o encimera',
    kw: [
      'countertop|countertops|worktop|worktops',
      `counter|counters ${INSTALL_EN}|granite|quartz|kitchen|top|tops`,
      // "put a granite countertop on the kitchen cabinets": the stone and the work name the top, not the cabinets.
      `countertop|countertops|worktop|worktops|counter|counters granite|quartz|marble|laminate|butcher|solid|stone ${INSTALL_EN}`,
    ],
    kwEs: [
      'cubierta|cubiertas|barra granito|cuarzo|cocina|marmol|formica',
      'encimera|encimeras|meseta',
      `cubierta|cubiertas|encimera|encimeras|barra|meseta granito|cuarzo|marmol|formica|silestone|piedra|laminada ${INSTALL_ES}`,
    ],
  }),
  task('drywall.insulation.install', {
    action: 'insulate',
    dim: 'area',
    setup: 1,
    perUnit: 0.012,
    crew: 2,
    en: 'Install insulation',
    es: 'Instalar aislamiento',
    kw: ['insulation|insulate|insulating|batts|blown'],
    kwEs: ['aislamiento|aislar|aislante', 'lana mineral|roca'],
  }),
  task('landscaping.planting', {
    action: 'plant',
    dim: 'count',
    setup: 0.5,
    perUnit: 0.75,
    en: 'Plant a tree or shrub',
    es: 'Plantar un árbol o arbusto',
    kw: [
      'plant|planting|plants tree|trees|shrub|shrubs|bush|bushes|hedge|hedges|flowers|roses|plants',
      // "can you put in 4 cedar trees, we bought them already": trees put in the ground are planted.
      'put|putting|install|installing tree|trees|shrub|shrubs|bushes|cedars|arborvitae|arborvitaes|saplings',
    ],
    kwEs: ['plantar|sembrar|siembra arbol|arboles|arbusto|arbustos|planta|plantas|flores|seto|setos|rosales'],
  }),
  task('landscaping.snow.removal', {
    action: 'remove snow',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 2,
    askHours: true,
    en: 'Snow removal (by the hour)',
    es: 'Retiro de nieve (por hora)',
    kw: [
      'snow|ice shovel|shoveling|plow|plowing|removal|remove|clear|clearing|driveway|walkway|sidewalk|rake',
      'snow shovel|plow',
      // "need the driveway and walk cleared", "shovel the front steps": cleared or shoveled, the paths are snow work.
      'cleared|shoveled|shovelled|shovel|shoveling|plowed|plow driveway|driveways|walk|walkway|walkways|sidewalk|sidewalks|steps|path|lot|parking',
      // "clear my driveway, storm dumped 20 inches", "blow out the driveway": a driveway cleared or blown out is snow work.
      'clear|clearing|blow|blowout|snowblow|snowblowing driveway|driveways',
      // "need my driveway plowed out at the acreage": a driveway or a lane plowed is cleared of snow.
      'plow|plowed|plowing|plough|ploughed|ploughing driveway|driveways|lane|laneway|lot|yard|road',
      // "storm buried us, send two fellas to dig out the driveway and the walk": dug out after a storm.
      'dig|digging|dug out driveway|driveways|walk|walkway|sidewalk|steps|car',
    ],
    kwEs: ['nieve|hielo quitar|retirar|palear|limpiar|despejar', 'nieve palear|quitar|retirar|limpiar|despejar|pala|quitanieves'],
  }),
  task('moving.junk.removal', {
    action: 'haul away',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    crew: 2,
    defaultHours: 2,
    askHours: true,
    en: 'Junk removal and hauling (by the hour)',
    es: 'Retiro de cacharros y escombro (por hora)',
    kw: [
      'junk|debris|trash|garbage|clutter|rubbish haul|hauling|removal|remove|away|take|dump|clean|clear|pickup|pick',
      'junk|hauling|haul',
      'junk removal',
    ],
    kwEs: [
      'cacharro|cacharros|tiliches|escombro|escombros|basura|trastos|muebles|triques retir|sacar|llevar|tirar|recoger|quitar|desalojar',
      'escombro|escombros|tiliches|triques|trastos',
    ],
  }),
  // "haul away an old sofa and a dresser", "que se lleven el colchón viejo": named things hauled away are priced per
  // thing (HomeGuide / Fixr single-item junk pickup: $60–$150 an item, about half an hour of a two-person crew each);
  // with hours given ("2 guys for 3 hours, a couch and boxes") the job is junk removal by the hour (choose.ts).
  task('moving.junk.items', {
    action: 'haul away',
    dim: 'count',
    setup: 0.5,
    perUnit: 0.5,
    crew: 2,
    en: 'Haul away old furniture or appliances (per item)',
    es: 'Retiro de muebles o aparatos viejos (por pieza)',
    kw: [
      'couch|couches|sofa|sofas|loveseat|sectional|mattress|mattresses|recliner|futon|dresser|treadmill|appliance|appliances|fridge|refrigerator|washer|dryer|armchair|table|desk|tub|jacuzzi|freezer|grill|bbq|trampoline hauled|removal|dump|junk|rid',
      'couch|couches|sofa|sofas|loveseat|sectional|mattress|mattresses|recliner|futon|dresser|treadmill|appliance|appliances|fridge|refrigerator|washer|dryer|armchair|table|desk|tub|jacuzzi|freezer|grill|bbq|trampoline haul|take|remove|cart|drag away|off',
      // "haul away" reads as "junk removal" once normalized: "+ haul away an old sofa" after another job.
      'couch|couches|sofa|sofas|loveseat|sectional|mattress|mattresses|recliner|futon|dresser|treadmill|appliance|appliances|fridge|refrigerator|washer|dryer|armchair|table|desk|tub|jacuzzi|freezer|grill|bbq|trampoline junk removal old|broken|used|dead',
      // "haul away an old couch", "take the old mattress away": away, and old or junk, beside the thing.
      'couch|couches|sofa|sofas|loveseat|sectional|mattress|mattresses|recliner|futon|dresser|treadmill|appliance|appliances|fridge|refrigerator|washer|dryer|armchair|table|desk|tub|jacuzzi|freezer|grill|bbq|trampoline haul|take|remove|get|pick away|off|rid|up old|junk|dump|broken',
    ],
    kwEs: [
      'sofa|sofas|sillon|sillones|colchon|colchones|comoda|refri|refrigerador|nevera|frigorifico|lavadora|secadora|caminadora|mueble|mesa|escritorio|ropero|armario retir|tirar|deshacer|desechar|llevar|lleven|llevarse|sacar|saquen|punto',
      'sofa|sofas|sillon|sillones|colchon|colchones|comoda|refri|refrigerador|nevera|frigorifico|lavadora|secadora|caminadora|mueble|mesa|escritorio|ropero|armario retir|tirar|llevar|lleven|llevarse|sacar|saquen viejo|vieja|viejos|viejas|basura|punto|descompuesto|roto|rota|inservible',
    ],
  }),
  task('plumbing.water_softener.install', {
    action: 'install',
    dim: 'count',
    setup: 0.5,
    perUnit: 3,
    en: 'Install a water softener or filter system',
    es: 'Instalar un suavizador o filtro de agua',
    kw: ['softener|softeners|filtration|filter|filters|purifier|osmosis water|install|system|whole', 'softener|osmosis'],
    kwEs: ['suavizador|descalcificador|filtro|filtros|purificador|osmosis agua|instal|cambi|sistema', 'descalcificador|suavizador|osmosis'],
  }),
  task('windows_doors.shower_door.install', {
    action: 'install',
    dim: 'count',
    setup: 0.5,
    perUnit: 3,
    en: 'Install a glass shower door',
    es: 'Instalar una mampara o cancel de baño',
    kw: [
      'shower|tub|bathtub glass|door|doors|enclosure|screen',
      'shower|tub|bathtub door|doors|glass|enclosure|screen install|replace|replacing|new|put|swap|change|fix|repair|broken|cracked|leaking|stuck|off',
    ],
    kwEs: [
      'mampara|mamparas',
      // "la puerta del baño" is the bathroom's door; the shower's is "la puerta de la ducha / regadera".
      'cancel|canceles bano|ducha|regadera|tina|banera',
      'puerta|puertas ducha|regadera|tina|banera',
      'mampara|mamparas|cancel|canceles instal|cambi|sustitu|reemplaz|nuev|poner|coloc|arregl|repar|roto|rota',
      'mampara|mamparas|cancel|canceles ducha|bano|regadera|banera|tina instal|cambi|sustitu|reemplaz|nuev|poner|coloc|arregl|repar',
    ],
  }),
  task('windows_doors.pet_door.install', {
    action: 'install',
    dim: 'count',
    setup: 0.25,
    perUnit: 1.5,
    en: 'Install a pet door',
    es: 'Instalar una puerta para mascotas',
    // "dog door", "puerta para el perro" are joined into one word (interpret/trade-words.ts), so the pet is not counted as an item.
    kw: ['petdoor|petdoors', 'petdoor|petdoors install|put|cut|add|fit|installed'],
    kwEs: ['gatera|perrera|petdoor|petdoors', 'gatera|perrera|petdoor|petdoors instal|poner|colocar|hacer'],
  }),
  task('plumbing.service_call', {
    action: 'troubleshoot',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 1.5,
    en: 'Plumbing service call (by the hour)',
    es: 'Visita de plomería (por hora)',
    kw: ['plumber|plumbing hour|hours|hourly|hr|hrs', 'sewer|drain|septic smell|smells|odor|stink|stinks'],
    kwEs: ['plomero|plomeria|fontanero|fontaneria hora|horas', 'drenaje|cano|caneria|cloaca|desague huele|olor|peste|apesta'],
  }),
  task('carpentry.hourly', {
    action: 'carpentry work',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 4,
    en: 'Carpentry work (by the hour)',
    es: 'Trabajos de carpintería (por hora)',
    kw: ['carpenter|carpentry|woodwork hour|hours|hourly|hr|hrs|day'],
    kwEs: ['carpintero|carpinteria|ebanista hora|horas|dia'],
  }),
  task('painting.item', {
    action: 'paint',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Paint an item (radiator, railing, shutter, piece of furniture)',
    es: 'Pintar una pieza (radiador, barandal, contraventana, mueble)',
    kw: [
      'paint|repaint|painting|refinish|stain island|islands|radiator|radiators|railing|railings|handrail|banister|shutter|shutters|furniture|dresser|table|chair|chairs|bench|mailbox',
    ],
    kwEs: [
      'pint|repint|barniz|lacar radiador|radiadores|barandal|barandales|barandilla|barandillas|pasamanos|contraventana|contraventanas|postigo|postigos|silla|sillas|mesa|comoda|banca|buzon',
    ],
  }),
  task('cleaning.appliance', {
    action: 'clean',
    dim: 'count',
    setup: 0.25,
    perUnit: 1.25,
    en: 'Deep-clean an appliance (oven, fridge, grill)',
    es: 'Limpiar a fondo un electrodoméstico (horno, refrigerador, parrilla)',
    kw: [
      'clean|cleaning|degrease oven|ovens|fridge|fridges|refrigerator|grill|bbq|stove|range|hood|microwave',
      'deep|inside clean|cleaning oven|ovens|fridge|fridges|refrigerator|grill|stove|microwave',
    ],
    kwEs: [
      'limpi|desengras horno|hornos|refrigerador|refri|nevera|frigorifico|parrilla|asador|estufa|campana|microondas',
      'fondo|profund|dentro limpi|limpieza horno|hornos|refrigerador|refri|frigorifico|estufa|microondas',
    ],
  }),
  task('cleaning.tile_grout', {
    action: 'clean',
    dim: 'room',
    setup: 0.25,
    perUnit: 1.5,
    en: 'Deep-clean tile and grout (per room)',
    es: 'Limpiar a fondo azulejo y juntas (por habitación)',
    kw: [
      'clean|cleaning|scrub|scrubbing|steam grout|tile|tiles',
      'clean|cleaned|cleaning|scrub|scrubbed|steam tile|tiles grout',
      'deep|steam|scrub|professional|professionally clean|cleaned|cleaning|scrub|scrubbed tile|tiles grout',
    ],
    kwEs: [
      'limpi|tallar|restregar juntas|lechada|boquilla|azulejo|azulejos|baldosas',
      'fondo|profund|vapor limpi|tallar|restregar azulejo|azulejos|baldosas|loseta|losetas juntas|lechada|boquilla',
    ],
  }),
  task('handyman.small_install', {
    action: 'install',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.75,
    en: 'Install a small item (mailbox, house numbers, hooks, doorstop)',
    es: 'Instalar un accesorio (buzón, números, ganchos, tope de puerta)',
    // "house numbers", not "got this number from my neighbour".
    kw: [
      'mailbox|mailboxes|doorstop|doorstops|hooks|coat rack',
      `mailbox|hooks|doorstop ${INSTALL_EN}`,
      'house|address|street numbers|number',
    ],
    kwEs: ['buzon|buzones|ganchos|perchero|tope|topes', `buzon|numeros|ganchos|perchero ${INSTALL_ES}`],
  }),
  // A squeaky door is oiled or its hinges tightened: a handyman's small job (Craftsman estimator, ~0.5 h a door).
  task('handyman.door.squeak', {
    action: 'fix',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.5,
    en: 'Fix a squeaky door (hinges oiled or tightened)',
    es: 'Arreglar una puerta que rechina (bisagras)',
    kw: ['door|doors squeaky|squeaks|squeak|squeaking|creaky|creaks|creaking|screeches|oil|lubricate|wd40'],
    kwEs: ['puerta|puertas rechina|rechinan|chirria|chirrian|cruje|crujen|chilla|chillan|engrasar|aceitar|lubricar'],
  }),
  task('plumbing.valve.replace', {
    severalPerPlace: true,
    action: 'replace',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Replace a shut-off or pressure valve',
    es: 'Cambiar una llave de paso o válvula',
    kw: [
      `valve|valves|regulator|regulators|shutoff|prv ${INSTALL_EN}|${FIX_EN}|pressure|main`,
      // "shutoff valves under his 3 sinks are all seized, need them replaced": the valves, not the sinks.
      `shutoff|shutoffs|shut valve|valves|off ${INSTALL_EN}|${FIX_EN}|seized|stuck|leaking|leak`,
    ],
    kwEs: [`valvula|valvulas|regulador|reguladora|flotador|boya ${INSTALL_ES}|${FIX_ES}|presion|paso`, 'llave|llaves paso'],
  }),
  task('handyman.light_bulbs', {
    action: 'replace',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.15,
    en: 'Replace light bulbs (high or hard to reach)',
    es: 'Cambiar focos o bombillas',
    kw: [
      'bulb|bulbs|lightbulb|lightbulbs',
      `bulb|bulbs|lightbulb|lightbulbs ${INSTALL_EN}|burnt|burned|out|high|change|changing`,
      'light|lights|ceiling|fixture|fixtures|lamp|high bulb|bulbs|lightbulb|lightbulbs replace|replacing|change|changing|swap|new|burnt|burned|out',
    ],
    kwEs: [
      'foco|focos|bombilla|bombillas|bombillo|bombillos',
      'foco|focos|bombilla|bombillas|bombillo|bombillos cambi|fundi|funde|funden|quemad|quemo|quemaron|poner',
      'foco|focos|bombilla|bombillas cambi|poner fundid|fundio|quemad|funde',
      'foco|focos|bombilla|bombillas|bombillo lampara|lamparas|alto|altos cambi|fundid|quemad',
    ],
  }),
];
