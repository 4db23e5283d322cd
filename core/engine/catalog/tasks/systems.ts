/**
 * Plumbing, electrical, HVAC and appliances: mostly priced per fixture or unit.
 * Per-unit times: RSMeans Residential Cost Data 2023 (Gordian) labor-hours for plumbing fixtures (div. 22), wiring devices and luminaires (26 27, 26 51) and HVAC equipment (23), cross-checked with the Craftsman National Renovation & Insurance Repair Estimator flat-rate hours and the HomeGuide / Angi service-call guides (outlet or switch 0.5-1 h, faucet 1-2 h, water heater 3-5 h).
 */
import type { TaskDef } from '../types.js';
import { FIX_EN, FIX_ES, INSTALL_EN, INSTALL_ES, task } from './define.js';

const FAUCET_EN = 'faucet|faucets|tap|taps|spigot';
const FAUCET_ES = 'llave|llaves|grifo|grifos|griferia|canilla|monomando';
const TOILET_EN = 'toilet|toilets|commode|wc';
const TOILET_ES = 'inodoro|inodoros|excusado|wc|retrete|sanitario|taza|vater|water';
const OUTLET_EN = 'outlet|outlets|receptacle|socket|plug|plugs';
const OUTLET_ES = 'contacto|contactos|enchufe|enchufes|toma|tomas|tomacorriente|clavija';

