/**
 * Painting, drywall, flooring and tile: surface work, mostly priced by area.
 * Per-unit times (setup, hours per sq ft / ft / item): RSMeans Residential Cost Data 2023 (Gordian) crew labor-hours for painting (div. 09 91), gypsum board (09 29), flooring (09 6x) and tile (09 30), cross-checked with the Craftsman National Renovation & Insurance Repair Estimator and with the labor share of the HomeGuide and Fixr cost guides (interior painting $2-6/sq ft of floor, tile $5-10/sq ft, laminate $2-4/sq ft). Metric regions use metric-times.ts.
 */
import type { TaskDef } from '../types.js';
import { FIX_EN, FIX_ES, INSTALL_EN, INSTALL_ES, ROOM_EN, ROOM_ES, task } from './define.js';

const PAINT_EN = 'paint|repaint|painting|painter';
const PAINT_ES = 'pint|repint';
const FLOOR_FIX_EN = `floor|flooring|floorboard|floorboards|floors|subfloor ${FIX_EN}|squeak|squeaky|buckled|warped|soft|loose|creaky`;
const FLOOR_FIX_ES = `piso|suelo|tarima|duela ${FIX_ES}|levantad|hinchad|rechin`;

export const FINISH_TASKS: TaskDef[] = [
  task('painting.interior.room', {
    room: 'floor', action: 'paint', dim: 'area', setup: 1, perUnit: 0.045,
    en: 'Paint an interior room (walls and ceiling, by floor area)', es: 'Pintar una habitación interior (paredes y techo, por superficie del piso)',
    kw: [`${PAINT_EN} ${ROOM_EN}`, `${PAINT_EN} interior|inside`, `${PAINT_EN} wall|walls ceiling|ceilings`, `${PAINT_EN} wall|walls ceiling|ceilings ${ROOM_EN}|rooms|bedrooms|bdrms`],
    kwEs: [`${PAINT_ES} ${ROOM_ES}`, `${PAINT_ES} interior|dentro`, `${PAINT_ES} casa|vivienda|hogar`, `${PAINT_ES} pared|paredes|muro|muros techo|techos|plafon`, `${PAINT_ES} pared|paredes|muro|muros techo|techos|plafon ${ROOM_ES}|habitaciones|recamaras|dormitorios|cuartos`],
  }),
  task('painting.interior.walls', {
    room: 'walls', action: 'paint', dim: 'area', setup: 0.75, perUnit: 0.02, walls: true,
    en: 'Paint interior walls (by wall area)', es: 'Pintar paredes interiores (por superficie de pared)',
    kw: [`${PAINT_EN} wall|walls`, 'accent wall|color|colour', `${PAINT_EN} wall|walls ${ROOM_EN}|bedrooms|bdrms|rooms`],
    kwEs: [`${PAINT_ES} pared|paredes|muro`, `${PAINT_ES} pared|paredes|muro ${ROOM_ES}|habitaciones|recamaras|dormitorios|cuartos`],
  }),
  task('painting.interior.ceiling', {
    room: 'floor', action: 'paint', dim: 'area', setup: 0.75, perUnit: 0.025,
    en: 'Paint a ceiling', es: 'Pintar un techo interior',
    kw: [`${PAINT_EN} ceiling|ceilings`],
    kwEs: [`${PAINT_ES} techo|plafon|cielo`],
  }),
  task('painting.exterior.house', {
    action: 'paint', dim: 'area', setup: 2, perUnit: 0.022, crew: 2,
    en: 'Paint a house exterior (by wall area)', es: 'Pintar la fachada o el exterior de una casa',
    kw: [`${PAINT_EN} exterior|outside|siding|house|home|stucco`],
    kwEs: [`${PAINT_ES} fachada|exterior|afuera`],
  }),
  task('painting.trim', {
    action: 'paint', dim: 'length', setup: 0.5, perUnit: 0.05, perimeter: true,
    en: 'Paint trim and baseboards', es: 'Pintar molduras y zócalos',
    kw: [`${PAINT_EN} trim|baseboard|baseboards|molding|moulding`],
    kwEs: [`${PAINT_ES} moldura|zoclo|rodapie|zocalo`],
  }),
  task('painting.door', {
    action: 'paint', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Paint a door', es: 'Pintar una puerta',
    kw: ['stain|restain|varnish|refinish door|doors', `${PAINT_EN} door|doors`, `${PAINT_EN} interior|exterior|front|closet|bedroom|garage door|doors`],
    kwEs: [`${PAINT_ES} puerta|puertas|zaguan|porton|portones`, 'barniz|lacar|laque puerta|puertas|zaguan|porton'],
  }),
  task('painting.cabinets', {
    action: 'paint', dim: 'count', setup: 2, perUnit: 1.25,
    en: 'Paint cabinet doors and drawer fronts', es: 'Pintar puertas de gabinetes o muebles de cocina',
    kw: [`${PAINT_EN} cabinet|cabinets|cupboard|cupboards|vanity|vanities`, 'refinish cabinet'],
    kwEs: [`${PAINT_ES} gabinete|gabinetes|alacena|armario|mueble|muebles`],
  }),
  task('painting.deck.stain', {
    action: 'stain', dim: 'area', setup: 1, perUnit: 0.015,
    en: 'Stain or seal a deck', es: 'Barnizar o sellar una terraza de madera',
    kw: ['stain|seal|reseal|restain deck|decking|porch', `${PAINT_EN} deck|porch`],
    kwEs: ['barniz|sellar|tratar deck|tarima|terraza|porche', `${PAINT_ES} deck|tarima|terraza`],
  }),
  task('painting.fence', {
    action: 'paint', dim: 'length', setup: 1, perUnit: 0.06,
    en: 'Paint or stain a fence', es: 'Pintar o barnizar una cerca',
    kw: [`${PAINT_EN}|stain fence|fencing`],
    kwEs: [`${PAINT_ES}|barniz cerca|valla|reja|enrejado|barda|bardas|muro`],
  }),
  task('painting.wallpaper.remove', {
    room: 'walls', action: 'remove', dim: 'area', setup: 1, perUnit: 0.03,
    en: 'Remove wallpaper', es: 'Quitar papel tapiz',
    kw: ['wallpaper|wallpapers remove|removal|strip|take|peel|off'],
    kwEs: ['papel tapiz|pintado quitar|retirar|remover|arrancar', 'despapelar'],
  }),
  task('drywall.patch', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1,
    en: 'Patch a hole in drywall', es: 'Resanar un hoyo en la pared de tablaroca o yeso',
    kw: ['corner bead|beads', 'drywall|sheetrock tape|taping|peeling|bubbling|seam|seams|pops|pop', 'hole|holes|crack|cracks|dent wall|walls|drywall|sheetrock|plaster', 'hole|holes ceiling|ceilings', `drywall|sheetrock|plaster patch|${FIX_EN}`, 'patch wall|walls|hole|holes'],
    kwEs: ['esquina|esquinero|esquinas pared|pladur|tablaroca|yeso|muro', 'tablaroca|pladur|yeso cinta|despeg|junta|juntas|fisura', 'hoyo|hoyos|agujero|agujeros|grieta|grietas|boquete|mancha|manchas|humedad pared|paredes|tablaroca|pladur|yeso|muro', 'hoyo|hoyos|agujero|agujeros|boquete techo|plafon|escayola', `tablaroca|pladur|yeso resan|parch|${FIX_ES}`, 'resanar|resane pared|muro|hoyo|agujero'],
  }),
  task('drywall.install', {
    room: 'walls', action: 'install', dim: 'area', setup: 1, perUnit: 0.02, crew: 2,
    en: 'Hang, tape and finish new drywall', es: 'Instalar muros nuevos de tablaroca o pladur',
    kw: [`drywall|sheetrock|gypsum ${INSTALL_EN}|hang|finish|tape`, 'drywall|sheetrock'],
    kwEs: [`tablaroca|pladur|durlock|drywall ${INSTALL_ES}|levantar|hacer|muro`, 'tablaroca|pladur|durlock', `tablaroca|pladur|durlock|drywall muro|muros|tabique|tabiques|pared|paredes|techo|plafon ${INSTALL_ES}|levantar|hacer|construir`, 'tablaroca|pladur|durlock muro|muros|tabique|tabiques'],
  }),
  task('drywall.ceiling.repair', {
    action: 'repair', dim: 'area', setup: 1, perUnit: 0.08,
    en: 'Repair a damaged drywall ceiling', es: 'Reparar un techo de tablaroca o yeso dañado',
    kw: [`ceiling ${FIX_EN}|sagging|water|stain|crack`, `drywall|sheetrock|plaster ceiling|ceilings ${FIX_EN}|damage|damaged|water|stain`],
    kwEs: [`techo|plafon|cielo|escayola ${FIX_ES}|humedad|mancha|grieta`],
  }),
  task('drywall.texture', {
    room: 'walls', action: 'texture', dim: 'area', setup: 1, perUnit: 0.012,
    en: 'Texture or skim-coat walls', es: 'Texturizar o aplanar paredes',
    kw: ['texture|skim|popcorn wall|walls|ceiling|coat', 'popcorn ceiling|remove'],
    kwEs: ['textur|aplanad|aplanar|tirol|gotele|alisar pared|paredes|techo|plafon|muro'],
  }),
  task('flooring.hardwood.install', {
    room: 'floor', action: 'install', dim: 'area', setup: 1.5, perUnit: 0.06, crew: 2,
    en: 'Install hardwood flooring', es: 'Instalar piso de madera',
    kw: ['hardwood|wood|parquet|engineered floor|flooring|floors', 'hardwood', 'engineered wood|hardwood|oak|plank|planks'],
    kwEs: ['madera|parquet|duela piso|suelo', 'parquet|duela'],
  }),
  task('flooring.laminate.install', {
    room: 'floor', action: 'install', dim: 'area', setup: 1, perUnit: 0.04, crew: 2,
    en: 'Install laminate flooring', es: 'Instalar piso laminado',
    kw: ['laminate'],
    kwEs: ['laminad', 'tarima flotante'],
  }),
  task('flooring.vinyl.install', {
    room: 'floor', action: 'install', dim: 'area', setup: 1, perUnit: 0.035, crew: 2,
    en: 'Install vinyl plank flooring', es: 'Instalar piso vinílico',
    kw: ['vinyl|lvp|lvt|linoleum', 'vinyl|lvp|lvt plank|planks|floor|floors|flooring|install|tile'],
    kwEs: ['vinil|vinilico|linoleo|lvp'],
  }),
  task('flooring.carpet.install', {
    room: 'floor', action: 'install', dim: 'area', setup: 1, perUnit: 0.02, crew: 2,
    en: 'Install carpet', es: 'Instalar alfombra o moqueta',
    kw: [`carpet|carpeting ${INSTALL_EN}|lay|laid`, 'carpet|carpeting|recarpet'],
    kwEs: [`alfombra|moqueta ${INSTALL_ES}|alfombrar|enmoquetar`, 'alfombrar|enmoquetar'],
  }),
  task('flooring.refinish', {
    room: 'floor', action: 'refinish', dim: 'area', setup: 1, perUnit: 0.03,
    en: 'Sand and refinish wood floors', es: 'Pulir y barnizar pisos de madera',
    kw: ['refinish|sand|sanding|resurface|polish|buff floor|floors|hardwood|wood'],
    kwEs: ['pulir|lijar|barniz|acuchillar|restaurar piso|suelo|parquet|duela', 'acuchillar|pulido parquet|suelo|piso'],
  }),
  task('flooring.removal', {
    room: 'floor', action: 'remove', dim: 'area', setup: 0.5, perUnit: 0.02,
    en: 'Remove old flooring', es: 'Retirar piso viejo',
    kw: ['remove|removal|rip|tear|demo floor|flooring|carpet|floors'],
    kwEs: ['quitar|retirar|levantar|demoler piso|suelo|alfombra|moqueta'],
  }),
  task('flooring.repair', {
    single: true, action: 'repair', dim: 'count', setup: 0.5, perUnit: 2,
    en: 'Repair a damaged spot in a floor', es: 'Reparar una zona dañada del piso',
    kw: [FLOOR_FIX_EN],
    kwEs: [FLOOR_FIX_ES],
  }),
  // Chosen instead of flooring.repair when the customer gives the damaged area (choose.ts).
  task('flooring.repair.area', {
    action: 'repair', dim: 'area', setup: 1, perUnit: 0.08,
    en: 'Repair damaged flooring (by area)', es: 'Reparar piso dañado (por superficie)',
    kw: ['floor|flooring|subfloor section|sections|area|areas damaged|rotten|water'],
    kwEs: ['piso|suelo zona|area|tramo danad|podrid|agua'],
  }),
  task('tile.floor.install', {
    room: 'floor', action: 'install', dim: 'area', setup: 1.5, perUnit: 0.12,
    en: 'Install floor tile', es: 'Colocar piso de loseta o azulejo',
    kw: ['tile|tiles|tiling|porcelain|ceramic|slate|travertine|marble|mosaic|saltillo floor|floors|flooring', `tile|tiles|slate|travertine|marble|saltillo ${INSTALL_EN}|lay`, 'tile|tiles|retile'],
    kwEs: ['loseta|azulejo|baldosa|porcelanato|porcelanico|gres|ceramica|mosaico piso|suelo', `loseta|azulejo|baldosa|porcelanato|porcelanico|gres|ceramica|marmol|pizarra|talavera ${INSTALL_ES}`, 'loseta|baldosa|porcelanato|embaldosar|solar'],
  }),
  task('tile.wall.install', {
    action: 'install', dim: 'area', setup: 1.5, perUnit: 0.15,
    en: 'Install wall tile or a backsplash', es: 'Colocar azulejo en pared o salpicadero',
    kw: ['backsplash', 'tile|tiles|tiling wall|walls'],
    kwEs: ['salpicadero|backsplash|alicatar|alicatado|alicatad', 'azulejo|loseta|baldosa|azulejar pared|paredes|muro'],
  }),
  task('tile.shower.install', {
    action: 'install', dim: 'area', setup: 2, perUnit: 0.18,
    en: 'Tile a shower or tub surround', es: 'Azulejar una regadera o ducha',
    kw: ['tile|tiles|tiling|retile shower|tub|bathtub'],
    kwEs: ['azulejo|loseta|baldosa|azulejar|alicat regadera|ducha|tina|banera'],
  }),
  task('tile.regrout', {
    action: 'regrout', dim: 'area', setup: 1, perUnit: 0.05,
    en: 'Regrout tile', es: 'Rejuntar azulejo (cambiar la lechada)',
    kw: ['grout|regrout|regrouting'],
    kwEs: ['lechada|boquilla|rejuntar|juntas|junta'],
  }),
  task('tile.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 0.75,
    en: 'Replace a cracked tile', es: 'Cambiar un azulejo roto',
    kw: [`tile|tiles cracked|crack|chipped|loose|broken|${FIX_EN}`, 'tile|tiles cracked|chipped|loose|broken|missing shower|floor|wall|kitchen|bathroom|backsplash|tub', 'tile|tiles replace|replacing|change|swap cracked|broken|chipped|loose'],
    kwEs: [`azulejo|loseta|baldosa|baldosas|azulejos roto|rota|rotos|rotas|quebrad|suelto|suelta|despeg|desprend|caido|caida|flojo|floja|levantad|${FIX_ES}`, 'azulejo|loseta|baldosa|azulejos|baldosas roto|rota|suelto|suelta|despeg|flojo|floja regadera|ducha|bano|cocina|piso|suelo|pared', 'azulejo|loseta|baldosa|azulejos|losetas|baldosas cambi|sustitu|reemplaz|poner roto|rota|rotos|rotas|quebrad|suelto|suelta'],
  }),
];
