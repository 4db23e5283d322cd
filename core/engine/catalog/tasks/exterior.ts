/**
 * Roofing, landscaping, fencing, windows and doors: the outside of the home and its openings.
 * Per-unit times: RSMeans Residential Cost Data 2023 (Gordian) labor-hours for roofing (div. 07 31), gutters (07 71), fencing (32 31), site work and planting (32 9x), windows and doors (08), cross-checked with the Craftsman National Renovation & Insurance Repair Estimator and the HomeGuide / Fixr guides (shingle roof ~2.5 labor hours per square, wood fence ~0.3 h per linear ft). Metric regions use metric-times.ts.
 */
import type { TaskDef } from '../types.js';
import { FIX_EN, FIX_ES, INSTALL_EN, INSTALL_ES, task } from './define.js';

const FENCE_EN = 'fence|fences|fencing';
const FENCE_ES = 'cerca|cercas|valla|vallas|cerco|barda|bardas|reja|rejas|vallado|malla';
const WINDOW_EN = 'window|windows';
const WINDOW_ES = 'ventana|ventanas|ventanal|ventanales';
const DOOR_EN = 'door|doors';
const DOOR_ES = 'puerta|puertas';

export const EXTERIOR_TASKS: TaskDef[] = [
  task('roofing.shingles.replace', {
    action: 'replace',
    dim: 'area',
    setup: 4,
    perUnit: 0.025,
    crew: 3,
    en: 'Replace roof shingles (by roof area)',
    es: 'Cambiar las tejas del techo (por superficie de techo)',
    kw: [
      'roof|roofing|shingles|shingle replace|new|reroof|redo|redone|install|tear|replacement',
      'reroof|reroofing',
      'roof|roofing|shingles|shingle|architectural replace|replaced|new|reroof|install|tear squares|square',
      // "hail damage, insurance approved a full replacement": the whole roof outweighs the damage that caused it.
      'roof|roofing|shingles full|whole|entire|complete|total replace|replacement|replaced|reroof|redo|redone|tear',
      // "fixin to put a metal roof on the cabin": a new roof of another material.
      'roof|roofing metal|tin|steel put|putting|get|getting|want|go|going',
    ],
    kwEs: [
      'techo|tejado|teja|tejas|cubierta cambi|nuevo|nueva|renov|rehacer|instal|reemplaz',
      'techo|tejado cambiar|nuevo|nueva|instalar|reemplazar|rehacer completo|completa|todo|toda',
    ],
  }),
  task('roofing.repair', {
    single: true,
    action: 'repair',
    dim: 'count',
    setup: 1,
    perUnit: 3,
    crew: 2,
    en: 'Repair a roof leak or damaged section',
    es: 'Reparar una gotera o zona dañada del techo',
    kw: [
      'skylight|skylights',
      'ridge|soffit|soffits|fascia|flashing',
      `roof|roofing|shingle|shingles|flashing|skylight|skylights ${FIX_EN}|missing|storm|damage|slipped|blown|loose`,
      'roof|roofer|roofing',
      'roof tile|tiles',
      'gutter|gutters|downspout|downspouts leak|leaking|leaks|leaky|loose|sagging|fix|repair|pulling corner|seam|joint|spot|section|bracket|hanger|elbow',
      // "a piece of eavestrough came down in the storm": a length of gutter fallen or pulled off.
      'gutter|gutters|downspout|downspouts came|fell|fallen|pulled|ripped|blew|torn|detached|hanging down|off|away',
    ],
    kwEs: [
      'tragaluz|claraboya|domo|domos',
      'cumbrera|alero|aleros|tapajuntas',
      `techo|tejado|teja|tejas|azotea|cubierta|tragaluz|claraboya|domo ${FIX_ES}|gotera|goteras|filtra|filtracion|humedad|llueve|lluvia|mete|entra`,
      'gotera|goteras|tejado',
      // "a la terraza se nos cuela el agua cuando llueve": a roof terrace letting the rain in.
      'terraza|terrazas filtra|filtracion|filtraciones|gotera|goteras|llueve|lluvia',
      // "se dañó el techo con el granizo": damage by hail or a storm.
      'techo|tejado|teja|tejas|cubierta dano|danado|danada|danos|granizo|tormenta|huracan|granizada',
      'teja|tejas|lamina|laminas movid|desplazad|rota|rotas|suelt|caid|levantad|volad|rajad',
      'canaleta|canalon|bajante gotea|fuga|suelt|caid|arregl|repar esquina|union|junta|tramo|parte',
    ],
  }),
  task('roofing.coating', {
    action: 'waterproof',
    dim: 'area',
    setup: 1,
    perUnit: 0.015,
    crew: 2,
    en: 'Waterproof or coat a flat roof',
    es: 'Impermeabilizar una azotea o techo plano',
    kw: ['waterproof|waterproofing|coating|coat|seal|sealant|elastomeric roof|flat|rooftop', 'flat roof'],
    kwEs: [
      'impermeabiliz|impermeabilizante|impermeabilizacion',
      'azotea|techo|cubierta sellar|imperme|pintar|recubr',
      'impermeabiliz|impermeabilizar azotea|azoteas|techo|cubierta|terraza',
    ],
  }),
  task('roofing.gutters.install', {
    action: 'install',
    dim: 'length',
    setup: 1,
    perUnit: 0.1,
    crew: 2,
    en: 'Install gutters',
    es: 'Instalar canaletas o canalones',
    kw: [
      `gutter|gutters|downspout|downspouts ${INSTALL_EN}|${FIX_EN}|seamless|redo|redone`,
      // "want new gutters all around the house": new gutters for the whole run, whatever the old ones do.
      'gutter|gutters new|seamless all|whole|entire|around|everywhere',
    ],
    kwEs: [
      `canaleta|canaletas|canalon|canalones|bajante|bajantes|desague ${INSTALL_ES}|${FIX_ES}`,
      'canaleta|canaletas|canalon|canalones|bajante|bajantes',
    ],
  }),
  task('roofing.inspection', {
    single: true,
    action: 'inspect',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Inspect a roof',
    es: 'Revisar un techo',
    kw: ['roof inspect|inspection|check|look|estimate|assessment'],
    kwEs: ['techo|tejado|azotea revis|inspecc|checar|ver'],
  }),
  task('landscaping.mowing', {
    action: 'mow',
    dim: 'area',
    setup: 0.25,
    perUnit: 0.00025,
    en: 'Mow a lawn',
    es: 'Cortar el pasto',
    kw: ['mow|mowing|mowed|mown', 'lawn|grass|yard cut|cutting|trim|mow|care|service'],
    kwEs: ['pasto|cesped|zacate|grama cortar|corte|podar|segar|chapear', 'segar|chapeo|chapear'],
  }),
  task('landscaping.tree.trim', {
    action: 'trim',
    dim: 'count',
    setup: 0.5,
    perUnit: 2.5,
    crew: 2,
    en: 'Trim a tree',
    es: 'Podar un árbol',
    kw: [
      'prune|pruning',
      // "palms have dead fronds hanging down, need them cut", "dead branches over the roof": parts come off, the tree stays.
      'frond|fronds|coconut|coconuts|pods|branch|branches|limb|limbs cut|cutting|trim|trimmed|trimming|remove|removed|dead|clean|hanging',
      'tree|trees|branch|branches|oak|oaks|maple|maples|palm|palms|elm|willow|birch|magnolia|sycamore|cypress|eucalyptus|mesquite|palo|pine|pines|pecan|pecans|citrus|olive|myrtle|myrtles|spruce|poplar|cottonwood|hickory|jacaranda|ficus trim|trimming|trimmed|prune|pruning|pruned|cut|cutting|thin|overhanging',
    ],
    kwEs: [
      'podar|poda',
      'arbol|arboles|rama|ramas|palmera|palmeras|limonero|naranjo|pino|pinos|roble|encino|jacaranda|ficus|olivo|mango|aguacate|higuera|sauce|fresno|mezquite|tabachin podar|poda|cortar|recortar',
    ],
  }),
  task('landscaping.tree.remove', {
    action: 'remove',
    dim: 'count',
    setup: 1,
    perUnit: 6,
    crew: 3,
    en: 'Remove a tree',
    es: 'Quitar un árbol',
    kw: [
      'tree|trees|oak|maple|palm|elm|willow|birch|sycamore|cypress|eucalyptus remove|removal|down|fell|take|chop|dead|fallen|leaning',
      'bush|bushes|shrub|shrubs remove|removal|pull|dig|take|rip',
      // "tree removal x3 backyard": the tree named beats the yard the removal happens in.
      'tree|trees|palm|palms|oak|oaks|maple|maples|pine|pines remove|removal|removed|down|fell|chop yard|backyard|front|back|property|lot|garden',
    ],
    kwEs: [
      'arbol|arboles|palmera|limonero|naranjo|pino|roble|encino|jacaranda|ficus|olivo|mango|aguacate|higuera|sauce|fresno quitar|tirar|talar|derribar|retirar|muerto|seco|caido|tumbar',
      'arbusto|arbustos quitar|arrancar|sacar|retirar',
    ],
  }),
  task('landscaping.stump.grind', {
    action: 'grind',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Grind a tree stump',
    es: 'Triturar un tocón de árbol',
    kw: ['stump|stumps', 'stump|stumps remove|removal|grind|grinding|pull|dig'],
    kwEs: ['tocon|tocones|cepa', 'tocon|tocones|cepa quitar|sacar|triturar|moler|arrancar|eliminar', 'raiz|raices|cepa tronco|arbol'],
  }),
  task('landscaping.hedge.trim', {
    action: 'trim',
    dim: 'length',
    setup: 0.5,
    perUnit: 0.04,
    en: 'Trim hedges',
    es: 'Recortar setos',
    kw: ['hedge|hedges|bushes|bush|shrubs|shrub'],
    kwEs: ['seto|setos|arbusto|arbustos|bugambilia', 'cerco vivo', 'podar|poda|recortar|cortar|perfilar seto|setos|arbusto|arbustos'],
  }),
  task('landscaping.sod.install', {
    action: 'install',
    dim: 'area',
    setup: 1,
    perUnit: 0.012,
    crew: 2,
    en: 'Lay new sod',
    es: 'Poner pasto en rollo',
    // "new fence all the way around and sod everywhere": sod laid over a yard is a job of its own.
    kw: ['sod|turf', 'new lawn|grass', 'artificial grass|turf', 'sod|sodding everywhere|throughout|whole|entire|lay|laid'],
    kwEs: ['pasto|cesped rollo|nuevo|sembrar|poner|tapete|artificial|natural', 'tepe'],
  }),
  task('landscaping.mulch', {
    action: 'spread',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.008,
    en: 'Spread mulch or gravel in beds',
    es: 'Extender mantillo o grava en jardineras',
    kw: [
      'mulch|mulching|gravel|rock|rocks|bark',
      // "the whole backyard covered in decomposed granite": a yard covered in gravel is the gravel job.
      'mulch|gravel|rock|rocks spread|put|new|lay|truckload|yards|cover|covered|covering',
    ],
    kwEs: ['mantillo|grava|corteza|tezontle|piedra|piedras jardin|jardinera|arriate|echar|poner'],
  }),
  // Winterizing an irrigation system (compressed air through each zone): HomeGuide sprinkler blowout $50–$150, about
  // an hour for a typical yard.
  task('landscaping.sprinkler.winterize', {
    single: true,
    action: 'winterize',
    dim: 'count',
    setup: 0.25,
    perUnit: 1,
    en: 'Blow out (winterize) a sprinkler system',
    es: 'Purgar el sistema de riego para el invierno',
    kw: ['sprinkler|sprinklers|irrigation blow|blowout|winterize|winterizing|winterization|purge'],
    kwEs: ['riego|aspersores|rociadores purgar|invernar|vaciar'],
  }),
  task('landscaping.sprinkler.repair', {
    action: 'repair',
    dim: 'count',
    setup: 0.5,
    perUnit: 1,
    en: 'Repair a sprinkler head or zone',
    es: 'Reparar un aspersor o zona de riego',
    kw: ['sprinkler|sprinklers|irrigation', `sprinkler|sprinklers|irrigation ${FIX_EN}|pipe|head|heads|line|valve|system|zone`],
    kwEs: ['aspersor|aspersores|riego|regadio'],
  }),
  task('landscaping.weeding', {
    action: 'weed',
    dim: 'area',
    setup: 0.5,
    perUnit: 0.006,
    en: 'Weed and clear an area',
    es: 'Desyerbar y limpiar un terreno',
    kw: ['weed|weeding|weeds|overgrown|brush clear|clearing|pull|pulling|removal|remove|lot|area|beds'],
    kwEs: ['desyerb|deshierb|desbroz|maleza|hierba|hierbas|monte limpi|quitar|terreno|parcela|lote|chapear'],
  }),
  task('landscaping.cleanup', {
    action: 'clean up',
    dim: 'hour',
    setup: 0,
    perUnit: 1,
    crew: 2,
    defaultHours: 3,
    askHours: true,
    en: 'Yard cleanup (by the hour)',
    es: 'Limpieza de jardín (por hora)',
    kw: [
      'yard|garden|backyard|leaves|leaf|weeds|weed|weeding|debris cleanup|clean|clear|rake|raking|pull|pulling|removal|haul|overgrown',
      'weeding|landscaper|landscaping|gardener|gardening',
      'yard|garden|backyard cleanup|clean|clear|weeding hour|hours|hrs|day',
      'leaves|branches|brush|sticks|limbs|yard|garden|backyard clean|cleanup|clear|rake|raking|pick|haul hour|hours|hrs|day',
      // "the dead brush and pine needles cleaned up before fire season": the growth cleared is a yard's.
      'deadfall|underbrush|pinecones clean|cleaned|cleanup|clear|cleared|rake|raked|raking|haul|hauled',
    ],
    kwEs: [
      'jardin|patio|hojas|hierba|hierbas|maleza|yerba|monte|terreno limpi|desyerb|deshierb|recoger|quitar|chapear|desbroz',
      'jardinero|jardineria|desyerbar|deshierbar|desbrozar',
      'jardin|patio|terreno limpi|desyerb|deshierb hora|horas|dia',
      'hojas|ramas|maleza|hierba|hierbas|pasto|jardin|patio|terreno limpi|recoger|quitar|barrer|desyerb hora|horas|dia',
      // "limpieza general del jardín": the place outweighs the "limpieza general" of a house.
      'limpi jardin|patio|terreno|huerto general|hojas|ramas|maleza|hierba|hierbas|pasto',
      // "el patio está lleno de monte y basura": a yard grown over is a yard to clear.
      'monte|maleza|hierba|hierbas|hierbajos|zacate|yerba lleno|llena|llenos|llenas|cubierto|cubierta|crecido|crecida',
    ],
  }),
  task('fencing.wood.install', {
    action: 'install',
    dim: 'length',
    setup: 2,
    perUnit: 0.3,
    crew: 2,
    en: 'Build a wood fence',
    es: 'Construir una cerca de madera',
    // The material alone ("wood fence") names the fence, not the work: "fix my wood fence" is a repair.
    kw: [
      FENCE_EN,
      `${FENCE_EN} ${INSTALL_EN}|build|around`,
      `${FENCE_EN} wood|wooden|privacy|cedar|treated ${INSTALL_EN}|build|around|feet|ft|foot|linear|lf`,
      // "we need our backyard fenced in again": a yard to fence in gets a new fence, whatever happened to the old one.
      'fenced in|again|off|around',
    ],
    kwEs: [
      FENCE_ES,
      // "una valla pa separar mi parcela de la del vecino": a fence to divide a plot is a new one.
      `${FENCE_ES} separar|dividir|delimitar|cerrar|vallar parcela|terreno|finca|vecino|vecinos`,
      `${FENCE_ES} ${INSTALL_ES}|construir|hacer|levantar|alrededor`,
      `${FENCE_ES} madera ${INSTALL_ES}|construir|hacer|levantar|alrededor|metros|metro|m|mts|ml|lineales`,
    ],
  }),
  task('fencing.chain_link.install', {
    action: 'install',
    dim: 'length',
    setup: 2,
    perUnit: 0.2,
    crew: 2,
    en: 'Install a chain-link fence',
    es: 'Instalar una cerca de malla ciclónica',
    kw: ['chain|chainlink|cyclone|wire link|fence|fencing|fences', 'chainlink', 'barbed|barbwire wire|fence|fencing|fences'],
    kwEs: [
      'malla ciclonica|metalica|alambre|electrosoldada',
      'ciclonica|alambrada',
      // "valla simple torsión 20 ml": Spain's twisted-wire mesh is chain link.
      'torsion valla|vallas|vallado|malla|mallas|simple|doble',
      // "vallar la parcela con malla de simple torsión, 20 metros": the mesh names the fence, however it is put up.
      `malla|mallas|torsion|alambrada vallar|vallarla|vallarlo|cercar|${INSTALL_ES}|alrededor|metros|ml|lineales|parcela|terreno|jardin|finca`,
      'malla|mallas cercar|cerca|barda|poner|instal|coloc|metros|lados|perimetro|terreno|patio|jardin|lote',
      // "vallar la parcela con malla metálica": the mesh says which fence, however the plot is closed.
      'malla|mallas ciclonica|metalica|alambre|electrosoldada vallar|cerrar|cercar|parcela|terreno|finca|instal|poner|coloc|metros',
      // "valla de malla metálica": a mesh fence, whatever metal it is.
      'malla|mallas valla|vallas|cerca|cerco|reja',
      'malla|mallas metalica|ciclonica|galvanizada valla|vallas|cerca|cerco|reja',
      // "poner malla ciclónica alrededor del terreno": the material named outweighs a fence put around a plot.
      'malla ciclonica|metalica poner|instal|coloc|cercar|alrededor|terreno|perimetro',
    ],
  }),
  task('fencing.vinyl.install', {
    action: 'install',
    dim: 'length',
    setup: 2,
    perUnit: 0.25,
    crew: 2,
    en: 'Install a vinyl fence',
    es: 'Instalar una cerca de vinilo',
    kw: ['vinyl|pvc|metal|aluminum|iron fence|fencing|fences'],
    kwEs: [
      'vinil|pvc|metal|aluminio|herreria|hierro|forja cerca|valla|reja|rejas|barda|cerco',
      // "25 metros de reja de herrería alrededor del jardín": a metal fence put up, not a wood one.
      `herreria|hierro|forja|metalica|metalicas reja|rejas ${INSTALL_ES}|alrededor|metros|ml|lineales|cotizacion`,
    ],
  }),
  task('fencing.repair', {
    single: true,
    action: 'repair',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Repair a fence section',
    es: 'Reparar un tramo de cerca',
    kw: [
      `${FENCE_EN} ${FIX_EN}|leaning|fallen|down|post|posts|panel|panels|board|boards|blown|picket|pickets|rotted|rotten|rotting`,
      'fence picket|pickets',
      'fence|fences|fencing fix|repair|broken|blew|blown|snapped|knocked|fell|fallen|leaning|rotted|rotten|storm|damaged section|sections|post|posts|panel|panels|board|boards|picket|pickets|part|stretch',
    ],
    kwEs: [
      `${FENCE_ES} ${FIX_ES}|caida|caido|inclinad|poste|postes|tabla|tablas|panel`,
      'cerca|cercas|barda|valla|vallas|reja|malla arregl|repar|roto|rota|caido|caida|cayo|inclinad|danad tramo|seccion|poste|postes|panel|paneles|tablas|parte',
    ],
  }),
  task('fencing.gate.install', {
    action: 'install',
    dim: 'count',
    setup: 0.5,
    perUnit: 3,
    en: 'Install or repair a gate',
    es: 'Instalar o reparar un portón',
    kw: [
      'gate|gates',
      `gate|gates ${INSTALL_EN}|${FIX_EN}|build|sagging|latch`,
      `gate|gates fence|fencing|yard ${INSTALL_EN}|${FIX_EN}|build|sagging|latch`,
      'gate|gates|door|doors fence|fencing install|replace|new|put|add|build|fix|repair|hang',
      // "the wood gate on our fence … it's 4 ft wide, single gate, can you replace it": a gate's width, not a run of fence.
      'gate|gates fence|fencing wide|single install|replace|new|put|add|build|fix|repair|hang',
    ],
    kwEs: [
      'porton|portones|cancela|verja|portillo',
      `porton|portones|cancela|verja|portillo ${INSTALL_ES}|${FIX_ES}|hacer|construir`,
      'puerta|puertas|porton|portones barda|bardas|cerca|valla|reja|malla',
      'porton|portones cerca|barda|valla|reja|cerco|malla instal|cambi|sustitu|reemplaz|nuev|poner|ponga|pongan|colocar|coloc|arregl|repar',
      // "portón corredizo pa la cochera", "una puerta corredera para el coche": a sliding or swing gate for the car is a gate.
      'porton|portones|puerta|cancela|reja corredizo|corrediza|corredera|batiente|abatible|herreria|hierro|forja coche|carro|auto|cochera|garaje|entrada|troca',
    ],
  }),
  task('windows_doors.window.replace', {
    action: 'replace',
    dim: 'count',
    setup: 0.5,
    perUnit: 2.5,
    crew: 2,
    en: 'Replace a window',
    es: 'Cambiar una ventana',
    // "3 drafty old windows, want them swapped for new ones": the work named wins over the symptom.
    kw: [`${WINDOW_EN} ${INSTALL_EN}|double|pane|redo|redone`, `${WINDOW_EN} ${INSTALL_EN} old|new|ones|vinyl|double|triple|energy`],
    kwEs: [
      `${WINDOW_ES} ${INSTALL_ES}|doble`,
      `${WINDOW_ES} ${INSTALL_ES} viej|nuev|doble|aluminio|pvc`,
      // "presupuesto ventanas pvc para toda la casa": windows of a new kind are new windows.
      `${WINDOW_ES} pvc|climalit|termopanel|doble`,
    ],
  }),
  task('windows_doors.window.repair', {
    action: 'repair',
    dim: 'count',
    setup: 0.5,
    perUnit: 1.5,
    en: 'Repair a window',
    es: 'Reparar una ventana',
    kw: [WINDOW_EN, `${WINDOW_EN}|glass|pane ${FIX_EN}|cracked|crack|foggy|sash|seal|drafty|open|close`],
    kwEs: [WINDOW_ES, `${WINDOW_ES}|vidrio|cristal ${FIX_ES}|cierra|abre|atorad|rajad|estrellad`],
  }),
  task('windows_doors.door.interior', {
    action: 'install',
    dim: 'count',
    setup: 0.5,
    perUnit: 2,
    en: 'Hang an interior door',
    es: 'Instalar una puerta interior',
    kw: [`${DOOR_EN} ${INSTALL_EN}|interior|bedroom|closet|prehung`],
    kwEs: [`${DOOR_ES} ${INSTALL_ES}|interior`],
  }),
  task('windows_doors.door.exterior', {
    action: 'install',
    dim: 'count',
    setup: 1,
    perUnit: 4,
    en: 'Install an exterior door',
    es: 'Instalar una puerta exterior',
    kw: [`exterior|front|entry|back|patio|storm ${DOOR_EN}`],
    kwEs: ['exterior|entrada|principal|calle|blindada|patio puerta|puertas'],
  }),
  task('windows_doors.door.repair', {
    action: 'repair',
    dim: 'count',
    setup: 0.5,
    perUnit: 1,
    en: 'Repair or adjust a door',
    es: 'Reparar o ajustar una puerta',
    kw: [
      DOOR_EN,
      `${DOOR_EN} ${FIX_EN}|sticking|sticks|stick|close|latch|hinge|hinges|adjust|align|sagging|rubbing|jammed`,
      // "the sliding door is hard to open", "patio slider came off the track": a slider to fix, not a new one.
      `sliding|patio|glass door|doors|slider ${FIX_EN}|sticking|sticks|stick|stuck|jammed|track|roller|rollers`,
    ],
    kwEs: [DOOR_ES, `${DOOR_ES} ${FIX_ES}|atora|atorada|roza|cierra|abre|bisagra|bisagras|ajust|riel|salio|descuadrad|cuelga|desnivelad`],
  }),
  task('windows_doors.sliding_door.install', {
    action: 'install',
    dim: 'count',
    setup: 1,
    perUnit: 4,
    crew: 2,
    en: 'Install a sliding patio door',
    es: 'Instalar una puerta corrediza',
    kw: [
      'sliding|slider|patio|glass door|doors',
      'slider',
      // "the patio door needs replacing": a new patio door, not an interior one.
      'sliding|slider|patio door|doors replace|replacing|replaced|replacement|new|change|changed|install',
    ],
    kwEs: [
      'corrediza|corredizo|corredera|corredizas|corredizos|correderas|cancel|vidrio|cristal puerta|puertas|cancel',
      'cancel|canceleria|canceles',
    ],
  }),
  task('windows_doors.garage_door.install', {
    action: 'install',
    dim: 'count',
    setup: 1,
    perUnit: 6,
    crew: 2,
    en: 'Install a garage door',
    es: 'Instalar una puerta de garaje',
    kw: [`garage ${DOOR_EN} ${INSTALL_EN}`, 'garage door opener|openers'],
    kwEs: [
      `cochera|garaje|garage ${DOOR_ES}|porton ${INSTALL_ES}|motor|automatic`,
      `porton|portones electric|automatic|motor ${INSTALL_ES}`,
    ],
  }),
  task('windows_doors.garage_door.repair', {
    single: true,
    action: 'repair',
    dim: 'count',
    setup: 0.5,
    perUnit: 2,
    en: 'Repair a garage door',
    es: 'Reparar una puerta de garaje',
    kw: [`garage ${DOOR_EN}`, `garage ${DOOR_EN} ${FIX_EN}|spring|springs|cable|track|off|opener|noisy|open|close`],
    kwEs: [
      `cochera|garaje|garage ${DOOR_ES}|porton`,
      `cochera|garaje|garage ${DOOR_ES}|porton ${FIX_ES}|resorte|muelle|cable|riel|abre|cierra`,
      `porton|portones electric|automatic|motor ${FIX_ES}|resorte|abre|cierra`,
    ],
  }),
  task('windows_doors.lock.install', {
    action: 'install',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.75,
    en: 'Install or replace a lock or deadbolt',
    es: 'Instalar o cambiar una cerradura',
    kw: [
      'lock|locks|deadbolt|deadbolts|knob|knobs|doorknob|doorknobs|handle|handles|rekey|keypad|smart',
      `lock|locks|deadbolt|deadbolts|rekey ${INSTALL_EN}|${FIX_EN} door|doors`,
    ],
    kwEs: [
      'cerradura|cerraduras|cerrojo|pestillo|manija|manijas|picaporte|pomo|bombin|bombillo|cerrajero',
      // Mexico's "chapa" is a lock; Spain's "canalón de chapa" is sheet metal.
      'chapa|chapas puerta|puertas|llave|llaves|cambi|instal|pon|arregl|repar|atora|atorada|abre|cierra',
      `cerradura|cerraduras|cerrojo|pestillo|manija|manijas ${INSTALL_ES}|${FIX_ES} puerta|puertas`,
    ],
  }),
  task('windows_doors.screen.repair', {
    action: 'repair',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.5,
    en: 'Repair or replace a window or door screen',
    es: 'Reparar o cambiar un mosquitero',
    // "3 of the porch window screens need replacing": screens made new, not the windows.
    kw: ['screen|screens|rescreen|screening', 'screen|screens replace|replacing|replaced|new|torn|ripped|chewed|window|windows'],
    kwEs: [
      'mosquitero|mosquiteros|mosquitera|mosquiteras',
      'tela mosquitera',
      'mosquitero|mosquiteros|mosquitera|mosquiteras poner|instalar|cambiar|colocar|nueva|nuevas|nuevo|nuevos|ventana|ventanas',
    ],
  }),
  task('windows_doors.weatherstrip', {
    action: 'seal',
    dim: 'count',
    setup: 0.25,
    perUnit: 0.5,
    en: 'Weatherstrip a door or window',
    es: 'Sellar una puerta o ventana contra corrientes',
    kw: [
      'weatherstrip|weatherstripping|drafty',
      'draft|drafts|drafty|weather seal|stripping|caulk|caulking|door|window|doors|windows',
      // "weatherstripping replaced on 3 exterior doors": the strip is the thing replaced, the doors are where.
      'weatherstrip|weatherstripping replace|replaced|replacing|new|redo|redone|install|installed door|doors|window|windows',
      // "weatherstrip the front door and the door to the garage": which doors, not new doors.
      'weatherstrip|weatherstripping front|back|garage|exterior|entry|side|patio door|doors',
    ],
    kwEs: ['burlete|burletes|sellar|sellado|chiflon|corriente|aire ventana|puerta|ventanas|puertas|burlete'],
  }),
];
