/**
 * Carpentry, handyman, cleaning and moving: general work around the home.
 * Per-unit times: RSMeans Residential Cost Data 2023 (Gordian) for finish carpentry (div. 06 2x), the Craftsman National Renovation & Insurance Repair Estimator for handyman items, and the hours that cleaning and moving companies publish (standard cleaning ~2 h per 1,000 sq ft; local move ~4-5 crew hours per bedroom, American Moving & Storage Association guidance). Metric regions use metric-times.ts.
 */
import type { TaskDef } from '../types.js';
import { FIX_EN, FIX_ES, INSTALL_EN, INSTALL_ES, task } from './define.js';

export const GENERAL_TASKS: TaskDef[] = [
  task('carpentry.baseboard.install', {
    action: 'install',
    dim: 'length',
    setup: 0.5,
    perUnit: 0.06,
    perimeter: true,
    en: 'Install baseboards',
    es: 'Instalar zoclos o rodapiés',
    kw: ['baseboard|baseboards|skirting', `baseboard|baseboards|skirting ${INSTALL_EN}|${FIX_EN}`],
    kwEs: [
      'zoclo|zoclos|rodapie|rodapies|zocalo|zocalos|guardapolvo',
      `zoclo|zoclos|rodapie|rodapies|zocalo|zocalos|guardapolvo ${INSTALL_ES}|${FIX_ES}`,
    ],
  }),
  task('carpentry.crown_molding.install', {
    action: 'install',
    dim: 'length',
    setup: 0.5,
    perUnit: 0.1,
    perimeter: true,
    en: 'Install crown molding',
    es: 'Instalar molduras de techo',
    kw: ['crown|molding|moulding|moldings|mouldings|cornice'],
    kwEs: ['moldura|molduras|cornisa|cornisas|escocia|escocias|cenefa'],
  }),
  task('carpentry.trim.install', {
    action: 'install',
    dim: 'count',
    setup: 0.25,
    perUnit: 1,
    en: 'Install door or window trim (casing)',
    es: 'Instalar marcos o tapajuntas',
    kw: [
      'casing|casings|trim|jamb|jambs door|window|install|replace|fix',
      'trim|casing|casings|jamb|jambs rotted|rotten|rot|damaged|replace|repair|install|fix door|window|garage|doors|windows',
    ],
    kwEs: ['marco|marcos|tapajuntas|chambrana|chambranas|jamba puerta|ventana|instal|cambi|arregl'],
  }),
  task('carpentry.deck.build', {
    action: 'build',
    dim: 'area',
    setup: 4,
    perUnit: 0.35,
    crew: 2,
    en: 'Build a wood deck',
    es: 'Construir una terraza de madera (deck)',
    kw: ['deck|decks|decking|pergola build|new|install|construct|add|composite|rebuild|rebuilt', 'pergola'],
    kwEs: [
      'deck|terraza|tarima|pergola|porche construir|hacer|nueva|nuevo|instal',
      // "queremos poner deck" (what "tarima exterior" reads as): a deck put in is a new one.
      'deck poner|pongan|ponga|coloc',
      'pergola',
      // "quiero poner una terraza de madera", "ocupo un deck de madera de 4x6": wanting one made of wood is a new one.
      'deck|terraza madera poner|pongan|coloc|cotiz',
    ],
  }),
  task('carpentry.deck.repair', {
    action: 'repair',
    dim: 'area',
    setup: 1,
    perUnit: 0.12,
    en: 'Repair deck boards or railing',
    es: 'Reparar tablas o barandal de una terraza',
    kw: ['deck|decks|porch|railing|railings', `deck|decks|porch|railing|railings ${FIX_EN}|rotten|rot|loose|boards|replace`],
    kwEs: [`deck|terraza|tarima|porche|barandal|barandilla|baranda ${FIX_ES}|podrid|suelt|tablas`],
  }),
  // An accessibility ramp is framed and decked like a deck, sized by its run: RSMeans wood ramp ~0.8 labor-hours per
  // linear ft of a 4 ft wide ramp with its rails.
  task('carpentry.ramp.build', {
    action: 'build',
    dim: 'length',
    setup: 2,
    perUnit: 0.8,
    crew: 2,
    en: 'Build a wheelchair or access ramp',
    es: 'Construir una rampa de acceso',
    kw: [
      `ramp|ramps wheelchair|wheelchairs|accessibility|accessible|access|ada|handicap|walker|scooter|build|building|built|${INSTALL_EN}|wood|wooden|entry|porch|door|steps`,
    ],
    kwEs: [
      `rampa|rampas silla|ruedas|acceso|accesibilidad|discapacidad|andadera|andador|construir|hacer|${INSTALL_ES}|madera|entrada|escalones`,
    ],
  }),
  task('carpentry.shelves.install', {
    action: 'install',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Build or install shelves',
    es: 'Construir o instalar repisas',
    kw: [
      'shelf|shelves|shelving|bookcase|bookshelf|bookshelves|builtin|builtins',
      'window|mudroom|storage seat|seats|bench|benches|nook',
      // "build a custom bookshelf": made to measure is carpentry, not assembling a bought one.
      'custom|builtin|built|recessed shelf|shelves|shelving|bookcase|bookcases|bookshelf|bookshelves',
    ],
    kwEs: ['repisa|repisas|estante|estantes|estanteria|estanterias|balda|baldas|librero|libreros|entrepano'],
  }),
  task('carpentry.cabinet.install', {
    action: 'install',
    dim: 'count',
    setup: 1,
    perUnit: 1.5,
    en: 'Install a cabinet',
    es: 'Instalar un gabinete o mueble de cocina',
    kw: [
      `cabinet|cabinets|cupboard|cupboards ${INSTALL_EN}|${FIX_EN}|build|door|doors|hinge|hinges`,
      'cabinet|cabinets|cupboard|cupboards',
      'cabinet|cabinets|cupboard|cupboards kitchen|upper|uppers|lower|lowers|base|wall install|assemble|assembly|build|hang|put|mount|ikea|new|replace',
    ],
    kwEs: [
      `gabinete|gabinetes|alacena|alacenas|mueble|muebles|armario|armarios|closet|closets ${INSTALL_ES}|${FIX_ES}|hacer|construir|puerta|bisagra|bisagras|medida`,
      // "¿hacen clósets de madera?": built-in wardrobes made to measure.
      'closet|closets|armario|armarios|ropero|roperos|vestidor|vestidores madera|medida|empotrado|empotrados|empotrada hacer|hacen|hagan|haceis|hagais|haga|hagas|hacerme|quiero|necesito|fabric|construir|instal|poner|cotiz',
      'carpintero|carpinteria|ebanista',
      'gabinete|gabinetes|alacena|alacenas|mueble|muebles cocina instal|montar|mont|armar|arm|poner|coloc|cambi|nuev|ikea|hacer|hacen|hagan|haceis|hagais|fabric|construir|medida|integral|cotiz',
    ],
  }),
  task('carpentry.framing.wall', {
    action: 'frame',
    dim: 'length',
    setup: 1,
    perUnit: 0.4,
    crew: 2,
    en: 'Frame a new wall',
    es: 'Levantar la estructura de un muro nuevo',
    kw: [
      'frame|framing|partition|stud wall|walls|build|new|studs',
      'framing|partition',
      // "get the basement framed", "basement framing": a room framed is its walls framed ("the door frame" is not).
      'framed|framing|frame basement|bedroom|bedrooms|room|rooms|addition|garage|office|attic|bathroom',
    ],
    kwEs: ['estructura|bastidor|tabique|tabiques|divisoria|muro muro|pared|nueva|nuevo|levantar|hacer|construir|madera', 'tabique|tabicar'],
  }),
  // Rotted or loose siding boards replaced one by one: HomeGuide siding repair $300–$1,200, about half an hour a board
  // after an hour of set-up.
  task('carpentry.siding.repair', {
    action: 'repair',
    dim: 'count',
    setup: 1,
    perUnit: 0.5,
    en: 'Repair or replace siding boards',
    es: 'Reparar o cambiar tablas del revestimiento exterior',
    kw: [
      `siding|clapboard|clapboards|clapboarding ${FIX_EN}|replace|replaced|rotted|rotten|rotting|loose|missing|damaged|cracked|broken|new`,
      'clapboard|clapboards',
    ],
    kwEs: [`revestimiento|siding|lambrin ${FIX_ES}|cambi|podrid|suelt|rot|dan`],
  }),
  task('carpentry.stairs.repair', {
    action: 'repair',
    dim: 'count',
    setup: 1,
    perUnit: 1.5,
    en: 'Repair a stair tread or handrail',
    es: 'Reparar un escalón o pasamanos',
    kw: [
      `stair|stairs|staircase|step|steps|handrail|banister|tread|treads ${FIX_EN}|${INSTALL_EN}|rebuild|build|rotten|loose|squeaky|squeaks|wobbly|creaky`,
    ],
    kwEs: [`escalera|escaleras|escalon|escalones|pasamanos|barandal|peldano|peldanos ${FIX_ES}|suelt|flojo|rechin|cruje|tambalea`],
  }),
  task('handyman.general', {
    action: 'general repairs',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 2,
    en: 'General handyman work (by the hour)',
    es: 'Trabajos generales de mantenimiento (por hora)',
    kw: [
      'handyman|handymen|handy|maintenance|odd|repairs|chores|honey|punch',
      // "I got a list of little things at my rental": a list of small jobs is a handyman's hours.
      'list little|small|odd|misc things|jobs|fixes|stuff|tasks|repairs',
    ],
    kwEs: [
      'manitas|todero|maestro|chambitas|chapuzas|mantenimiento|reparaciones|arreglos|arreglitos|multiservicio|multiservicios',
      // "una lista de cosas pequeñas para hacer en casa", "varias cosillas": small jobs listed, by the hour.
      'lista|varias|cosillas|cositas cosas|cosillas|cositas|arreglos',
    ],
  }),
  task('handyman.furniture.assembly', {
    action: 'assemble',
    dim: 'count',
    setup: 0.25,
    perUnit: 1.5,
    en: 'Assemble a piece of furniture',
    es: 'Armar un mueble',
    kw: [
      'assemble|assembly|assembling|build|together ikea|furniture|desk|dresser|bed|crib|bookcase|bookshelf|bookshelves|nightstand|nightstands|frame|frames|bedframe|bedframes|wardrobe|table|chairs|bunk|cabinet|shelf|stool|stools|bench|stand|grill|playset|swing|trampoline|treadmill|desk',
      'ikea|wayfair',
    ],
    kwEs: [
      'armar|armado|arme|armen|arman|armamos|armaria|armarian|armando|montar|monta|montaje|monte|monten|montes|ensamblar mueble|muebles|ikea|escritorio|cama|comoda|cajonera|ropero|armario|mesa|mesita|mesitas|litera|cuna|cambiador|librero|buro|buros|closet|closets|zapatera|zapatero|tocador|vestidor',
      'ikea',
      // "montar 6 estanterías metálicas que nos llegan desmontadas": flat-packed, so assembled.
      'desmontad|desarmad|embalad armar|montar|monta|montaje|ensamblar',
      'armar|armado|montar|montaje|monte|monten|montais|ensamblar ikea|pax|malm|hemnes|billy|kallax|brimnes|besta',
      'armar|armado|montar|monta|montaje|monten|montais ikea|pax|malm|hemnes|billy|kallax armario|armarios|mueble|muebles|comoda|cama|ropero',
    ],
  }),
  task('handyman.tv.mount', {
    action: 'mount',
    dim: 'count',
    setup: 0.25,
    perUnit: 1.5,
    en: 'Mount a TV on the wall',
    es: 'Colgar una televisión en la pared',
    kw: ['tv|tvs|television|televisions|flatscreen|soundbar mount|mounted|mounting|hang|hanging|hung|install|wall|put'],
    kwEs: ['tv|tele|television|televisor|televisores|pantalla|pantallas colgar|instal|montar|montaje|pared|muro|poner|soporte|empotrar'],
  }),
  task('handyman.hanging', {
    action: 'hang',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.3,
    en: 'Hang pictures, mirrors or curtain rods',
    es: 'Colgar cuadros, espejos o cortineros',
    kw: [
      'picture|pictures|mirror|mirrors|art|artwork|frames|photo|photos|photograph|photographs|portrait|portraits|poster|posters|prints|canvases|curtain|curtains|blinds|rod|rods|drapes|shades|whiteboard|whiteboards|corkboard|corkboards hang|hanging|hung|install|mount|put|up',
      'blinds|curtain|curtains',
      // "replace busted blind in kitchen": one blind, named with what is done to it ("blind" alone may be no blind).
      'blind|shade|miniblind|miniblinds replace|replaced|replacing|swap|new|install|hang|put|busted|broken',
      'towel|paper bar|bars|rack|racks|ring|holder|holders',
      // "hang a few pictures and some shelves": shelves hung on a wall are hanging, not built-in carpentry.
      'shelf|shelves hang|hanging|hung',
      // "3 floating shelves put up": shelves mounted on a wall, bought ready, are hanging too.
      'floating shelf|shelves hang|hanging|hung|install|installed|mount|mounted|put|up',
      // "anchor 3 dressers to the wall, my toddler climbed one": furniture fixed to the wall against tipping over.
      'anchor|anchored|anchoring|anchors|strap|tether dresser|dressers|bookcase|bookcases|bookshelf|bookshelves|wardrobe|wardrobes|furniture',
    ],
    kwEs: [
      'cuadro|cuadros|espejo|espejos|cortina|cortinas|cortinero|cortineros|persiana|persianas|estor|estores|galeria|barra|pizarron|pizarrones|pizarra|pizarras|corcho colgar|instalar|poner|montar',
      'cortineros|persianas|estores',
      'toallero|toalleros|portarrollos|portapapel',
      'balda|baldas|repisa|repisas|estante|estantes colgar|cuelguen|colgarme',
      // "colgadme 3 cuadros", "cuélgame los cuadros": hanging asked with the pronoun on the verb.
      'cuadro|cuadros|espejo|espejos|foto|fotos|fotografias|lamina|laminas|poster|posters colgadme|colgadlos|colgadlas|colgad|colgame|cuelgame|cuelgueme|colgarlos|colgarlas|colgarme|colgaran|colgarian|colguen',
      // "poner 2 repisas flotantes": floating shelves put up are hanging in Spanish too (round 17's decision).
      'balda|baldas|repisa|repisas|estante|estantes|estanteria|estanterias flotante|flotantes colgar|cuelguen|poner|pongan|instalar|instalen|montar|monten|colocar|coloquen',
      'balda|baldas|repisa|repisas|estante|estantes|estanteria|estanterias flotante|flotantes',
    ],
  }),
  task('handyman.caulking', {
    action: 'caulk',
    dim: 'count',
    setup: 0.25,
    perUnit: 1,
    en: 'Recaulk a tub, shower or sink',
    es: 'Resellar con silicón una tina, ducha o lavabo',
    kw: ['caulk|caulking|recaulk|silicone|reseal tub|bathtub|shower|sink|bathroom|kitchen|around|tile', 'recaulk'],
    kwEs: ['silicon|silicona|sellar|resellar|sellador tina|banera|ducha|regadera|lavabo|fregadero|bano|azulejo|plato', 'silicon|silicona'],
  }),
  task('handyman.grab_bar.install', {
    action: 'install',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.75,
    en: 'Install a grab bar',
    es: 'Instalar una barra de apoyo',
    kw: ['grab|safety|handicap|support bar|bars|rail|rails', 'grab bar|bars'],
    kwEs: ['barra|barras|agarradera|agarraderas|asidero apoyo|seguridad|bano|ducha|agarradera', 'agarradera|agarraderas|asidero'],
  }),
  task('handyman.childproofing', {
    action: 'childproof',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 2,
    en: 'Childproof a home (by the hour)',
    es: 'Proteger la casa para niños (por hora)',
    kw: ['childproof|childproofing|babyproof|babyproofing', 'baby gate|gates'],
    // "mi hijo tiene 1 año, ocupo que me protejan la casa": protecting the home for a small child.
    kwEs: [
      'proteccion|proteger|seguridad ninos|bebe|infantil|hijo|hija|nino|nina|nieto|nieta|bebes|gatea|gatear|gateando|enchufes|esquinas|esquineros|cajones',
      'barrera|reja bebe|escalera',
    ],
  }),
  task('cleaning.house.standard', {
    room: 'clean',
    action: 'clean',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.0017,
    en: 'Clean a home (standard cleaning)',
    es: 'Limpieza general de una vivienda',
    kw: [
      'clean|cleaning|cleaned|cleaner|cleaners|maid|maids|housekeeping|housekeeper tidy|house|home|apartment|apt|condo|place|regular|weekly|biweekly|monthly|standard|recurring|general|basic|whole|entire|townhouse|flat',
      'maid|maids|housekeeping|housekeeper',
    ],
    kwEs: [
      'limpi|aseo|asear|limpiadora|limpiadoras|trapear|barrer casa|departamento|depa|apartamento|piso|vivienda|hogar|semanal|general|quincenal|mensual|toda|completa|recamaras|habitaciones|cuartos|bano|banos|cocina',
      'muchacha|sirvienta|limpiadora|asistenta',
      'trabajadora|empleada domestica|hogar',
    ],
  }),
  task('cleaning.house.deep', {
    room: 'clean',
    action: 'deep clean',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.003,
    en: 'Deep-clean a home',
    es: 'Limpieza profunda de una vivienda',
    kw: [
      'deep|thorough|spring|top clean|cleaning|cleaned',
      'deep|thorough|spring clean|cleaning|cleaned house|home|apartment|apt|condo|place|townhouse|flat|kitchen|bathroom',
    ],
    kwEs: [
      'profund|fondo|exhaustiv|detallad limpi|aseo',
      'profund|fondo|exhaustiv|detallad limpi|aseo casa|departamento|depa|apartamento|piso|vivienda|hogar|cocina|bano',
    ],
  }),
  task('cleaning.move_out', {
    room: 'clean',
    action: 'clean',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.0035,
    en: 'Move-in or move-out cleaning',
    es: 'Limpieza de entrega o de mudanza',
    kw: [
      'move|moveout|movein|moving|vacate|vacating|tenant|tenants|rental|lease|airbnb|turnover clean|cleaning|cleaned',
      'construction|renovation|post clean|cleaning|cleanup',
      'move|moveout|movein|moving|vacate|tenant|rental|airbnb|construction|renovation clean|cleaning|cleaned house|home|apartment|apt|condo|place|townhouse|flat|unit',
    ],
    kwEs: [
      'mudanza|entrega|desocup|inquilino|inquilinos|alquiler|renta|obra|fin|post|construccion|airbnb limpi|aseo',
      'mudanza|entrega|desocup|inquilino|alquiler|renta|obra|construccion|airbnb limpi|aseo casa|departamento|depa|apartamento|piso|vivienda',
    ],
  }),
  task('cleaning.carpet', {
    action: 'clean',
    dim: 'room',
    setup: 0.5,
    perUnit: 0.5,
    en: 'Steam-clean carpet (per room)',
    es: 'Lavar alfombra (por habitación)',
    kw: [
      'carpet|carpets|rug|rugs|upholstery|couch|sofa|mattress|mattresses clean|cleaning|cleaned|shampoo|steam|stain|stains|stained|wash|dirty|filthy|smelly',
    ],
    kwEs: [
      'alfombra|alfombras|moqueta|moquetas|tapete|tapetes|tapiceria|sofa|sillon|sala|colchon|colchones|carpet|carpets lavar|lavado|lavan|lave|laven|limpi|mancha|manchas|vapor|champu|shampoo',
      // "limpiar la moqueta de 3 habitaciones": the carpet of the rooms, not the rooms cleaned.
      'alfombra|alfombras|moqueta|moquetas|carpet lavar|lavado|laven|limpi|vapor|champu habitacion|habitaciones|recamara|recamaras|cuarto|cuartos|dormitorio|dormitorios|salon|sala|pasillo',
    ],
  }),
  task('cleaning.windows', {
    action: 'clean',
    dim: 'count',
    setup: 0.5,
    perUnit: 0.25,
    en: 'Clean windows (per window)',
    es: 'Limpiar ventanas (por ventana)',
    kw: ['window|windows clean|cleaning|cleaned|wash|washing|washed|dirty|filthy|grimy'],
    kwEs: [
      'ventana|ventanas|vidrio|vidrios|cristal|cristales|ventanal|ventanales limpi|lavar|lavado|lave|laven|sucia|sucias|sucio|sucios|mugrosas|cochinas',
    ],
  }),
  task('cleaning.gutters', {
    action: 'clean',
    dim: 'length',
    setup: 0.5,
    perUnit: 0.02,
    en: 'Clean gutters',
    es: 'Limpiar canaletas',
    kw: ['gutter|gutters clean|cleaning|cleaned|clear|clogged|unclog|leaves|out|full|overflowing|overflow|overflows'],
    kwEs: ['canaleta|canaletas|canalon|canalones|bajante|bajantes limpi|destap|tapad|hojas|atasc'],
  }),
  task('cleaning.pressure_wash', {
    action: 'pressure wash',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.004,
    en: 'Pressure-wash a surface',
    es: 'Lavar a presión una superficie',
    kw: ['pressure|power wash|washing|washed|clean|cleaning', 'powerwash|powerwashing|pressurewash|pressurewashing'],
    kwEs: ['presion|hidrolav|karcher|hidrolimpi lav|limpi|hidro', 'hidrolavado|hidrolavar|hidrolimpiadora|karcher'],
  }),
  task('cleaning.hourly', {
    action: 'clean',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    defaultHours: 3,
    askHours: true,
    en: 'Cleaning (by the hour)',
    es: 'Limpieza (por hora)',
    kw: ['clean|cleaning|cleaner|cleaners|maid|housekeeper hour|hours|hourly|hr|hrs'],
    kwEs: ['limpi|aseo|limpiadora|muchacha|empleada|asistenta hora|horas|hr|hrs'],
  }),
  task('moving.local', {
    action: 'move',
    dim: 'room',
    setup: 1,
    perUnit: 4.5,
    crew: 2,
    en: 'Local move (per bedroom of the home)',
    es: 'Mudanza local (por recámara de la vivienda)',
    kw: [
      'move|moving|movers bed|bedroom|br|bedrooms|beds house|home|apartment|apt|condo|townhouse',
      'move|moving|movers|mover|relocate|relocating|relocation home|house|apartment|apt|condo|bedroom|studio|place|townhouse|flat|br|bdrm|office|local|across|town|storage',
      'movers|mover',
    ],
    kwEs: [
      'mudanza|mudanzas|mudar|mudarme|mudarnos|mudamos|mudo|mudanceros|mudancero|flete|fletes|acarreo|trasteo',
      'mudanza|mudanzas|mudar|mudarme|mudarnos|mudanceros|flete|trasteo casa|departamento|depa|piso|apartamento|recamara|recamaras|habitacion|habitaciones|dormitorio|dormitorios|estudio|oficina|local',
    ],
  }),
  task('moving.labor', {
    action: 'load and unload',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    crew: 2,
    defaultHours: 3,
    askHours: true,
    en: 'Moving labor: loading or unloading (by the hour)',
    es: 'Carga y descarga de mudanza (por hora)',
    kw: [
      'load|loading|unload|unloading|pod|uhaul|truck|container|labor|helpers|hour|hours|hourly|hr|hrs move|moving|movers|pod|truck|uhaul|container',
      // "unloading help needed, 2 guys for 3 hours": hands to load or unload, without the word "move".
      'load|loading|unload|unloading help|helpers|guys|hands|labor|labour|people|men|workers',
      'load|loading|unload|unloading van|trailer|pickup|cube|box',
      // "need 2 guys and a truck": hands with a vehicle are a move, its hours asked for.
      'guys|men|helpers|hands|workers truck|van|trailer',
      // "2 guys to pull the dock sections out of the water and stack them on shore": hands to carry and stack.
      'guys|men|helpers|hands|workers carry|stack|stacking|carrying',
    ],
    // "dos personas para cargar y descargar": loading and unloading together are a move's labor.
    kwEs: [
      'cargar|carga|descargar|descarga|subir|bajar|camion|hora|horas mudanza|muebles|camion|cajas|mudar',
      'cargar descargar',
      // "ocupo ayuda pa subir unas cositas a la casa nueva": things carried up or down by hand are a move's labor.
      'subir|bajar|cargar|acarrear cositas|cosas|tiliches|triques|chivas',
      // "2 chicos para ayudarme a cargar una furgoneta": loading a van or a truck is a move's labor, its hours asked for.
      'cargar|descargar|subir|meter camion|furgoneta|furgon|camioneta|troca|van|trailer|remolque',
      // "2 chalanes 3 horas pa mover la sala y el refri": helpers by the hour, whatever they carry.
      'chalan|chalanes|ayudante|ayudantes|cargador|cargadores|macheteros|mozos hora|horas|hrs',
      'muchachos|chavos|hombres|personas|chicos|operarios|chalanes|mozos camioneta|camion|furgoneta|furgo|furgon|troca',
      // "me cambio… necesito tres personas para cargar durante cinco horas": hands to load are a move's labor.
      'muchachos|chavos|hombres|personas|chicos|operarios|gente|ayudantes|chalanes|mozos cargar|descargar|cargarlo|cargarla',
    ],
  }),
  task('moving.furniture', {
    action: 'move',
    dim: 'count',
    setup: 0.5,
    perUnit: 0.75,
    crew: 2,
    en: 'Move heavy furniture or items',
    es: 'Mover muebles o artículos pesados',
    kw: [
      'move|moving|carry|haul|deliver|lift|bring|take|taking couch|sofa|sofas|couches|fridge|refrigerator|dresser|bed|furniture|table|safe|treadmill|appliance|washer|dryer|armoire|sectional|mattress|item|items|boxes',
    ],
    kwEs: [
      'mover|mudar|subir|bajar|llevar|cargar|trasladar|acarrear|flete sofa|sillon|refrigerador|refri|nevera|frigorifico|comoda|cama|colchon|mueble|muebles|mesa|caja|fuerte|caminadora|lavadora|secadora|ropero|armario|sala|aparador|aparadores|vitrina|vitrinas|librero|libreros|estanteria|escritorio|buro|buros|tocador|trinchador|litera|literas|cuna|sofas|sillones|camas',
    ],
  }),
  task('moving.piano', {
    action: 'move',
    dim: 'count',
    setup: 1,
    perUnit: 3,
    crew: 3,
    en: 'Move a piano',
    es: 'Mover un piano',
    kw: [
      'piano|pianos move|moving|movers|haul|relocate|carry|transport|deliver|take|bring',
      'piano|pianos move|moving|movers|haul|relocate|carry|transport|deliver|take|bring upright|grand|baby|spinet|stairs|flight|truck|floor',
    ],
    kwEs: [
      'piano|pianos mover|mudar|llevar|trasladar|subir|bajar|transport|mudanza',
      'piano|pianos mover|mudar|llevar|trasladar|subir|bajar|transport|mudanza vertical|cola|escaleras|piso|planta|camion',
    ],
  }),
  task('moving.packing', {
    action: 'pack',
    dim: 'room',
    setup: 0.5,
    perUnit: 2,
    crew: 2,
    en: 'Pack belongings for a move (per room)',
    es: 'Empacar para una mudanza (por habitación)',
    kw: [
      'pack|packing|packers|unpack|unpacking|boxing',
      'pack|packing|packers|unpack|unpacking room|rooms|boxes|move|moving',
      // "and yes pack up the kitchen": packing a room is a job of its own beside the move.
      'pack|packing|packed|unpack|unpacking kitchen|bedroom|bedrooms|garage|closet|closets|office|basement|dishes|house|apartment',
    ],
    kwEs: [
      'empac|empaqu|embal|desempac|desempaqu|desembal|encajon',
      'empac|empaqu|embal|encajon cocina|recamara|recamaras|cuarto|cuartos|dormitorio|habitacion|closet|casa|depa|piso|trastes|loza',
    ],
  }),
];