export const SYSTEM_TASKS: TaskDef[] = [
  task('plumbing.faucet.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1,
    en: 'Repair a leaking faucet', es: 'Reparar una llave o grifo que gotea',
    kw: [FAUCET_EN, `${FAUCET_EN} ${FIX_EN}|dripping`],
    kwEs: [`${FAUCET_ES} ${FIX_ES}|gotear|goteando|agua`, 'grifo|grifos|canilla|monomando'],
  }),
  task('plumbing.faucet.replace', {
    action: 'replace', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Replace a faucet', es: 'Cambiar una llave o grifo',
    kw: [`${FAUCET_EN} ${INSTALL_EN}`],
    kwEs: [`${FAUCET_ES} ${INSTALL_ES}`],
  }),
  task('plumbing.toilet.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1,
    en: 'Repair a toilet', es: 'Reparar un inodoro',
    kw: [TOILET_EN, `${TOILET_EN} ${FIX_EN}|running|clogged|clog|flush|wobbly|rocking`],
    kwEs: [TOILET_ES, `${TOILET_ES} ${FIX_ES}|tapad|atasc|cisterna|tanque|descarga`],
  }),
  task('plumbing.toilet.replace', {
    action: 'replace', dim: 'count', setup: 0.5, perUnit: 2.5,
    en: 'Install or replace a toilet', es: 'Instalar o cambiar un inodoro',
    kw: [`${TOILET_EN} ${INSTALL_EN}`],
    kwEs: [`${TOILET_ES} ${INSTALL_ES}`],
  }),
  task('plumbing.drain.unclog', {
    action: 'unclog', dim: 'count', setup: 0.5, perUnit: 1,
    en: 'Unclog a drain', es: 'Destapar un drenaje o desagüe',
    kw: ['clog|clogged|unclog|blocked|backed|backing|backs|backup|slow|stopped|snake drain|drains|sink|tub|shower|pipe|line|kitchen|bathtub', 'drain|drains'],
    kwEs: ['tapad|tapo|taparon|atasc|destap|desatasc|obstru|tapon|lento coladera|desague|drenaje|fregadero|lavabo|tarja|tuberia|regadera|ducha|banera|tina|cano|sumidero|lavadero|bano|escusado|excusado', 'destapar|destape|desatascar|desatasco|coladera|desague'],
  }),
  task('plumbing.water_heater.replace', {
    action: 'replace', dim: 'count', setup: 1, perUnit: 4, crew: 2,
    en: 'Replace a water heater', es: 'Cambiar un calentador de agua',
    kw: ['water heater|heaters', 'hot water tank|heater', 'tankless'],
    kwEs: ['calentador|boiler|termo|calentadores|termotanque', 'calentador|boiler|termo|termotanque agua|electrico|gas|fuga|no|cambi|repar|instal|arregl'],
  }),
  task('plumbing.garbage_disposal.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Install a garbage disposal', es: 'Instalar un triturador de basura',
    kw: ['disposal|disposer|insinkerator'],
    kwEs: ['triturador|trituradora'],
  }),
  task('plumbing.leak.repair', {
    single: true, action: 'repair', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Find and fix a pipe leak', es: 'Localizar y reparar una fuga de tubería',
    kw: ['pipe|pipes|plumbing|line|valve|supply leak|leaking|leaky|burst|broken|repair|fix|drip', 'leak|leaking|leaky sink|under|ceiling|water|wall'],
    kwEs: ['tubo|tubos|tuberia|tuberias|cano|canos|caneria|valvula fuga|gotea|roto|rota|revent|repar|arregl|saliendo|sale|escurre|chorrea|tira', 'fuga|fugas agua|fregadero|lavabo|tarja|pared|techo', `tinaco|flotador|cisterna|boya ${FIX_ES}|goteando|tira|pierde`],
  }),
  task('plumbing.sink.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 2.5,
    en: 'Install a sink', es: 'Instalar un lavabo o fregadero',
    kw: [`sink|sinks|vanity|basin ${INSTALL_EN}`],
    kwEs: [`lavabo|lavabos|fregadero|tarja|lavamanos|ovalin|lavaplatos ${INSTALL_ES}`],
  }),
  task('plumbing.shower.valve', {
    action: 'replace', dim: 'count', setup: 0.5, perUnit: 2.5,
    en: 'Repair or replace a shower valve or head', es: 'Reparar o cambiar la mezcladora o regadera de la ducha',
    kw: ['shower|showerhead valve|head|cartridge|mixer|faucet|handle|leak|leaking|dripping|fix|repair|replace|pressure', 'showerhead'],
    kwEs: ['regadera|ducha mezcladora|monomando|cartucho|valvula|fuga|gotea|cambi|repar|arregl|telefono|alcachofa|presion|chorro', 'mezcladora|alcachofa'],
  }),
  task('plumbing.sump_pump.install', {
    action: 'install', dim: 'count', setup: 1, perUnit: 3,
    en: 'Install a sump pump', es: 'Instalar una bomba de achique',
    kw: ['sump', 'sump|well|water pump|pumps'],
    kwEs: ['hidroneumatico|achique|presurizador|presurizadora', 'bomba|bombas agua|tinaco|cisterna|achique|sumergible|hidroneumatico|presurizadora|presion|pozo'],
  }),
  task('plumbing.hose_bib.replace', {
    action: 'replace', dim: 'count', setup: 0.5, perUnit: 1.25,
    en: 'Replace an outdoor spigot', es: 'Cambiar una llave de jardín',
    kw: ['hose|outdoor|outside|exterior bib|bibb|spigot|faucet|tap|sillcock', 'sillcock'],
    kwEs: ['llave|grifo jardin|manguera|exterior|patio'],
  }),
  task('electrical.outlet.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 0.75,
    en: 'Install or replace an outlet', es: 'Instalar o cambiar un contacto (enchufe)',
    kw: [OUTLET_EN, `${OUTLET_EN} ${INSTALL_EN}|${FIX_EN}|dead`],
    kwEs: [OUTLET_ES, `${OUTLET_ES} ${INSTALL_ES}|${FIX_ES}`],
  }),
  task('electrical.gfci.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 0.75,
    en: 'Install a GFCI outlet', es: 'Instalar un contacto con protección GFCI (diferencial)',
    kw: ['gfci|gfi'],
    kwEs: ['gfci|diferencial'],
  }),
  task('electrical.switch.replace', {
    action: 'replace', dim: 'count', setup: 0.5, perUnit: 0.5,
    en: 'Install or replace a light switch', es: 'Instalar o cambiar un apagador (interruptor)',
    kw: ['switch|switches|dimmer|dimmers', `light|wall|dimmer|dimmers switch|switches ${INSTALL_EN}|${FIX_EN}|dimmer|dimmers|swap|change`],
    kwEs: ['apagador|apagadores|interruptor|interruptores|atenuador|dimmer|conmutador', `apagador|apagadores|interruptor|interruptores ${INSTALL_ES}|${FIX_ES}|luz|pared`],
  }),
  task('electrical.light_fixture.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 1.25,
    en: 'Install a light fixture', es: 'Instalar una lámpara o luminaria',
    kw: ['under|undercabinet cabinet|cabinets light|lights|lighting|led|leds', 'light|lights|lamp|fixture|fixtures|chandelier|chandeliers|pendant|sconce|sconces', `light|lights|fixture|fixtures|lamp ${INSTALL_EN}|${FIX_EN}`],
    kwEs: ['lampara|lamparas|luminaria|luminarias|candil|candelabro|aplique|apliques|plafon', `lampara|lamparas|luminaria|luminarias|luz|luces ${INSTALL_ES}|${FIX_ES}`],
  }),
  task('electrical.recessed_light.install', {
    action: 'install', dim: 'count', setup: 1, perUnit: 1,
    en: 'Install a recessed light', es: 'Instalar una luz empotrada',
    kw: ['recessed|pot|downlight|downlights light|lights|lighting|downlight|downlights', 'recessed'],
    kwEs: ['empotrad|spot|spots|ojo|ojos|downlight|dicroic|led lampara|luz|luces|foco|buey|empotrad|plafon', 'ojos de buey', 'downlight|dicroico|dicroicos'],
  }),
  task('electrical.ceiling_fan.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 1.75,
    en: 'Install a ceiling fan', es: 'Instalar un ventilador de techo',
    kw: ['fan|fans ceiling|install|replace|hang|mount|new|fix|repair|wobbly', 'ceiling fan|fans', 'exhaust|bathroom|vent fan|fans'],
    kwEs: ['extractor|extractores bano|banos|aseo', 'ventilador|ventiladores|abanico|abanicos', `ventilador|ventiladores|abanico|abanicos techo|${INSTALL_ES}|colgar|${FIX_ES}`],
  }),
  task('electrical.panel.upgrade', {
    single: true, action: 'upgrade', dim: 'count', setup: 1, perUnit: 8, crew: 2,
    en: 'Upgrade an electrical panel', es: 'Cambiar el tablero eléctrico (centro de carga)',
    kw: ['panel|breaker|breakers|fuse|fusebox|subpanel electrical|electric|upgrade|replace|box|new|install|amp', 'subpanel|fusebox'],
    kwEs: ['tablero|centro|cuadro|caja|pastilla|pastillas|breaker|fusible|fusibles electric|carga|cambi|nuevo|instal|diferencial|magnetotermic', 'centro de carga'],
  }),
  task('electrical.ev_charger.install', {
    action: 'install', dim: 'count', setup: 1, perUnit: 4,
    en: 'Install an EV charger', es: 'Instalar un cargador para auto eléctrico',
    kw: ['ev|tesla|electric|vehicle|car charger|charging|chargers', 'level|240 charger'],
    kwEs: ['cargador|carga|punto auto|coche|carro|vehiculo|electrico|ev|tesla', 'wallbox'],
  }),
  task('electrical.smoke_detector.install', {
    action: 'install', dim: 'count', setup: 0.25, perUnit: 0.5,
    en: 'Install a smoke or CO detector', es: 'Instalar un detector de humo o de monóxido',
    kw: ['smoke|co|carbon detector|detectors|alarm|alarms', 'detector|detectors'],
    kwEs: ['detector|detectores|alarma|alarmas humo|monoxido|incendio', 'detector|detectores'],
  }),
  task('electrical.doorbell.install', {
    action: 'install', dim: 'count', setup: 0.25, perUnit: 1,
    en: 'Install a doorbell', es: 'Instalar un timbre',
    kw: ['doorbell|doorbells|chime', 'video doorbell'],
    kwEs: ['timbre|timbres|portero|interfon|videoportero'],
  }),
  task('electrical.wiring.run', {
    action: 'wire', dim: 'length', setup: 1, perUnit: 0.1,
    en: 'Run new electrical wiring', es: 'Tender cableado eléctrico nuevo',
    kw: ['wiring|wire|wires|cable|circuit run|new|install|add|dedicated|rewire|pull', 'rewire|rewiring'],
    kwEs: ['cable|cableado|cables|circuito tender|nuevo|instal|jalar|pasar|meter|nueva', 'recablear|recableado', 'cableado cambiar|cambio|renovar|viejo|vieja|casa|toda'],
  }),
  task('electrical.troubleshoot', {
    action: 'troubleshoot', dim: 'hour', setup: 0, perUnit: 1, defaultHours: 2,
    en: 'Electrical troubleshooting (by the hour)', es: 'Diagnóstico eléctrico (por hora)',
    kw: ['electrician|electrical|electric|power|breaker|sparks|flickering|short|tripping|trips troubleshoot|problem|issue|fix|repair|out|not|keeps|diagnose|working|outage|tripping|flicker|flickering|sparks', 'flickering|tripping lights|breaker|power'],
    kwEs: ['electricista|electrico|electrica|luz|corriente|corto|chispa|chispas|breaker|pastilla diagnost|revisar|revision|falla|problema|arregl|repar|no|se|bota|salta|parpade|cortocircuito', 'cortocircuito|chisporrote'],
  }),
  task('hvac.ac.service', {
    action: 'service', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Service or repair an air conditioner', es: 'Dar mantenimiento o reparar un aire acondicionado',
    kw: [`ac|minisplit|hvac|furnace|cooler|evap|swamp filter|filters|pads|pad ${INSTALL_EN}|clean|cleaning|new`, 'ac|air|conditioner|conditioning|cooling|minisplit|split|heatpump|heat|swamp|evaporative|evap|cooler service|tune|tuneup|maintenance|repair|fix|not|broken|leaking|recharge|freon|clean|cleaning|checkup|check|blowing|warm|drain|clogged|line|condensate|freezing|frozen|ice', 'ac|conditioner|aircon|swamp', `heat pump ${FIX_EN}|noise|grinding|making|service|tune|cooling|heating`, `heatpump ${FIX_EN}|noise|grinding|making|service|tune|cooling|heating`],
    kwEs: [`aire|clima|climas|minisplit|calefaccion|caldera filtro|filtros ${INSTALL_ES}|limpi|nuevo`, 'aire|clima|minisplit|mini|split|acondicionado|climatizacion|bomba mantenimiento|servicio|repar|arregl|no|gas|recarga|limpi|enfria|revision|revisar|falla|gotea|ruido|ruidos|suena|huele|tira|drenaje|tapo|tapado|hiela|congela', 'minisplit|clima|climas', 'aire acondicionado'],
  }),
  task('hvac.ac.install', {
    action: 'install', dim: 'count', setup: 2, perUnit: 8, crew: 2,
    en: 'Install an air conditioner or heat pump', es: 'Instalar un aire acondicionado o minisplit',
    kw: [`ac|conditioner|conditioning|minisplit|split|heatpump|central ${INSTALL_EN}`, 'heat pump install|replace|new'],
    kwEs: [`aire|clima|climas|minisplit|mini|split|acondicionado ${INSTALL_ES}`, `bomba calor ${INSTALL_ES}`, `aire|equipo|minisplit acondicionado|split|minisplit ${INSTALL_ES}|montar|montaje`],
  }),
  task('hvac.furnace.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 2,
    en: 'Repair a furnace or heater', es: 'Reparar una calefacción o caldera',
    kw: ['furnace|heater|heating|boiler|heat', `furnace|heater|heating|boiler|heat ${FIX_EN}|cold|tune|service|pilot|blowing`],
    kwEs: ['calefaccion|caldera|calefactor|radiador|radiadores', `calefaccion|caldera|calefactor|radiador|radiadores ${FIX_ES}|mantenimiento|revision|servicio`],
  }),
  task('hvac.furnace.replace', {
    action: 'replace', dim: 'count', setup: 2, perUnit: 8, crew: 2,
    en: 'Replace a furnace or boiler', es: 'Cambiar una caldera o equipo de calefacción',
    kw: [`furnace|boiler ${INSTALL_EN}`],
    kwEs: [`caldera|calefaccion|calefactor ${INSTALL_ES}`],
  }),
  task('hvac.thermostat.install', {
    action: 'install', dim: 'count', setup: 0.25, perUnit: 1,
    en: 'Install a thermostat', es: 'Instalar un termostato',
    kw: ['thermostat|thermostats|nest|ecobee'],
    kwEs: ['termostato|termostatos'],
  }),
  task('hvac.duct.clean', {
    single: true, action: 'clean', dim: 'count', setup: 0.5, perUnit: 4, crew: 2,
    en: 'Clean air ducts (whole system)', es: 'Limpiar ductos de aire (todo el sistema)',
    kw: ['duct|ducts|ductwork|vents|vent clean|cleaning|cleaned|repair|seal|sealing', 'duct|ducts|ductwork|vents clean|cleaning|cleaned house|home|whole'],
    kwEs: ['ducto|ductos|conducto|conductos|rejilla|rejillas limpi|repar|sellar'],
  }),
  task('appliances.washer.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Repair a washing machine', es: 'Reparar una lavadora',
    kw: ['washer|washers|washing', `washer|washers|washing ${FIX_EN}|drain|draining|spin|spinning|noise|noisy|shaking|agitate|door|lid`],
    kwEs: ['lavadora|lavadoras|lavarropas', `lavadora|lavadoras|lavarropas ${FIX_ES}|centrifuga|desagua|lava|gira|prende`],
  }),
  task('appliances.dryer.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Repair a clothes dryer', es: 'Reparar una secadora',
    kw: [`dryer|dryers door|doors|hinge|hinges|seal|gasket|handle|latch|lid ${FIX_EN}|close|closing|shut|open|seal|seals`, 'dryer|dryers', `dryer|dryers ${FIX_EN}|heat|heating|hot|spin|spinning|noise|noisy|dry|drying`],
    kwEs: [`secadora|secadoras puerta|bisagra|bisagras|empaque|goma|manija|tapa ${FIX_ES}|cierra|abre|sella`, 'secadora|secadoras', `secadora|secadoras ${FIX_ES}|calienta|seca|prende|enciende|gira`],
  }),
  task('appliances.dryer_vent.clean', {
    single: true, action: 'clean', dim: 'count', setup: 0.25, perUnit: 1,
    en: 'Clean a dryer vent', es: 'Limpiar el ducto de la secadora',
    kw: ['dryer vent|duct|lint'],
    kwEs: ['secadora ducto|salida|conducto|pelusa'],
  }),
  task('appliances.fridge.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 2,
    en: 'Repair a refrigerator', es: 'Reparar un refrigerador',
    kw: [`fridge|fridges|refrigerator|refrigerators|freezer|freezers door|doors|hinge|hinges|seal|gasket|handle|latch|lid ${FIX_EN}|close|closing|shut|open|seal|seals`, 'fridge|fridges|refrigerator|refrigerators|freezer|freezers|icemaker', 'ice maker', `fridge|fridges|refrigerator|refrigerators|freezer|freezers ${FIX_EN}|cooling|cold|warm|freezing|leaking|noise|door|hinge|gasket|seal|handle`],
    kwEs: [`refrigerador|refri|nevera|frigorifico|congelador puerta|bisagra|bisagras|empaque|goma|manija|tapa ${FIX_ES}|cierra|abre|sella`, 'refrigerador|refri|nevera|frigorifico|congelador|heladera|refrigeradores|neveras', `refrigerador|refri|nevera|frigorifico|congelador|heladera ${FIX_ES}|enfria|congela|hiela|puerta|bisagra|empaque|goma`],
  }),
  task('appliances.dishwasher.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 2,
    en: 'Install a dishwasher', es: 'Instalar un lavavajillas',
    kw: [`dishwasher|dishwashers ${INSTALL_EN}`],
    kwEs: [`lavavajillas|lavaplatos|lavatrastes ${INSTALL_ES}`],
  }),
  task('appliances.dishwasher.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Repair a dishwasher', es: 'Reparar un lavavajillas',
    kw: [`dishwasher|dishwashers door|doors|hinge|hinges|seal|gasket|handle|latch|lid ${FIX_EN}|close|closing|shut|open|seal|seals`, 'dishwasher|dishwashers', `dishwasher|dishwashers ${FIX_EN}|draining|drain|cleaning|clean|door|latch|seal`],
    kwEs: [`lavavajillas|lavatrastes|lavaplatos puerta|bisagra|bisagras|empaque|goma|manija|tapa ${FIX_ES}|cierra|abre|sella`, 'lavavajillas|lavatrastes|lavaplatos', `lavavajillas|lavatrastes|lavaplatos ${FIX_ES}|desagua|lava|limpia`],
  }),
  task('appliances.oven.repair', {
    action: 'repair', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Repair an oven, range or cooktop', es: 'Reparar un horno o estufa',
    kw: [`oven|ovens|stove|range door|doors|hinge|hinges|seal|gasket|handle|latch|lid ${FIX_EN}|close|closing|shut|open|seal|seals`, 'oven|ovens|stove|cooktop|stovetop|burner|burners', `oven|ovens|stove|range|cooktop|stovetop|burner|burners ${FIX_EN}|heat|heating|ignite|light|lighting|turn|on|door|hinge|gasket|seal|knob`],
    kwEs: [`horno|hornos|estufa puerta|bisagra|bisagras|empaque|goma|manija|tapa ${FIX_ES}|cierra|abre|sella`, 'horno|hornos|estufa|vitroceramica|vitro|quemador|quemadores|fogon|anafe', `horno|hornos|estufa|vitroceramica|vitro|placa|quemador|quemadores|fogon|anafe|parrilla ${FIX_ES}|prende|enciende|calienta|puerta|bisagra|empaque|perilla`],
  }),
  task('appliances.microwave.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Install an over-the-range microwave or hood', es: 'Instalar un microondas o campana',
    kw: ['microwave|microwaves', 'vent|range hood'],
    kwEs: ['microondas|campana|extractor'],
  }),
  task('appliances.install', {
    action: 'install', dim: 'count', setup: 0.5, perUnit: 1.5,
    en: 'Install a household appliance', es: 'Instalar un electrodoméstico',
    kw: [`appliance|appliances|washer|dryer|fridge|refrigerator|stove|range|oven ${INSTALL_EN}|hook|connect`],
    kwEs: [`electrodomestico|electrodomesticos|lavadora|secadora|refrigerador|nevera|frigorifico|estufa|horno ${INSTALL_ES}|conectar`],
  }),
];
