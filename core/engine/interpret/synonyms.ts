/**
 * Words customers use that the catalog's keywords do not: Canadian and
 * Spain terms, chat shorthand, common voice-to-text splits. Each is
 * rewritten to a word the catalog knows, whole words only, after
 * normalizing (lower case, no accents). The per-trade families are in
 * trade-words.ts.
 */
import { CATALAN_WORDS } from './catalan-words.js';
import { indexPatterns } from './pattern-index.js';
import { QUEBEC_WORDS } from './quebec-words.js';
import { TRADE_WORDS } from './trade-words.js';

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Catalan first: it rewrites to the Spanish words the trade words then read.
  ...CATALAN_WORDS,
  // Round 29. "movin a couch", "the tap is after goin on me", "fixin the fence": a verb with its g dropped, as said.
  [
    '(mov|fix|paint|clean|haul|hang|replac|instal|patch|mow|rak|shovel|plow|tear|pull|rip|mount|build|putt|gett|lay|sand|stain|seal|caulk|grout|drip|leak|runn|flood|wonder|look|go|do|com|fall|blow|wash|pick|tak|mak)in(?= |,|\\.|$)',
    '$1ing',
  ],
  // "the yard at our place on Whidbey cleaned up after the winter": a yard cleaned up is a yard cleanup, not a house's.
  ['(yard|backyard|garden|lot)((?: (?!and\\b|but\\b|plus\\b)[a-z]+){1,6}?) (?:cleaned|cleared|tidied) up', '$1$2 yard cleanup'],
  // Spain's "bancal" (a terraced plot) and the "cañas" that overgrow it: a plot to clear, not a room.
  // "palm fronds branches trash everywhere", "branches and trash all over the backyard": a storm's debris is a yard cleanup.
  [
    '(?:palm fronds|fronds|branches|limbs|sticks|leaves|pine needles|fir needles|needles)(?:,? (?:and )?(?:palm fronds|fronds|branches|limbs|sticks|leaves|needles|trash|debris|junk|garbage))* (?:everywhere|all over the (?:yard|backyard|back yard|lawn|lot|place|property)|all over(?! the| my| our| his| her))',
    'yard cleanup',
  ],
  ['bancal(?:es)?', 'terreno'],
  // "haul the old wicker porch set to the dump": outdoor furniture, not the porch.
  [
    '(?<=\\b(?:haul|dump|toss|junk|get rid of|take away|throw out|throw away|hauled|tossed)\\b[^.]{0,25})(?:wicker |rattan |plastic |metal |old )*(?:porch|patio|deck|lawn|garden|outdoor) (?:set|furniture|chairs|table and chairs|sectional)',
    'old junk',
  ],
  // "the eaves cleaned out, they're full of leaves": the eavestroughs, which are the gutters.
  [
    '(?<=\\bclean\\w*(?: out)? (?:the |my |our )?)eaves|eaves(?= (?:cleaned|cleaning|clean|cleared|full of|packed|clogged|plugged))',
    'gutters',
  ],
  // "looking to replace the roof": wanting to, not a look at it.
  ['looking to (?=(?:replace|redo|re-?roof|install|put|get|have|paint|build|swap|change|remodel|finish|add|move|hire)\\b)', 'want to '],
  // "a good part of one wall", "most of one wall": how much of a wall, no count of walls.
  [
    '(?:a good part|a big part|a large part|most|much|half|part|the bottom|the lower part|the bottom half) of (?:one|a|the) wall',
    'part of the wall',
  ],
  // "breaker trips whenever…": the same fault as "keeps tripping".
  ['(breakers?|gfci|gfi) (?:trips|pops|flips|trip|pop)', '$1 keeps tripping'],
  // "Exterior and interior washing of all windows": the noun form of washing them.
  ['washing of (?:all )?(?:the |my |our )?windows', 'window washing'],
  // "want them swapped out for new": replaced.
  ['(?:swapped|swap|switched|changed) out for (?:new|new ones|brand new)', 'replaced with new ones'],
  // Sonora and Nuevo León coolers "de la azotea": the roof is only where they sit.
  ['pads paja|pads de paja|paja pads', 'paja'],
  ['(?<=\\b(?:\\d+|dos|tres|cuatro|mantenimiento de|servicio de|servicio a|mantenimiento a) )coolers', 'enfriadores evaporativos'],
  [
    '(coolers?|enfriadores?(?: evaporativos?)?|aires lavados|swamp coolers?) (?:que tengo |que tenemos )?(?:de la|en la|arriba en la|en el|del|arriba en el) (?:azotea|techo)',
    '$1',
  ],
  // IT work at an office: "Migration of the team's SharePoint site", "transfer of all documents and permissions".
  ['sharepoint|onedrive|office 365|microsoft 365|intranet|departmental platform|(?:data|server|site|email) migration', 'software'],
  // "rip out some of the junipers next to the house": shrubs.
  ['junipers?|arborvitaes?|boxwoods?', 'shrubs'],
  // "I forgot the part behind the stove, make it 30": more of the backsplash, where it runs; no appliance.
  [
    '(?:the )?(?:part|bit|area|section|piece|strip) (?:behind|above|over|next to|by) the (?:stove|range|oven|cooktop|fridge|sink)',
    'the other part',
  ],
  // "condo only has the one old central unit. thinking mini splits…", "no aguantamos sin clima": what the home has now
  // or lacks, told before the units asked for.
  [
    '(?:only )?(has|have|got) (?:the |just the |only the |just )?one (?:old |existing )?(?:central (?:unit|ac|air|system)|ac unit|ac|unit)',
    '$1 an old system',
  ],
  ['no (?:aguantamos|aguanto|aguantan|se aguanta|podemos estar|puedo estar) sin (?:clima|aire|minisplit)', 'hace mucho calor'],
  // "soy dentista y tengo mi consultorio", "para el restaurante de Torremolinos": who the customer is and the business
  // the work is for, not a service of its own.
  [
    'soy (?:el |la |un |una )?(?:dentista|doctora?|medic[oa]|abogad[oa]|contador[a]?|psicolog[oa]|veterinari[oa]|dueno de un restaurante)',
    'tengo un negocio',
  ],
  ['(?:i m|im|i am) (?:a |an )?(?:dentist|doctor|lawyer|accountant|vet|veterinarian|therapist|chiropractor)', 'i run a business'],
  ['(?:el|mi|nuestro|del|al|un) restaurante', 'el local'],
  ['(?:my|our|the|a) (?:restaurant|dental office|dental practice|dentist office|clinic)', 'the business'],
  // "send 2 of ye for 3 hours": two workers, said to the business.
  ['(?<=\\b(?:\\d+|two|three|four|one) )of (?:ye|yez|yous|youse|you guys|ya|yall|y all)', 'guys'],
  // "a new kitchen faucet installed, the old one drips", "got the new one here already": the same thing, not one more.
  ['(?:the |my |our )?old one((?: [a-z]+)?) (drips|leaks|is leaking|leaking|won t|wont|doesn t|doesnt)', 'it$1 $2'],
  ['(got|have|bought|picked up) the new one', '$1 the part'],
  // Galician and Asturian diminutives: "tres horiñas", "el grifín de la cocina".
  ['horinas|horinhas', 'horas'],
  ['grifin|grifino|grifinos', 'grifo'],
  // "No leakage onto the floor has been observed", "not leaking on the floor": no floor to fix.
  [
    '(no|not|isn t|isnt|is not|nothing) (leakage|leaking|leaks?|water|puddles?|dripping)((?: [a-z]+){0,3}?) (?:onto|on|to) the floor',
    '$1 $2$3',
  ],
  // "One (1) toilet only": a count written out and again in brackets is one count.
  ['(one|two|three|four|five|six|seven|eight|nine|ten) \\(\\d{1,2}\\)', '$1'],
  // "75 inch, drywall over studs": what the wall is built of, where a TV goes, is no drywall work.
  ['(?:drywall|sheetrock|gyprock)(?: walls?)? (?:over|on|with) (?:wood |metal |steel )?studs', 'wall'],
  // "gotas de pintura en los vidrios", "paint splatter on the windows": paint left behind is dirt to clean.
  ['(?:gotas|gotitas|manchas|salpicaduras|restos|goterones) de pintura', 'suciedad de obra'],
  ['paint (?:splatters?|splatter|drips|droplets|spots|specks|overspray|smears)(?= on| all over| everywhere)', 'construction dirt'],
  // "carpet got soaked and now it smells": what the water did, told before the cleaning asked for.
  ['(?:the )?(?:carpets?|rugs?) (?:got|was|were|is|are|all) (?:soaked|wet|drenched|flooded|soaking wet)', 'everything got wet'],
  // "kitchen flooded when the water heater let go": the failure is the cause of the work asked for after it.
  [
    '(flooded|got flooded|got wet|was flooded|flooded out) when (?:the |our |my )?(?:water heater|hot water tank|hot water heater|pipe|washer|washing machine|toilet|dishwasher|sump pump|sump) (?:let go|burst|failed|broke|died|blew|went|gave out|gave way)',
    '$1',
  ],
  // Spain's "los aires de casa": the home's air-conditioning units.
  [
    '(los|mis|sus|unos|nuestros|vuestros) aires(?= de (?:casa|la casa|mi casa|el piso|del piso|mi piso|la oficina|el local))',
    '$1 aires acondicionados',
  ],
  // "el perro se hizo del baño": the dog soiled it; no bathroom in the count.
  ['(?:se hizo|se hace|se ha hecho|hizo|se hizo pipi y popo) (?:del|de|en el) bano', 'lo ensucio'],
  // "the dog is at the door", "hang on": a pause in the message, no door to fix.
  [
    '(?:the |my |our )?(?:dog|dogs|cat|kid|kids|baby|mailman|mail man|postman|delivery guy|ups guy|amazon guy|neighbou?r|someone|somebody) (?:is|s|are) at the door',
    'wait',
  ],
  // "limpiar el terreno de atrás de la casa": the house only says whose plot it is; the plot is what gets cleared.
  [
    '(terreno|patio|jardin|solar|huerto|lote)((?: de (?:atras|a lado|al lado|enfrente|detras|delante|adelante|junto))?) de (?:la|mi|nuestra) casa',
    '$1$2',
  ],
  ['(?:cañas|canas|canaveral|carrizo)(?= y (?:hierbajos|hierba|maleza|matojos))', 'maleza'],
  // Round 28. "a 3.5 ton heat pump changeout, condenser and air handler both": a unit swapped is replaced, and the air
  // handler is the system's indoor unit (no door handle).
  ['change ?outs?|changeouts?', 'replace'],
  ['air handlers?', 'indoor ac unit'],
  ['retrofit (?=windows?\\b)', 'replacement '],
  // "6 vinyl retrofit windows": vinyl is the frame, not a floor.
  ['vinyl (?=(?:retrofit |replacement |new |double hung |single hung |sliding |slider |casement |insert |white |frame )*windows?\\b)', ''],
  // "cinder block wall along the back property line", Mexico's "barda de block": a masonry wall around a yard fences it.
  [
    'cinder ?block walls?|cinderblock walls?|concrete block walls?|cmu walls?|block walls?(?= (?:along|around|between|behind|on|at) (?:the |my |our )?(?:back|side|front|rear|property|yard|lot))',
    'block fence',
  ],
  // "cerrar el solar de atrás": a lot (Spain's verb "solar", to lay a floor, takes no article).
  ['(el|del|al|un|mi|su|este|ese) solar(?! (?:panel|paneles|calentador|heater|de agua))', '$1 terreno'],
  // "the kitchen counter doesn't have enough receptacles": outlets are missing there, no counter to install.
  [
    'counters? (?=(?:(?:doesn t|doesnt|does not|don t|dont|do not|hasn t|hasnt|haven t|havent)(?: have| got)?|has|have|lacks?|needs?|without) (?:enough |any |more |no |only one |just one |gfci |a )*(?:receptacles?|outlets?|plugs?)\\b)',
    'wall ',
  ],
  // "my father-in-law is 82": a person's age, no count.
  [
    '(father|mother|dad|mom|mum|grandma|grandpa|grandmother|grandfather|husband|wife|son|daughter|parents|in laws|he|she)((?:[- ]in[- ]law)?) (?:is|s|turned|turns) \\d{2,3}\\b(?! ?(?:ft|feet|sq|x|by|inch|in\\b|m\\b|hours?|hrs?|lbs?))',
    '$1$2 is elderly',
  ],
  // "got 2 quotes already": bids from others count nothing.
  [
    '(got|have|had|received|gotten|already got|collected) (?:\\d+|one|two|three|four|a couple of|a few) (?:other |different |written )?(?:quotes?|bids?|estimates?|prices?)\\b',
    '$1 quotes',
  ],
  // "azulejos nuevos en el suelo de la terraza": a tiled terrace floor, no deck to build.
  [
    '(azulejos?|baldosas?|losetas?|gres|porcelanico)( [^.,]{0,40}?)(?:el suelo de |el piso de )?(?:la |una |mi )?terraza',
    '$1$2 el suelo exterior',
  ],
  // "Maruja la de Valladolid", "vivo en Puerto Vallarta": towns, no fence.
  ['valladolid|puerto vallarta|vallarta', 'someplace'],
  // "Gatineau (Hull)", "hull sector": the old city, no boat.
  ['hull(?=\\)|,? (?:sector|area|gatineau|qc|quebec)\\b)|gatineau,? \\(?hull', 'gatineau'],
  // "someone keyed my tesla in a parking garage": where the car was, no garage job.
  ['in (?:a|the) parking (?:garage|lot|structure|deck)', 'while parked'],
  // "solo hay uno por cuarto": how many there are now, no count to install.
  ['(?:solo|nomas|nada mas) (?:hay|tiene|tengo) (?:uno|una|1) (?:por|en cada)|only (?:one|1) (?:per|in each|in every)', 'hay pocos por'],
  // "the oven is pretty gross" in a cleaning: dirty, no repair ("the stove is really bad" stays a repair).
  ['the (oven|stove|fridge|microwave) is (?:pretty |really |super |very |so )?(?:gross|dirty|filthy|nasty|greasy)', 'the $1 is dirty'],
  // "a plumber fixed the pipe already": done by someone else, told.
  [
    '(plumber|electrician|roofer|landlord|super|contractor)s? (?:already )?(?:fixed|repaired|replaced|patched|capped|sorted|took care of)(?: (?:the|that) (?:pipe|leak|line|burst|break|roof|wiring))?(?: already)?',
    'cause was fixed',
  ],
  // "the pipe froze and split, water all over the cabinet": where the water went, no cabinet job.
  [
    'water all over (?:the |my |our )?(?:[a-z]+ )?(?:cabinets?|floors?|carpets?|basement|kitchen|bathroom|ceiling|walls?|counters?|vanity|place)',
    'water everywhere',
  ],
  // "the pipe froze and split": a burst pipe.
  ['froze and (?:split|burst|cracked|broke)', 'burst'],
  // "que le pongan lámina nueva a la galera": new metal roofing sheets, a roof.
  [
    '(?:pongan|ponga|poner|cambien|cambiar) (?:la |las )?(?:lamina|laminas) (?:nueva|nuevas|galvanizadas?)|lamina nueva|laminas nuevas',
    'cambien el techo de lamina',
  ],
  ['techar (?=(?:la|el|mi|una|un) )', 'cambiar el techo de '],
  // "It's 100 amp, want to go to 200": the service size wanted, no count.
  [
    '(?:go|going|upgrade|upgrading|bump|bumping|step|jump) (?:it )?(?:up )?to (?:a )?(?:100|125|150|200|225|320|400)(?: ?(?:amps?|amp service|a)\\b|(?! ?(?:sq|square|ft|feet|foot|m\\b|m2|metros|yards?|gallons?|gal|lbs?|[a-z]+ (?:st|street|ave|avenue|rd|road|dr|drive|blvd)\\b)))',
    'upgrade the amps',
  ],
  // "clear the driveway plus the walkway round back to my mom's basement door": where the walkway goes, no door job.
  [
    '(walkway|walk|path|sidewalk|steps)(?: [a-z]+){0,4}? to (?:my |the |our |her |his )?(?:[a-z]+ )?(?:basement |back |side |front |suite |rear |garage |kitchen )?doors?',
    '$1',
  ],
  ['htr|htrs', 'heater'],
  // "past its service life": its age, no service call.
  ['service life', 'lifespan'],
  // "kitchen ceilings have that cottage cheese stuff": popcorn texture.
  ['cottage cheese(?: stuff| texture| ceilings?)?', 'popcorn ceiling texture'],
  // "el cooler ya no enfría": Mexico's evaporative cooler; "la casita es un horno": hot, no oven.
  ['(el|mi|pal|del|al|un|los|mis|su) (?:cooler|coolers)\\b', '$1 enfriador evaporativo'],
  ['(?:es|esta|parece) (?:un|como un) horno', 'hace mucho calor'],
  // "llevo 3 días bañándome con agua fría": how long it has been, no hours of work.
  ['(?:llevo|llevamos|lleva|ya van|van) (?:\\d+|un|una|dos|tres|cuatro|cinco|varios|varias) (?:dias|semanas|meses)', 'llevo tiempo'],
  // "quiero quitar el árbol del patio", "que me corten un árbol": a tree taken down, not its stump or its branches.
  ['(?:quitar|quiten|corten|cortar|cortarme|cortenme) (el|un|ese|este|mi) arbol\\b(?! (?:de las ramas|las ramas))', 'tumbar $1 arbol'],
  ['tarima laminada', 'suelo laminado'],
  ['cortar la hierba|corte de (?:la )?hierba|cortar hierba', 'cortar el cesped'],
  // "me ha dado su número una vecina": who recommended, no phone line to move.
  ['(?:me|nos) (?:ha|han|dio|dieron|paso|pasaron) (?:dado )?su (?:numero|telefono|contacto)', 'me recomendaron'],
  ['(levanto|levantaron|levantado|levantando|rompio|rompiendo) todo el (piso|suelo|patio)', '$1 el $2'],
  // "running a cord out the window": how it is done now, no window job.
  ['cord (?:out|through|thru|under) the (?:window|door)', 'cord outside'],
  // "my son has a truck too, make it 3": one more vehicle to plug in, no truck job.
  ['(?:has|got|have|bought) (?:a |another )?(?:truck|car|van|suv) too', 'needs one too'],
  // "hallway is just the one hallway": that room again, no count of holes.
  ['just the one (?=(?:hallway|hall|room|bathroom|washroom|bedroom|kitchen|closet|stairwell|stairway|landing)\\b)', 'just that '],
  // "3 holes, biggest is maybe 2 ft x 2 ft": the size of the largest, no area to patch.
  [
    '(biggest|largest|smallest|worst)(?: one)? (?:is|s|being)(?: maybe| about| like| around| roughly| prob| probably)? \\d+(?:\\.\\d+)?(?: ?(?:ft|feet|foot|in|inch|inches|cm|m)\\b)?(?: ?(?:x|by) ?\\d+(?:\\.\\d+)?(?: ?(?:ft|feet|foot|in|inch|inches|cm|m)\\b)?)?',
    '$1 is mid size',
  ],
  // "I think 18 squares? let me check... ok the report says 21": the figure checked replaces the guess.
  ['let me check|lemme check|deja (?:lo )?checo|dejame checar', 'no wait'],
  ['inspection reports?', 'report'],
  // "trabajo de 7 a 5", "I work 9 to 5": when the customer is out, no amount.
  [
    '(trabajo|work|works|working) (?:de |from )?\\d{1,2}(?::\\d\\d)? (?:a|to|til|till|-) \\d{1,2}(?::\\d\\d)?(?! ?(?:ft|feet|m\\b|metros|horas|hours|hrs))',
    '$1 days',
  ],
  // "counter is 10 ft long and 18 inches up": the backsplash measured along the counter.
  [
    'counters? (?:is|runs) (?=\\d+(?:\\.\\d+)? ?(?:ft|feet|foot|m)\\b(?: long)? (?:and|by|x) \\d+(?:\\.\\d+)? ?(?:in|inch|inches|ft|feet|cm)\\b(?: up| high| tall))',
    'backsplash is ',
  ],
  // "2 guys, figure 4 hours. can one of them also mount our tv": one of the crew, no count.
  ['(can|could|will|would) one of (?:them|you|the guys|your guys|the movers|you guys)\\b', '$1 somebody'],
  // "me pueden revisar los dos el mismo día": both jobs named before, no count.
  [
    '(?:revisar|revisen|checar|chequen|arreglar|arreglen|ver) (?:los dos|las dos|ambos|ambas)|(?:look at|check|fix) (?:both|the two)(?= (?:of them|the same|same day|today|please|while|at once)|[.,!?]|$)',
    'revisar todo',
  ],
  ['gracias de antemano|de antemano', 'gracias'],
  // "tarima laminada en plan rollo madera clarita": the look of the laminate, no wood floor.
  ['(?:en plan |tipo |rollo |efecto |imitacion |look |acabado )+madera(?: clarita| clara| oscura| natural)?', 'de color claro'],
  // "the inspector flagged the old panel": noted, no flag to hang.
  ['flagged|flags(?! (?:on|for) (?:the|a|my) (?:pole|porch|house))', 'noted'],
  // "its not that big": small, nothing broken.
  ['not (?:that |too |very |so |really |all that )?(?:big|large|huge)', 'small'],
  ['no es (?:tan |muy |tampoco muy )?(?:grande|amplio|amplia)', 'es chico'],
  // "ya me la quiero ir arreglando": fixing the place up over time, no repair of the floor asked about.
  ['(?:ir|irla|irlo|irle) arreglando|irla componiendo', 'mejorando'],
  // "a log place off hwy 17": a road, no count.
  ['hwy ?\\d+|highway ?\\d+|hiway ?\\d+|route \\d+|rte \\d+|interstate \\d+|carretera \\d+|autopista \\d+', 'the highway'],
  // "then the hallway painted after. one hallway, nothing fancy": the room said again, no second one.
  [
    'one (hallway|hall|room|bedroom|bathroom|washroom|kitchen)(?=,? (?:nothing fancy|nothing special|normal size|regular size|standard size|not big|small|pretty small|average))',
    'that $1',
  ],
  // "2 block heater outlets": outdoor outlets, counted.
  ['block heater (outlets?|plugs?|receptacles?|plug ins?|plug-ins?)', 'outdoor $1'],
  // "pasar mis fotos y contactos al cel nuevo": a phone's contacts, no outlets.
  ['contactos (?=(?:al|a mi|a un|del|de mi) (?:cel|celular|telefono|movil|iphone)\\b)', 'datos '],
  // "skip the family room, we're ripping that carpet out next spring": the customer's own later plan, no job.
  [
    '(?:ripping|tearing|pulling) (?:that|the|this|those) (?:carpet|carpets|floor|flooring|tile|cabinets?) (?:out|up)(?= (?:next|in the|this|later|ourselves|myself))',
    'removing it later',
  ],
  // "6 cierres en los cajones y armarios bajos": where the latches go, no count of them.
  ['cajones y (?:los )?armarios|armarios y (?:los )?cajones|drawers and cabinets|cabinets and drawers|drawers and cupboards', 'muebles'],
  // "mide 3 x 3.5, la otra es la de 3 x 4": the other room's size, said to tell them apart.
  ['(?:la otra|el otro) es (?:la|el) de \\d+(?:[.,]\\d+)? ?(?:x|por) ?\\d+(?:[.,]\\d+)?', 'la otra no'],
  // "6 child safety latches on the kitchen cabinets": childproofing, no cabinet to install.
  [
    '(?:child ?(?:safety |proof )?(?:latches|locks|catches)|safety (?:latches|catches)|cierres de seguridad|pestillos de seguridad|seguros para (?:ninos|bebes|el bebe))(?: (?:put |installed |added |puestos )?(?:on|to|for|in|en|para) (?:the |our |my |los |las |el |la )?(?:[a-z]+ )?(?:cabinets|cupboards|drawers|gabinetes|armarios|cajones|muebles)(?: (?:de la|del|bajos) [a-z]+)?)?',
    'childproofing',
  ],
  // "y el grifo es uno solo, el del lavabo": the thing named before, said again with its count.
  ['(?:el|la) [a-z]+ es (?:uno solo|una sola|solo uno|solo una|nomas uno|nomas una)', 'es solo uno'],
  // "and a cleaning after everything": a cleaning of the home once the work is done, a job of its own.
  ['cleaning after (?:everything|all that|all of it|all the work|the work|it s all done|its all done)', 'final cleaning of the house'],
  ['re[- ]?caulk(?:ed|ing)?', 'recaulk'],
  // "want all the windows down there re-caulked": caulking around windows, a handyman's job.
  ['(windows)((?: [a-z]+){0,3}) (?:caulked|recaulk|resealed)', 'caulking around all the $1$2'],
  // "in Hull side no, in Ottawa sorry": the town, no boat.
  ['in hull(?: side)?|en hull|from hull|near hull', 'in someplace'],
  // "is this the guy from the yard sign": who was reached, no yard job.
  [
    'is this (?:the |a )?(?:guy|lady|company|people|fella|person|handyman|business) (?:from|on) (?:the |your |that )?(?:yard sign|lawn sign|sign|flyer|ad|facebook|nextdoor|craigslist|truck|van|website|google|card|magnet)',
    'hello',
  ],
  // "hey Siri text the handyman guy uh okay never mind stop stop": a voice assistant, taken back.
  ['(?:hey|ok|okay) (?:siri|google|alexa)(?: [a-z]+){0,8}? (?:never ?mind|nevermind|cancel)(?: (?:stop|cancel))*', 'hello'],
  // "cómo se le apaga a esto… mañana le sigo": the phone, no job.
  ['como se (?:le )?apaga (?:a )?esto|como le apago (?:a )?esto|como se (?:le )?quita (?:a )?esto', 'hola'],
  // "the driver door on my tesla": a car's door.
  ['driver(?:s| s)? (?:side )?doors?|passenger(?:s| s)? (?:side )?doors?|keyed (?:my|our|his|her|the) ', 'car door '],
  // "80 ft of chain link … with a walk gate": the fence's own gate is part of the fence.
  [
    'with (?:a|one|1|an|its|the) (?:walk |walkthrough |walk through |man |single |double |small |little |pedestrian |matching |side )?gate\\b(?! (?:and|too|also|plus))',
    'with its opening',
  ],
  // "el rodapié, que lo quitamos al cambiar el suelo": work done before, told as when something else happened.
  [
    'al (?:cambiar|poner|quitar|hacer|pintar|renovar|reformar|levantar) (?:el|la|los|las) (?:suelo|piso|tarima|parquet|azulejos?|cocina|bano|baldosas?)',
    'en la obra de antes',
  ],
  // "the Johnsons' place on Elm st": a street named for a tree, no tree to cut.
  [
    '(?:oak|elm|maple|pine|cedar|birch|willow|walnut|cherry|spruce|ash|palm|magnolia|poplar|chestnut|hickory|sycamore|dogwood|cypress) (?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|ct|court|way|pl|place|terrace|circle)',
    'someplace',
  ],
  // "Hello is this the handyman company?", "is this the fella that did the Johnsons' place?": who was reached, no job.
  [
    'is this (?:still )?(?:the |a )?(?:right |correct )?(?:handyman|plumbing|plumber|electrical|electrician|painting|painter|cleaning|roofing|roofer|moving|fencing|flooring|landscaping|lawn|hvac) (?:company|business|number|guy|people|service|crew|outfit)',
    'hello',
  ],
  [
    'is this (?:the |a )?(?:company|business|guy|fella|fellow|lady|people|crew|outfit) (?:that|who) (?:did|worked on|fixed|painted|built|redid|put in) (?:the |my |our )?[a-z]+(?: s)? (?:place|house|home|job|kitchen|roof|yard|deck|fence)',
    'hello',
  ],
  // Places named for trees, where snowbirds winter and Canadians live: "before I go down to Palm Springs", "Spruce
  // Grove", "Maple Ridge" are no trees to cut.
  [
    'palm (?:springs|desert|beach|coast|bay|harbor|city)|oak (?:park|lawn|brook|ridge|bay|harbor|creek|hill|hills)|cedar (?:rapids|park|city|hill|hills)|pine (?:bluff|hills|ridge)|maple (?:ridge|grove|valley)|elm (?:grove|hurst|wood)|willow (?:brook|creek|grove)|spruce grove|walnut creek|forest (?:lawn|hills|park|grove|glen)|birch (?:bay|run|cliff)|palmas de gran canaria',
    'someplace',
  ],
  // Spain's portero is the building's doorman ("Paco el portero de la urbanización"), not the door phone.
  [
    'porteras?|porteros? (?=(?:de|del) (?:la |el |los |las )?(?:finca|edificio|comunidad|urbanizacion|bloque|portal|numero|calle|escalera|inmueble|torre|residencial|conjunto)\\b)',
    'conserje ',
  ],
  ['(soy|es|somos|escribe|habla) ((?:[a-z]+,? )?)(?:el |la )?portero\\b', '$1 $2el conserje'],
  ['porteria', 'conserjeria'],
  // "cerca de mi tía", "aquí cerca": near, not a fence ("una cerca de madera", "cerca de 20 metros de malla" stay).
  [
    'cerca (?:de|del) (?!(?:la |el )?(?:madera|malla|alambre|alambrada|piedra|block|bloque|tablas?|herreria|hierro|metal|vinil|vinilo|pvc|ladrillo|concreto|cemento|\\d|un |una |dos |tres |cuatro |cinco |seis |siete |ocho |nueve |diez |veinte |treinta |cuarenta |cincuenta |cien))',
    'junto a ',
  ],
  ['(muy|aqui|aca|bien|mas|por aqui) cerca\\b', '$1 proximo'],
  // "le traen un sofá cama y un armario nuevos… los de la tienda no suben": furniture delivered is carried up.
  [
    '(?:le|me|nos|les|te) (?:traen|trae|van a traer|entregan|van a entregar|llegan|llega|van a llegar)(?= [^.]{0,60}\\b(?:sofa|sofas|armario|armarios|cama|mesa|muebles?|frigorifico|nevera|lavadora|colchon)\\b)',
    'hay que subir muebles',
  ],
  // Voice-to-text homophones: "replace to windows", "paint for bedrooms", "two cleaners for for hours", "to and a half
  // hours". After a verb of work (or "for"), "to"/"too" before a plural is two and "for" is four.
  [
    '(replace|patch|paint|repaint|hang|install|mount|fix|clean|repair|swap|change|add|need|want|book|get|have|remove|trim|cut|haul|with|for|about|like|only|just) (?:to|too) (?=(?:(?:curtain|light|ceiling|smoke|towel|grab|baby|kitchen|bath|bathroom|door|window|cabinet|closet|picture|fence|wall|tv|barn|screen|storm|garage|floor|stair|deck|patio|bed|hose|water|gate|drywall|outlet|shower) )?(?!(?:has|was|does|goes|sees|lets|gets|puts|takes|makes|gives|keeps|this|is|us|his|its|upstairs|downstairs|outdoors|indoors|always|sometimes|guests|kids|tenants|ours|yours)\\b)[a-z]{2,}(?<!ss|us|is)s\\b)',
    '$1 two ',
  ],
  [
    '(replace|patch|paint|repaint|hang|install|mount|fix|clean|repair|swap|change|add|book|get|need|want|have|for) for (?=(?:(?:curtain|light|ceiling|smoke|towel|grab|baby|kitchen|bath|bathroom|door|window|cabinet|closet|picture|fence|wall|tv|barn|screen|storm|garage|floor|stair|deck|patio|bed|hose|water|gate|drywall|outlet|shower) )?(?!(?:has|was|does|goes|sees|lets|gets|puts|takes|makes|gives|keeps|this|is|us|his|its|sale|rent|upstairs|downstairs|outdoors|indoors|always|sometimes|guests|kids|tenants|owners|buyers|renters|parents|seniors|pets|dogs|cats|reasons|years|ages|months|weeks|days|decades|ours|yours|sales|rentals)\\b)[a-z]{2,}(?<!ss|us|is)s\\b)',
    '$1 four ',
  ],
  ['(?:to|too) and a half', 'two and a half'],
  // "can some one come": someone, split by the dictation.
  ['some one(?! (?:of|more|bedroom|bed|room|inch|day|time|hour|year|week|month|piece|side|coat|more))', 'someone'],
  // "Do you need a truck too?" … "29 june. yes truck": the move's truck, no vehicle to work on.
  [
    '(yes|yeah|yep|yup|si|sure)[,.]? (?:(?:we|i) (?:need|want|will need) )?(?:a |the )?(truck|van|camion|camioneta)\\b(?! (?:repair|paint|detail|wash|tires?|brakes?))',
    '$1 moving truck',
  ],
  // "No sé cuántas son, una o dos por rellano": a guess per place, no count.
  [
    '(?:una|uno|un|dos) (?:o|u) (?:dos|tres) (?:por|en cada|cada) (?:rellano|planta|piso|cuarto|habitacion|recamara|ventana|puerta)',
    'varias por planta',
  ],
  // "desert rock, 3/4 inch", "grava de 3/4": the stone's size, no amount of it.
  [
    '(rock|rocks|gravel|stone|stones|pebbles|grava|piedra|piedrin|gravilla)(?: de)?,? (?:\\d+(?:[./]\\d+)?)(?: ?(?:inch|inches|in|pulgadas?|")(?![a-z])|(?= ?(?:minus|menos)\\b))',
    '$1 of small size',
  ],
  // "las cintas de las persianas", "la cuerda de la persiana": the blind's strap to mend, not a new window.
  ['(?:cintas?|cuerdas?|correas?|cordones?) de (?:la |las |mis |sus )?persianas?', 'persiana rota'],
  // "la campiña de Jaén": the countryside, no range hood (a near spelling of campana).
  ['campinas?', 'campo'],
  // "Me mudé de Donosti a Castellón y la puerta…": a move already made is why, not a move to price.
  // ("nos mudamos de Valencia a Alicante" is present too: a move to price.)
  ['me mude (?:de [a-z]+(?: [a-z]+)? a [a-z]+|hace)|nos mudamos hace', 'ya estamos aqui'],
  // "la galería, la de tender la ropa": where laundry is hung to dry, no hanging work.
  ['(?:de|para|pa) tender (?:la )?ropa', 'del lavadero'],
  // "alicatar el frente entre la encimera y los muebles altos": the wall between counter and cupboards is a backsplash.
  [
    'frente (?:de (?:la )?cocina|entre (?:la )?encimera (?:y|con) (?:los |las )?(?:muebles|armarios)(?: altos| de arriba| colgantes)?)',
    'salpicadero',
  ],
  // "un domingo que haya pocos coches": when the garage is empty, no cars to work on.
  ['(?:que|cuando) (?:haya|hay|no haya) (?:pocos|menos|muchos) coches|(?:que|cuando) no haya coches', 'cuando este vacio'],
  // "we already have movers", "ya tenemos la mudanza": that part is taken care of, no job asked for.
  [
    'we (?:already )?(?:have|got|hired|booked) (?:the |our |a )?(?:movers|moving company|moving crew)|already (?:have|got|hired|booked) (?:the |our |a )?(?:movers|moving company|moving crew)|ya (?:tenemos|tengo|contratamos|contrate) (?:la |una )?(?:mudanza|empresa de mudanzas|mudanceros)',
    'that part is covered',
  ],
  // "desatascar la bajante (la general del edificio)": a building's soil stack is a drain to clear, not a gutter.
  ['desatascar (?:la |las )?bajantes?(?![^.]{0,40}\\b(?:hojas|canalon|canalones|tejado|lluvia)\\b)', 'desatascar el desague general'],
  // "unos plátanos que ya tocan a las ventanas del primero": how far the trees reach, no windows to work on.
  ['(?:tocan|llegan|dan|rozan|pegan|chocan) (?:a|en|con|hasta) (?:las|los) (?:ventanas|balcones|cables|tejados?|terrazas)', 'crecen mucho'],
  // "ya no se sube a la escalera", "she can't get up the ladder": a ladder to climb, no stairs to mend.
  ['(?:subir|sube|subo|subirse|se sube|me subo|me puedo subir|se puede subir) (?:a|en) (?:la|una) escalera', 'subir alto'],
  ['(?:climb|get up|go up) (?:a|the|on a|on the) ladder', 'climb high'],
  // "ese suelo que parece madera pero no es": a wood-look floor is laminate or vinyl.
  ['(?:suelo|piso)s? (?:de esos? )?que (?:parece|parecen|imita|imitan) (?:a la |la )?madera(?: pero no (?:es|lo es))?', 'suelo laminado'],
  // "cambiar el suelo que tiene baldosa de la de antes": the floor there now, not the one asked for.
  [
    '(?:que|donde) (?:tiene|tenia|hay) (?:todavia |aun )?(?:la |el |una |un )?(?:baldosas?|terrazo|moqueta|azulejos?|parquet|gres|linoleo|sintasol|loseta)\\b',
    'que tiene suelo viejo',
  ],
  // "el Chispa, que ya se murió": a dog's name, no sparks.
  ['(?:el|la) chispa(?=,| que | ya |\\.)', 'el perro'],
  // "le cabe la mesa de comedor de 8": the table's seats, no amount.
  ['mesa(?: de comedor)? (?:de|para) (?:\\d{1,2}|cuatro|seis|ocho|diez|doce)(?: personas| plazas| sillas| comensales)?', 'mesa grande'],
  // "hey siri send to handyman guy": whom the assistant sends the message to, no job.
  [
    '(?:send|text|message) (?:this )?(?:to|a message to|a text to) (?:the |my |our )?(?:handyman|plumber|electrician|painter|contractor|cleaner|roofer)(?: guy| company| lady| man)?',
    'send message',
  ],
  // "walls only in 2 rooms, guest bedroom and the baby's room": the walls of those rooms painted.
  ['walls? only (in|for|of) (?=(?:the |my |our )?(?:\\d|two|three|four|five|both|all))', 'paint the walls only $1 '],
  // "gutters for the entire house pls": gutters put on the whole house.
  ['gutters? for (?:the |our |my )?(entire|whole|full) (house|home|townhouse|townhome)', 'new gutters for the $1 $2'],
  // "want white vinyl privacy, six foot high": the vinyl privacy fence.
  ['vinyl privacy(?! fence)', 'vinyl privacy fence'],
  // "ceiling fans qty 4": the quantity written as a field.
  [
    '(?:qty|quantity|cantidad|cant)\\.?:? ?(\\d{1,3})\\b(?! ?(?:ft|feet|foot|lf|linear|sq|square|m|m2|mts?|metros?|meters?|metres?|yards?|yd|hrs?|hours?|horas?)\\b)',
    '$1 units',
  ],
  // "tengo 3 niños y la ropa se me junta": the family, no amount.
  [
    '(?:tengo|tenemos|somos|con) (?:\\d|dos|tres|cuatro|cinco|seis) (?:ninos|ninas|hijos|hijas|chamacos|chiquillos|nietos|peques|kids|children)',
    'tengo familia',
  ],
  // "wind break some panel of fence": some panels, however many.
  ['some (panel|board|picket|post|section|shingle|slat)\\b', 'some $1s'],
  // "y la ropa se me junta": the laundry piles up, no tile joint.
  ['(se me|se nos|se le|se) (?:junta|juntan)', '$1 acumula'],
  // "¿Alguien que repare lavadoras? la mía es una Whirlpool": someone who repairs the kind of machine, for one of them.
  [
    '((?:alguien|alguno|quien|ustedes|uds|tecnico)(?: que)? (?:repare|reparen|arregle|arreglen|revise|revisen|componga|compongan)) (lavadora|secadora|refri|refrigerador|estufa|horno|minisplit|boiler|calentador)(?:s|es)\\b',
    '$1 una $2',
  ],
  // "we leaving the basement suite": the home they live in, not a basement to clean.
  ['basement (suite|apartment|apt|unit|flat)', 'rental $1'],
  // "2 baby gates installed at the stairs": where the gates go, no stairs to mend.
  [
    '(baby ?gates?|safety gates?|child gates?|pet gates?)((?: installed| put up| mounted)?) (?:at|on|for) (?:the )?(?:top of the |bottom of the )?(?:stairs|stairway|staircase|steps)',
    '$1$2',
  ],
  // "the flat roof has been leaking, and there is now a brown stain on the ceiling": what the leak did, told as news.
  [
    '(?:there is|there s|theres) now an? (?:[a-z]+ )?(?:stain|mark|spot) on the ceiling|now (?:there is|there s|theres) an? (?:[a-z]+ )?(?:stain|mark|spot) on the ceiling',
    'it shows inside',
  ],
  // "the old owner just left the studs", "it's unfinished just studs": bare walls, no framing asked for.
  [
    'one wall (?:that s|that is|thats|is) (?:just|only) (?:the )?studs|(?:just|only|bare|open|exposed) (?:the )?studs|(?:left|leaving) (?:just |only )?(?:the )?studs|down to (?:the )?studs',
    'unfinished',
  ],
  // "window washing for all 4 units at 3300 Fremont": the units are where, not how many windows.
  [
    '(for|in|at|across) (?:all |each of |the |my |our )*(?:\\d+|two|three|four|five|six|eight|ten|twelve) (units|apartments|apts|condos|rentals|buildings)\\b(?![^.]{0,40}\\b(?:per|each|in each|a|for each) (?:unit|apartment|apt|condo|rental|building)\\b)',
    '$1 all the $2',
  ],
  // "AC service on the units at Coral Palms": every unit there, however many.
  ['(on|for) (?:the|all the|all) (?:ac |a c |hvac |condenser )?units\\b', '$1 all the ac units'],
  // "replace 12 linear ft of laminate" (after the counter): laminate by the linear foot is a counter.
  ['(linear|lin) (ft|feet|foot)(?: of)? laminate\\b(?! floor| flooring| plank)', '$1 $2 of laminate countertop'],
  // "unos echan chispa": a symptom of the outlets to change, no troubleshooting asked for.
  ['(?:unos|algunos|uno|otros|varios) (?:echan|echa|sacan|saca|tiran|tira|hacen|hace) (?:chispas?|chispitas)', 'unos estan danados'],
  // "price per furnace?": the price of one, not a count of one.
  ['(price|cost|rate|charge) (?:per|for each|for one) (?!hour|hr|sq|square|foot|ft|metro|meter|linear|room)[a-z]+', '$1 per unit'],
  // "2 bdrm + the living/kitchen… so call it 3 rooms": the total, said after the rooms.
  [
    '(?:so (?:call it|lets say|let s say|say|thats|that s)|asi que (?:digamos|pon|ponle))(?= (?:\\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:rooms|bedrooms|habitaciones|cuartos|recamaras)\\b)',
    'so in total',
  ],
  // "change the colour of the walls to light grey": a pale colour, no light fixture.
  ['(light|dark) (grey|gray|blue|green|beige|pink|yellow|brown|tan|taupe|cream|purple|teal|sage)', 'pale $2'],
  // "need the yard cleaned up at my rental": a yard's clean-up, not the rental's cleaning.
  ['(yard|backyard|garden|lot|lawn) (?:cleaned|clean|cleaning) up', '$1 cleanup'],
  // "el casero mira hasta debajo de la nevera", "they check even under the fridge": how thorough, not an appliance job.
  [
    '(?:hasta|incluso) (?:debajo|detras|encima|abajo|atras) (?:de la|del|de los|de las) (?:nevera|refri|refrigerador|frigorifico|horno|estufa|lavadora|sofa|cama|muebles)|even (?:under|behind|on top of) the (?:fridge|stove|oven|couch|bed|washer|dryer|furniture)',
    'en todos los rincones',
  ],
  // "no, mejor 6 por el refri que pesa un buen", "because the piano is heavy": the weight is why, not a job.
  [
    'por (?:el|la|los|las) [a-z]+ (?:que (?:pesa|pesan)|tan pesad[oa]s?)|because (?:of )?the [a-z]+ (?:is|are) (?:so )?(?:heavy|huge)',
    'por el peso',
  ],
  // "several wall switches crackle": switches and outlets on a wall are the electrician's, not the wall's.
  ['wall (switch|switches|outlet|outlets|plug|plugs|socket|sockets|receptacles?)', '$1'],
  // "les contacto desde Sants", "nos ponemos en contacto": to get in touch, not Mexico's contacto (an outlet).
  ['(les|le|os|te|me|lo|la) contacto', '$1 escribo'],
  ['en contacto', 'en comunicacion'],
  // "cambiar 2 llaves de lavabo que gotean": what leaks is why they are changed; the change is the job.
  [
    '(cambi\\w* (?:\\d+ |dos |tres |las |los |mis )?(?:llaves|llave|grifos|grifo|monomandos?)(?: del? (?:lavabo|fregadero|bano|cocina|regadera|ducha|tina|lavamanos))?) (?:que|q) (?:gotean|gotea|tiran agua)',
    '$1 viejas',
  ],
  // "the old carpet out and porcelain tile put in its place": the old floor taken up for the new one.
  ['old (carpet|carpeting|linoleum|lino|vinyl|laminate) out', 'old $1 ripped out'],
  // "3 bedrooms and the living room. not the stairs the dog sleeps there": the stairs left out are no stair job.
  [
    '(?:not|except|minus|skip|excluding) (?:the |our |my )?(?:stairs|staircase|stairway|steps)|(?:sin|menos|excepto) (?:las |la )?(?:escaleras?)|las escaleras no|la escalera no',
    'nothing else',
  ],
  // "el lavavajillas no desagua… ya he limpiado el filtro", "I've already cleaned the filter": what was tried, not the job.
  ['ya (?:he|hemos|le he|le hemos) (?:limpiado|cambiado|revisado|quitado|destapado)', 'ya probe'],
  ['already (?:cleaned|changed|replaced|checked|cleared|unclogged)', 'already tried'],
  // "Old carpet is already removed by us", "we already pulled the old carpet": the tear-out done, no job of its own.
  [
    [
      'old OLD(?: is| was| has been| are| were| have been)? already (?:been )?GONE(?: by (?:us|me|myself|ourselves))?',
      'already (?:been )?GONE (?:the |our |my )?old OLD',
      'already (?:been )?GONE(?: by (?:us|me|myself|ourselves))?',
    ]
      .join('|')
      .replaceAll('OLD', '(?:carpets?|floors?|flooring|tiles?|lino|linoleum|laminate|vinyl|hardwood)')
      .replaceAll('GONE', '(?:removed|pulled|pulled up|ripped out|ripped up|torn out|torn up|taken out|taken up)'),
    'that part is done',
  ],
  ['(ve|ive|weve) (?:already )?(?:cleaned|changed|replaced|cleared|unclogged)', '$1 tried'],
  // "tenant in 3 says the fan is dead", "the tenant in unit 2B": which unit, not how many.
  ['tenants? in (?:unit |apt |apartment |#)?\\d+[a-z]?\\b', 'tenant'],
  // "replace it please. wood like the fence": the material said by what it matches.
  ['like the (?:fence|house|deck|trim|rest|others?|old one)', 'to match'],
  // "the glass is foggy between the two panes and it doesnt lock good": what is wrong with the one door or window.
  ['between the (?:two|2|double) (?:panes|panels|glasses|layers)', 'inside the glass'],
  ['it (?:doesnt|doesn t|does not|won t|wont) (?:lock|latch) (?:good|well|right|properly)', 'it is worn'],
  // "the internet guy said to ask a mover": who was suggested, not a job of that trade.
  [
    'to (?:ask|call|contact|try) (?:a|an|the) (?:mover|movers|moving company|plumber|electrician|handyman|contractor|roofer|painter)',
    'to ask you',
  ],
  // Andalusian speech written as said: "er salón", "der apartamento" are "el salón", "del apartamento".
  ['er (?=[a-z]{3,})', 'el '],
  ['der (?=[a-z]{3,})', 'del '],
  // "los dormitorios del piso, que son tres", "las persianas del piso": the flat's rooms and things, not a floor.
  [
    '(los|las)((?: \\d+| dos| tres| cuatro| cinco)?) (dormitorios|habitaciones|cuartos|banos|ventanas|persianas|puertas|paredes|enchufes|grifos) del piso',
    '$1$2 $3 de la vivienda',
  ],
  // "Power was out 3 days … now the fridge won't get cold": an outage that is over is the cause, not the job.
  [
    'power (?:was|went|had been) out (?:for )?(?:\\d+|a|one|two|three|four|five|a few|several|a couple of) (?:days?|hours?|hrs|weeks?)',
    'there was an outage',
  ],
  // "a good clean before we lock it for winter": the place closed for the season, not a lock to install.
  [
    'lock (?:it|up|the (?:place|cottage|cabin|house|chalet))(?: up)? (?:for|over|until|till) (?:the )?(?:winter|season|fall|autumn|spring)',
    'close it for the season',
  ],
  // "poner ceramico", "piso ceramico": ceramic tile, said as the floor's adjective.
  ['ceramicos?', 'ceramica'],
  // "inspector flagged flat roof over garage", "the inspection report says": who found the trouble, not an inspection to book.
  [
    'inspector (?:flagged|called out|noted|found|wrote up|dinged|mentioned|said|says|flags)|inspection (?:report )?(?:flagged|says|said|noted|found|called out|shows)',
    'we were told about',
  ],
  // "Opening the cottage May 2-4 weekend": Canada's Victoria Day weekend, a date.
  ['may (?:2 ?- ?4|two ?- ?four|24)(?: weekend| long weekend)?', 'the long weekend'],
  // "off hitch for 2 days", "on shift til thurs": the customer's own rotation, not days of work.
  ['(?:off|on) (?:hitch|shift|rotation|nights)(?: for (?:\\d+|two|three|four|a few|a couple of) (?:days|weeks))?', 'away'],
  // "my realtor gave me your number": who sent the customer, not a realtor wanted.
  [
    '(?:realtor|real estate agent|broker|agent|landlord|neighbor|neighbour|friend) (?:gave|passed|sent|referred|recommended) (?:me|us)(?: to you)?(?: your| ur)?(?: number| name| info| contact| card)?',
    'someone referred us',
  ],
  [
    'got (?:your|ur) (?:number|info|name|contact|card) (?:from|off|thru|through|via) (?:my|our|a|the) (?:realtor|real estate agent|broker|agent|landlord|neighbor|neighbour|friend)',
    'someone referred us',
  ],
  // Mexico's "cubierta de la cocina", "cubierta de granito": a countertop, not Spain's roof.
  ['cubierta (?:nueva )?(?:para|pa|de) (?:la )?(cocina|cocineta|barra)', 'encimera nueva de la $1'],
  ['cubierta de (granito|formica|formaica|cuarzo|marmol)', 'encimera de $1'],
  // "after the ice storm", "la lluvia helada": weather, not an ice maker.
  ['ice storms?|freezing rain|ice rain', 'the storm'],
  // "ya se cortó el audio": the call dropped, not the power cut.
  ['se (?:corto|cayo|fue) (?:el audio|la llamada|la senal|la linea)', 'se perdio la llamada'],
  // "I'm at the rink til 8", "hasta las 6": a time of day, not a count.
  [
    '(?:til|till|until|untill|hasta las) (?:\\d{1,2})(?::\\d\\d)?(?= *(?:$|[,.!?;]|am|pm|tonight|today|tomorrow|o ?clock|then|and|y))',
    'until later',
  ],
  // A first-time buyer's names for things: "the big metal box outside that blows the cold air", "the little screen on
  // the wall that controls the a/c", "the gray box on the garage wall with all the little switches".
  ['box (?:outside |out back )?that blows (?:the )?cold air', 'ac unit'],
  ['screen on the wall that (?:controls|runs|works) the (?:a c|ac|air|heat|furnace)', 'thermostat'],
  ['box on the (?:garage |basement |kitchen )?wall with (?:all )?(?:the )?(?:little )?switches', 'breaker panel'],
  // "we're going tile this time", "going with laminate": the material chosen is the job's.
  ['going (?:with )?(tile|laminate|vinyl|hardwood|carpet)', 'want $1'],
  // "Plumber fixed the line, now I need…": work already done by another trade names no job.
  [
    '(?:plumber|electrician|roofer|hvac guy|furnace guy) (?:already )?(?:fixed|repaired|replaced|capped|sorted) (?:the |it|that)',
    'that part is done',
  ],
  // "dead brush and pine needles cleaned up around the house": around the house is outside it, the yard.
  [
    ['dead brush', 'brush', 'needles', 'leaves', 'branches', 'debris', 'weeds', 'sticks', 'limbs', 'pinecones']
      .map((w) => `${w} [a-z ]{0,30}?(?:cleaned|cleared|raked|hauled)(?: up| out| away)? around the (?:house|home|cabin|property)`)
      .join('|'),
    'yard waste cleaned up around the yard',
  ],
  // "a hole in the wall near the door, the door handle has done it": what made the hole, not a door to fix.
  [
    'the (?:door ?knob|door handle|doorknob|handle|knob) (?:has done|did|made|caused|punched|went through|has made) (?:it|that|this|the hole)',
    'that is how it happened',
  ],
  // "the whole lot is a mess": the plot of land, not "a whole lot of".
  ['the (?:whole |entire )?lot (is|s|was)\\b', 'the yard $1'],
  // "Roofer who looked last year said 18 squares", "roofer came Monday": another trade's visit, told for its figure.
  [
    '(?:plumber|electrician|roofer|inspector|contractor|hvac guy|furnace guy) (?:who|that) (?:looked|came|checked|measured|was here)(?: at it| at the [a-z]+| out)?|(?:plumber|electrician|roofer) (?:came|was here|was out) (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last week|already)',
    'someone before',
  ],
  // "trim around the screened porch": a porch closed with screens is where, not screens to repair.
  ['screened(?: in|-in)? porch', 'enclosed porch'],
  // "limpiar el apartamento para alquilarlo", "pa ya rentarlos": cleaned between tenants, as "fin de alquiler" says.
  ['(?:pa|para) (?:ya |volver a |volverlos a |volverlas a )?(?:alquilarl[oa]s?|rentarl[oa]s?)', 'para el alquiler'],
  // "3 dormitorios y el salón, la cocina es americana": an open kitchen is part of the living room, no room of its own.
  ['cocina (?:es )?(?:americana|abierta|integrada)(?: al salon| a la sala)?', 'barra americana'],
  // "dejar el apartamento limpio para alquilarlo": the place cleaned.
  ['dejar (el|la|mi) (apartamento|piso|casa|depa|departamento|local|cuarto)((?: de [a-z]+)?) limpi[oa]', 'limpiar $1 $2$3'],
  // "that white rubbery seal stuff around the tub": caulk, by a first-time buyer.
  ['rubbery (?:seal|sealant|stuff)(?: stuff)?', 'caulk'],
  // "cambiar los 6 apliques de luz del portal": wall lights.
  ['apliques?(?: de luz)?', 'lamparas de pared'],
  // "dejaron un cascajero", "no se cuanto cascajo": rubble to haul away.
  ['cascajeros?|cascajo', 'escombro'],
  // Andalusian words: "1,5 de arto" is high; "solería" is a floor of tiles.
  ['de arto', 'de alto'],
  ['soleria', 'suelo de baldosas'],
  // "cure in 14 days", "within 30 days": a deadline's days, not days of work.
  [
    '(?:cure|due|comply|deadline|ready|fixed|done) (?:in|within) (?:\\d+|two|three|five|seven|ten|fourteen|thirty|sixty|ninety) days',
    'soon',
  ],
  ['within (?:\\d+|two|three|five|seven|ten|fourteen|thirty|sixty|ninety) days', 'soon'],
  // "eavestrough packed w pine needles": full of them, not packing for a move.
  ['packed (?:w|with|full of|solid with)', 'full of'],
  // "fresh pine straw in the beds": the South's mulch.
  ['pine ?straw', 'mulch'],
  // "gutter replacment pls": the misspellings of a replacement.
  ['replacment|replacemnt|replacemet|repalcement|replacemen|remplacement|replacenent', 'replacement'],
  // "the front door is too weathered": worn by the weather, not weatherstripping.
  ['weathered|weather beaten|weatherbeaten|weather worn|weatherworn', 'worn'],
  // "replace front dr - 36 in single": a door, abbreviated.
  ['(front|back|side|screen|storm|garage|patio|entry|slider|sliding|bedroom|closet|exterior|interior) dr', '$1 door'],
  // "el salón-comedor", "the living/dining room": one room used for both ("sala comedor y 2 recámaras" may be two).
  ['(salon|sala|estancia)(?:-|/)comedor', '$1'],
  ['living(?:-|/)dining(?: room| area)?', 'living room'],
  // "that wood look snap together floor", "the fake wood planks": laminate, by someone who does not know its name.
  [
    'wood ?look snap ?together(?: floor| flooring| planks)?|(?:snap|click) ?together (?:wood )?(?:floor|flooring|planks)|fake wood (?:planks|floor|flooring)',
    'laminate',
  ],
  ['lamnate|laminet|lamanate|lamenate|laminte|lamminate', 'laminate'],
  // "rescreen 5 window screens": screens made new, as "re-screen" says.
  ['rescreen(ed|ing|s)?', 're screen$1'],
  // "the plugs with the little reset buttons": a first-time buyer's name for GFCI outlets.
  ['(?:plugs|outlets|receptacles) with (?:the |those )?(?:little |lil )?(?:reset|test) buttons?', 'gfci outlets'],
  // "the cabin road is gravel and steep", "el camino es de terracería": how the crew gets there, not gravel to lay.
  ['(road|driveway|lane|access|camino|entrada) (?:is|s|es) (?:all |de )?(?:gravel|dirt|terraceria|tierra|grava)', '$1 is rough'],
  // Towns named with a trade's words ("Round Rock listing", "a condo in Oak Park", "Red Deer", "El Escorial" read as a
  // molding): a place, not the work.
  [
    'round rock|little rock|castle rock|rock hill|stone mountain|cedar park|cedar rapids|cedar hill|oak park|oak lawn|oak brook|maple ridge|maple grove|pine bluff|red deer|garden grove|garden city|palm bay|coral gables|brick township|painted post|spruce grove|stony plain|pine hills|west palm beach|palm beach|palm springs|palm desert|el escorial|alcala de henares',
    'the town',
  ],
  // "plugs for the block heaters": an engine's warmer, not the home's heating.
  ['block heaters?', 'block warmer'],
  // "we have no heat", "no heat in the house": the home's heating is out (bare "heat" is weather or a cause).
  ['have (?:got )?no heat', 'have the furnace not working'],
  ['no heat in (?:the|our|my) (house|home|apartment|apt|condo|place)', 'the furnace not working in the $1'],
  // "relocating my coffee shop furniture": a move.
  [
    'relocat(?:e|ing) (my|our|the)(?! (?:mini ?split|minisplit|ac|a c|thermostat|outlet|outlets|switch|light|lights|fixture|sink|toilet|washer|dryer|panel|vent|duct|tv|ceiling fan|fan))',
    'moving $1',
  ],
  // "is there a grace period if I cancel": calling off a booking, not Mexico's cancel (a shower screen).
  ['(if|to|can|could|and|or|may|might|will|would) (i |we |you )?cancel\\b', '$1 $2call off'],
  // "el piso de mi madre es de tres habitaciones": the size of the home, no rooms to count.
  [
    '(vivienda|piso|casa|depa|departamento|apartamento)((?: [a-z]+){0,3}) es de (?:\\d|dos|tres|cuatro|cinco) (?:habitaciones|dormitorios|recamaras|cuartos)',
    '$1$2 es grande',
  ],
  // "need painters before the appraisal": when the work is wanted by, no appraisal asked for.
  [
    '(before|after|ahead of|until|for) (?:the |our |my |a )?(?:lenders |lender s |banks |bank s )?(?:appraisal|appraiser|home inspection|inspection|closing)\\b',
    '$1 the date',
  ],
  // "1br in east van": East Vancouver, no van.
  ['(east|west|north) van\\b', '$1 vancouver'],
  // "2 agujeros, uno del tamaño de un puño y otro del pomo de la puerta": each hole described, no more holes, no knob.
  [
    '(?:otro|el otro|another|the other)(?: one)? (?:del|de un|de una|de la|from the|from a) (?:pomo|picaporte|manija|door ?knob|door handle)(?: de la puerta)?',
    'el otro por un golpe',
  ],
  ['(?:uno|una) (?:del|de) tamano (?:de|como)', 'el primero del tamano de'],
  // "my toilet runs upstairs and then the one downstairs…": one more of the thing before.
  ['and then the one (downstairs|upstairs)', 'and another $1'],
  // "and then the one downstairs the handle is broke": the toilet's handle, said of the thing before, no lock.
  ['the handle (?:is |s )?(?:broke|broken|loose|stuck)', 'it is broken'],
  // "small small jobs": small jobs.
  ['small small', 'small'],
  // "se caen los cargadores": phone chargers falling out of the socket, no loaders for a move.
  [
    'cargadores? (?:del |de mi |de los |de la )?(?:celular|cel|telefono|movil|compu|laptop|tablet)|se (?:caen|cae|salen|sale|zafan|zafa) (?:los |el |mis |mi )?cargadores?',
    'se zafan',
  ],
  // "cambiar la alfombra de mi recámara por laminado": the new floor is what is put down.
  [
    'cambiar (?:la |el )?(?:alfombra|moqueta|loseta|piso|suelo)((?: de| del)(?: [a-z]+){1,3})? (?:por|x) (?:piso |suelo )?(laminado|vinil|vinilico|madera|duela|porcelanato|tarima)',
    'poner $2 en el cuarto$1',
  ],
  // "montar una TV en muro de tablaroca": the wall it hangs on, no drywall work.
  ['en (?:el |un |una )?(?:muro|pared) de (?:tablaroca|drywall|pladur|ladrillo|concreto|yeso)', 'en la pared'],
  // Spain's chat spelling: "tres xicos", "cinco horitas".
  ['xicos', 'chicos'],
  // "con el calor no se puede": why, not a second unit.
  ['con el calor|con este calor|con tanto calor|con el caloron|con este caloron', 'porque hace calor'],
  // "nos gustaría dar color a los dormitorios": to paint them.
  ['dar color al|darle color al|dar un color al', 'pintar el'],
  ['dar color a|darle color a|darles color a|dar un color a', 'pintar'],
  // "la puerta del piso por una acorazada": the flat's front door.
  ['puerta del piso|puerta de casa', 'puerta de entrada'],
  ['acorazada', 'blindada'],
  // "las paredes están lisas", "pared lisa, sin gotelé": how the walls are now, not walls only.
  [
    'las paredes (?:estan |son )?(?:lisas|sin gotele)|paredes (?:estan |son )?(?:lisas|sin gotele)|la pared lisa|pared lisa',
    'acabado liso',
  ],
  ['nada de gotele|sin gotele|ni gotele', 'acabado liso'],
  // "por una blindada, la de ahora es de chapa": the one there now, not a second one.
  ['la de ahora|el de ahora|las de ahora|los de ahora', 'la vieja'],
  // "la puerta es de chapa": sheet metal, what the door is made of, not a lock.
  ['de las de chapa|es de chapa', 'de metal'],
  ['puertas? de chapa', 'puerta de metal'],
  // "son 9 ventanas y la puerta del patio no": a thing left out, no job.
  ['la puerta (?:del patio|del jardin|de la terraza|del balcon) (?:no|tampoco)(?=\\s*(?:[.,;!]|$))', 'nada mas'],
  // "son 3 uno en cada recamara": the count, then where each one goes.
  ['son (\\d+|dos|tres|cuatro|cinco|seis) (uno|una) (en|por|pa|para) cada', 'son $1, $2 $3 cada'],
  // "ya tengo los fans en la caja" (MX Spanglish): ceiling fans.
  ['los fans|unos fans|mis fans|estos fans|esos fans|tres fans|dos fans', 'los ventiladores de techo'],
  // Aragon's and Murcia's diminutive: "3 horicas".
  ['horitas|horicas|horicos', 'horas'],
  // "el portero de Provença 250", "conserje en Provença 250": the building's address, no amount.
  ['(conserje|portero|portera) (?:de|del|en) (?:la |el )?([a-z]+(?: [a-z]+){0,2}) \\d{1,4}\\b', '$1 de someplace'],
  // "quiere llevarse su butaca, su cama": taken along to the new home, no junk hauled.
  ['(?:quiere|quiero|queremos|quieren|van a|vamos a|va a) llevarse', 'mudar'],
  // "we're hosting the baby shower": a party, no shower to work on.
  ['(?:baby|bridal|wedding) shower', 'party'],
  // "retile the hall bath floor", "redo the floor tile": new tile laid, whatever is cracked in the old.
  ['re-?til(?:e|ing)\\b', 'install new tile on'],
  ['(?:redo|redoing|re-do|re do) (?:the |our |my )?(floor|shower|bathroom|kitchen|bath|wall)? ?tiles?\\b', 'replace the $1 tile'],
  // "leaking out the bottom of the door, puddle on the LVP": where the water lands, no floor to fix.
  [
    '(?:puddles?|water|pooling) (?:on|all over|across) (?:the |my |our )?(?:lvp|floors?|laminate|hardwood|tiles?|carpet|vinyl)',
    'water underneath',
  ],
  // "need drywall touched up": the wall patched, not painted.
  ['drywall (?:touched up|touch ?ups?)', 'drywall patched'],
  // "still waiting on my cleaner to send the list": who the customer works with, no cleaning asked for.
  [
    '(?:my|our) (?:cleaner|cleaning lady|housekeeper|property manager|co-?host|assistant|va)(?= (?:to|is|will|sends?|said|says|has|hasn t|hasnt)\\b)',
    'my helper',
  ],
  // "2 kids under 4": the children's age, no amount.
  ['(kids?|children|babies|toddlers|boys|girls|ninos|hijos)( [a-z]+)? under (?:\\d+|two|three|four|five|six|ten)\\b', '$1$2 little'],
  // "new shutoff valves under the 3 sinks": the sinks are where the valves go, not how many there are.
  [
    '(valves?|shut ?offs?|shutoffs?|angle stops?|supply lines?) under (?:the |all |all the |each of the |every )?(?:\\d+|two|three|four|five|six) sinks',
    'the $1 under all the sinks',
  ],
  [
    '(valves?|shut ?offs?|shutoffs?|angle stops?|supply lines?) under (?:every|each) sink in (?:all |each of )?(?:the )?(?:\\d+|two|three|four|five|six) (?:units|apartments|condos|homes|houses)',
    'the $1 under all the sinks',
  ],
  ['angle stops?', 'shutoff valves'],
  // "tried my neighbor's washer and just made stripes": what the customer tried, told, no washer to fix.
  [
    'tried (?:my|our|a|the) (?:[a-z]+s )?(?:pressure |power )?washer|borrowed (?:my|our|a|the) (?:[a-z]+s )?(?:pressure |power )?washer|rented (?:a|the) (?:pressure |power )?washer|used (?:my|our|a|the) (?:[a-z]+s )?(?:pressure |power )?washer',
    'tried it myself',
  ],
  // "drywall dust on everything": dust from the work, no drywall to hang.
  ['drywall dust|plaster dust|sheetrock dust|drywall powder', 'dust'],
  // "how much 2 put several pot lights": chat's "2" is "to".
  ['much 2(?= (?:put|install|fix|replace|paint|hang|get|do|have|clean|move|swap|change|mount|build|haul)\\b)', 'much to'],
  // "the white box in my garage that makes the hot water": the water heater, by someone who does not know its name.
  [
    'white (?:box|tank|thing) (?:in (?:my|the|our) [a-z]+ )?that (?:makes|heats) (?:the )?hot water|(?:box|tank|thing) that (?:makes|heats) (?:the )?hot water',
    'water heater',
  ],
  ['livng|livin|lving|liivng', 'living'],
  // "swap out both of the exterior faucets": the outside taps.
  ['exterior faucets|outside faucets|outdoor faucets', 'hose bibs'],
  ['exterior faucet|outside faucet|outdoor faucet', 'hose bib'],
  // "requiero el servicio de dos cargadores": a service asked for, no electrical service panel.
  [
    '(?:el|un|del) servicio de(?= (?:dos|tres|cuatro|cinco|un|una|\\d+|cargadores|mudanza|limpieza|pintura|plomeria|jardineria|personal))',
    ' ',
  ],
  // "el centro de carga": Mexico's panel, said as a phrase ("Mitras Centro" … "cargar" is a place and a load).
  ['centro de carga|centros de carga', 'tablero electrico'],
  // "los que ocupe la casa, tú dime cuántos", "pues los que hagan falta": as many as needed, no count yet.
  [
    'los que ocupe|los que ocupen|los que hagan falta|las que hagan falta|los que haga falta|las que haga falta|los que se necesiten|las que se necesiten|tu dime cuantos|tu dime cuantas|usted digame cuantos|you tell me how many|however many (?:it|you|we) need',
    'no se cuantos',
  ],
  // "all of 'em I reckon… I ain't counted": no count yet.
  ['ain t counted|aint counted|ain t never counted|haven t counted(?: em| them)?', 'not sure how many'],
  // "acabamos la reforma del baño y la cocina": work done, told as why; the rooms name no job now.
  [
    '(?:acabamos|terminamos|hemos acabado|hemos terminado|hicimos|hemos hecho) (?:la|una) reforma (?:del bano|de la cocina|de los banos)(?: y (?:de )?(?:la cocina|el bano|del bano))?',
    'acabamos una obra',
  ],
  // "un adosado de tres plantas más el sótano": the house described, the basement no room to count.
  ['plantas (?:mas|y|con) (?:el )?sotano|pisos (?:mas|y|con) (?:el )?sotano', 'plantas'],
  // "los metros no los sé": the size is not known.
  ['los metros no los se|los metros no lo se|los metros no los tengo', 'no se los metros'],
  // "want it fixed up before we paint": the customer paints after; the repair is the job.
  ['before we paint|before i paint|before we do the painting|antes de que pintemos|antes de pintar nosotros', 'first'],
  // "its like 200 pieces": the parts of a flat-pack, not a count of dressers.
  ['its like \\d+ pieces|it s like \\d+ pieces|its \\d+ pieces|like \\d+ pieces|has \\d+ pieces', 'flat pack'],
  // "a mountain of old drywall and carpet in the driveway. Need it hauled": debris, not drywall to hang.
  [
    'mountain of (?:old )?(?:drywall|carpet|lumber|wood|shingles|debris|junk)(?: and (?:old )?(?:drywall|carpet|lumber|wood|shingles|debris|junk))?|pile of (?:old )?(?:drywall|carpet|lumber|shingles)(?: and (?:old )?(?:drywall|carpet|lumber|wood|shingles|debris|junk))?|heap of (?:old )?(?:drywall|carpet|lumber|shingles)(?: and (?:old )?(?:drywall|carpet|lumber|wood|shingles|debris|junk))?',
    'pile of junk',
  ],
  // "someone swung the bedroom door a little too hard": how the wall got its hole, no door job.
  ['swung (?:the )?(?:[a-z]+ )?door (?:open )?(?:a little |a bit |way )?too hard', 'was too rough'],
  // "moved out here from Moncton": where the customer came from, told.
  ['moved out here from|moved here from|moved out west from|moved up here from|moved down here from|moved over from', 'came from'],
  // "knob and tube outlets": the old wiring's name, no door knob.
  ['knobtube|knob tube', 'old wiring'],
  // "still unpacking boxes": where the customer is at, told; no packing asked for.
  ['still unpacking(?: (?:boxes|the boxes|everything))?|still living out of boxes', 'still settling in'],
  // "the hedges at two of our rental houses": where the work is, not how many hedges.
  [
    'at two of our (?:rental )?(?:houses|properties|homes|rentals|units)|at both of our (?:rental )?(?:houses|properties|homes|rentals|units)|at our two (?:rental )?(?:houses|properties|homes|rentals|units)',
    'at our rentals',
  ],
  // "4 hours total covers both houses": the hours cover both places, no count of hedges.
  ['covers both (?:houses|places|properties|homes|yards|units)|total for both (?:houses|places|properties|homes|yards)', 'covers it all'],
  // "el último inquilino dejó las paredes todas rayadas": why they are painted, not walls only.
  ['las paredes (?:todas )?(?:rayadas|pintarrajeadas|manchadas|sucias|rayoneadas)', 'todo rayado'],
  // "la recámara del piso es de 3 x 4": the room that gets the floor.
  ['la recamara del piso|el cuarto del piso|la habitacion del suelo|el dormitorio del suelo', 'el piso de la recamara'],
  // "solo hay una bombilla colgando de un cable": what there is now, no count of lights to fit.
  ['solo hay una bombilla|solo hay un foco|solo tiene una bombilla|solo tiene un foco|nomas hay un foco', 'hay poca luz'],
  // "I replaced one window myself as a test run": what the customer did, told.
  [
    'replaced one (?:window|door|outlet|light|fixture|faucet) myself|installed one (?:window|door|outlet|light|fixture|faucet) myself|put in one (?:window|door|outlet|light|fixture|faucet) myself',
    'tried it myself',
  ],
  // "some of the light switches… and one sparks when i turn it on": which one is worst, no count of them.
  [
    'and one(?= (?:of them |of em |of those )?(?:sparks|leaks|drips|buzzes|flickers|sticks|rattles|hums|wobbles|squeaks|smokes)\\b)',
    'and the worst',
  ],
  // "after I tried doin the den myself": a room the customer did, told; no room to count.
  [
    'tried (?:doing|doin|to do|painting|paintin|to paint) (?:the|my|our) (?:[a-z]+ )?(?:den|kitchen|bedroom|bathroom|living room|hallway|hall|office|basement) (?:myself|ourselves)',
    'tried it myself',
  ],
  // "driveway plowed out… 3 hours with a truck and blade": a plow, snow removal.
  ['(?:driveway|lane|laneway|yard|lot) (?:plowed|ploughed)(?: out)?', 'driveway snow plowed'],
  // "el sábado me cambio de piso": a move.
  // (Said with when; as a heading, "Me cambio de piso: limpieza de salida… y 2 mozos", it lists its own jobs.)
  [
    '(?:el (?:sabado|domingo|lunes|martes|miercoles|jueves|viernes|finde)|este (?:finde|fin de semana|sabado|domingo)|manana|pronto) (?:me cambio|nos cambiamos) de (?:piso|casa|depa|departamento)',
    'pronto me mudo',
  ],
  // "el canalón del tejado": the gutter on the roof, a gutter.
  ['canalon del tejado|canalones del tejado|canalon de la azotea|canaleta del techo|canaletas del techo', 'canalon'],
  // "no es avería cubierta": what the insurance covers, no roof.
  [
    'averia cubierta|no esta cubierta|no esta cubierto|cubierta por el seguro|cubierto por el seguro|no lo cubre el seguro',
    'cosa del seguro',
  ],
  // "no se enciende ninguna luz": the appliance's own lights, no electrical job.
  ['no se enciende ninguna luz|no enciende ninguna luz|no prende ninguna luz|no se le enciende ninguna luz|ni una lucecita', 'no enciende'],
  // "serían 2 equipos de una tonelada": the size of each, no more units.
  ['de una tonelada|de tonelada y media|de media tonelada', 'de tonelaje normal'],
  // "drips on the front steps": where the water lands, no stairs job.
  [
    'drips on (?:the )?(?:front |back )?(?:steps|stairs|porch|walkway|deck)|drips onto (?:the )?(?:front |back )?(?:steps|stairs|porch|walkway|deck)',
    'drips outside',
  ],
  // "no prende la luz de la cocina": a light that does not work.
  [
    'no prende la luz|no se prende la luz|no enciende la luz|no se enciende la luz|no prenden las luces|no encienden las luces',
    'la luz no funciona',
  ],
  // "ya cambié la bombilla y nada": what the customer tried, told; no bulb to change.
  [
    'ya cambie (?:la bombilla|el foco|la lampara)|ya he cambiado (?:la bombilla|el foco)|ya le cambie (?:la bombilla|el foco)',
    'ya lo intente',
  ],
  // "getting shocked off every doorknob": static, no door lock.
  ['shocked (?:off|by|from) (?:every |the |all the )?door ?knobs?|shocks? (?:off|from) (?:every |the )?door ?knobs?', 'static shocks'],
  // "so we're going tile this time": the new floor chosen.
  ['going (?:with )?tile|going to tile', 'want tile'],
  // "varios focos en el patio de esos que son para afuera": outdoor light fixtures, not bulbs.
  [
    'focos (?:en el (?:patio|jardin|frente|pasillo) )?(?:de esos )?(?:que son )?(?:para afuera|de exterior|para exterior|de los de afuera)',
    'lamparas de exterior',
  ],
  // "un PAX de ikea de 2 puertas": the wardrobe's doors, not a count.
  ['(pax|armario|ropero|wardrobe|closet)( de ikea)? de (?:dos|tres|2|3) puertas', '$1$2 grande'],
  // "3 holes, fist size, one is behind the bedroom door": where one of them is, no count of one.
  ['one is (?=behind|in the|on the|by the|near|next to|above|under|over)', 'the worst is '],
  // "hay falso techo de pladur": what the ceiling is (room for downlights), no drywall job.
  [
    'hay (?:un )?falso techo(?: de (?:pladur|escayola|tablaroca|yeso))?|tiene falso techo(?: de (?:pladur|escayola))?|es falso techo(?: de pladur)?',
    'hay hueco arriba',
  ],
  // "los que estén quemados": as many as turn out bad, no count.
  ['los que esten (?:quemados|malos|rotos|danados|fallando)|las que esten (?:quemadas|malas|rotas|danadas|fallando)', 'no se cuantos'],
  // "el patio de baldosa está negro de verdín… que me lo limpien": what the patio is made of, dirty; no tile job.
  [
    'patio de (?:baldosas?|azulejos?|losetas?|loseta|ceramica|gres)(?=[^.]{0,60}(?:negro|sucio|sucia|verdin|moho|manchad|verde|limpi|lav|presion))|(?:tile|tiled|paver) patio(?=[^.]{0,60}(?:black|dirty|green|mildew|moss|algae|wash|clean))',
    'patio',
  ],
  // "que me lo limpien con la máquina esa de presión": a pressure washer.
  ['maquina (?:esa )?de (?:agua a )?presion', 'hidrolavadora'],
  // "the kids bunk room": a bedroom.
  ['bunk room|bunkroom|bunk bedroom', 'bedroom'],
  // "con que venga uno": one worker is enough.
  ['con que venga uno|con que venga una persona|con uno basta|con uno es suficiente', 'con 1 persona'],
  // "la puerta corredera de la parcela": the plot's gate.
  ['puerta (?:corredera |de hierro |metalica |de metal )?(?:de la parcela|de la finca|del corral|del terreno)', 'cancela'],
  // "kitchen n living room": chat's "n" is "and".
  ['(kitchen|living room|bedroom|bathroom|dining room|hallway|hall|den|office|basement|laundry room) n(?= [a-z])', '$1 and'],
  // "walls repainted in bedroom 1 bedroom 2 and the living room": rooms told apart by their numbers.
  ['bedroom 1,? (?:and )?bedroom 2(?:,? (?:and )?bedroom 3)?', 'two bedrooms'],
  // "the old carpet comes up first": the old floor taken up for the new one.
  ['old (carpet|carpeting|linoleum|lino|vinyl|laminate) (?:comes|come|coming) (?:up|out)', 'old $1 ripped out'],
  // "me limpian la sala y las tres recámaras pa entregarla": cleaned to hand the rental back, a move-out clean.
  [
    'pa entregarla|para entregarla|pa entregarlo|para entregarlo|pa entregar (?:la casa|el depa|el departamento)|para entregar (?:la casa|el depa|el departamento)',
    'limpieza de entrega',
  ],
  // "2 guys x 3 hrs, dorval to lachine, furniture only": only furniture goes, a move's load.
  ['furniture only|just furniture|only furniture', 'moving furniture only'],
  // Newfoundland's "bridge": the deck or landing at a house's door ("the bridge out front is rotten").
  [
    'bridge(?= (?:[a-z]+ ){0,2}(?:out front|out back|off the (?:front|back|kitchen|house)|by the (?:front |back )?door|front door|back door))|front bridge|back bridge',
    'deck',
  ],
  ['front step deck|back step deck|step deck', 'front deck'],
  // "build a deck to replace the rotten one": a new one is built; the old one is why.
  ['to replace the (?:rotten|old|broken|falling apart|rotted) one|replacing the (?:rotten|old|rotted) one', 'in place of the old one'],
  // "windows thick with salt off the water": dirty glass to wash, nothing broken.
  [
    'thick with (?:salt|grime|dirt|dust|pollen|film|salt spray)|caked (?:with|in) (?:salt|grime|dirt|dust|pollen|salt spray)|crusted (?:with|in) (?:salt|grime|dirt)|coated (?:with|in) (?:salt|grime|dirt|pollen)',
    'dirty',
  ],
  // "clapboard on the outside is peeling": the paint on the siding peels, an exterior paint job.
  [
    'clapboards?(?: siding)?(?= (?:[a-z]+ ){0,7}(?:peeling|peels|peeled|flaking|flaky|chipping|blistering))|siding(?= (?:[a-z]+ ){0,4}(?:peeling|flaking|blistering))',
    'exterior paint',
  ],
  // "we did the kitchen reno ourselves": work done, told as why; the room names no job now.
  [
    'did (?:the|our|a) (?:kitchen|bathroom|bath|basement) reno(?:vation)?|finished (?:the|our|a) (?:kitchen|bathroom|bath|basement) reno(?:vation)?|just did (?:the|our|a) (?:kitchen|bathroom|bath|basement) reno(?:vation)?|finished (?:the|our) basement (?:ourselves|myself)|redid (?:the|our) (?:kitchen|bathroom|bath|basement) (?:ourselves|myself)|remodeled (?:the|our) (?:kitchen|bathroom|bath|basement) (?:ourselves|myself)',
    'did a reno',
  ],
  // "las llaves de paso debajo de los 3 fregaderos": the sinks are where the valves are, not how many valves.
  [
    'llaves de paso (?:de )?(?:debajo de|bajo|abajo de) (?:los|las) (?:\\d+|dos|tres|cuatro|cinco) (fregaderos|lavabos|tarjas|piletas)',
    'llaves de paso debajo de todos los $1',
  ],
  // "basement is open, one room big": the place described, no count of rooms.
  ['one (?:big )?room big|(?:all one|one) big (?:open )?room|open concept', 'open plan'],
  // "only one outlet each room": what there is now, no count asked for.
  ['only (?:one|1|two|2) (outlet|plug|light|switch)s? (?:each|per|in each|in every) room', 'few $1s now'],
  // "the builder only put like 2 outlets in the whole basement": what there is now.
  [
    '(?:builder|they|previous owners?|landlord) (?:only )?(?:put|installed|gave us) (?:in )?(?:like |only |just )*(?:\\d+|one|two|three) (outlets|plugs|lights|switches)',
    'there are few $1',
  ],
  // "se le rompen cada dos por tres": every so often, no amount.
  ['cada dos por tres|cada 2 x 3|cada 2 por 3', 'a menudo'],
  // "el suelo de la galería": Spain's galería is a glazed gallery, the room whose floor is laid (not a curtain rail).
  ['(suelo|piso|techo|pared|paredes) de la galeria', '$1 de la zona cubierta'],
  // "4 movers for the office furniture and file cabinets": a filing cabinet is furniture, not cabinetry.
  ['fil(?:e|ing) cabinets?', 'office furniture'],
  // "que el perro no se escape a la carretera": the road, no carpet (a near spelling).
  ['carreteras?', 'calle'],
  // "Can you patch it? I can paint it myself": the finish the customer does is no job.
  [
    '(?:paint|repaint|texture|prime|stain|finish) (?:it|them|that|those|the [a-z]+)(?: after| afterwards| later)? (?:myself|ourselves)',
    'do the rest myself',
  ],
  // "85 feet of chain link replaced, plus keep the existing gate", "aprovechar la puerta que ya hay": what stays is no job.
  ['(?:keep|keeping|reuse|reusing) (?:the |my |our )?(?:existing|old|current|original) [a-z]+', 'keep what is there'],
  [
    '(?:conservar|conservando|mantener|manteniendo|aprovechar|aprovechando|reutilizar) (?:el|la|los|las) [a-z]+ (?:actual(?:es)?|existentes?|que ya (?:hay|tengo|tenemos|esta|estan))',
    'conservar lo que hay',
  ],
  // "the dental chairs are handled by the equipment company": taken care of, no door handle.
  ['handled', 'taken care of'],
  // "el armario es empotrado, no hay que mover nada": a built-in wardrobe that stays, no cabinet asked for.
  ['(?:el|los) armarios? (?:es|son|esta|estan) empotrad[oa]s?', 'lo de dentro se queda'],
  // "el vecino del cuarto que es carpintero jubilado": who measured, not the trade asked for.
  [
    '(?:que es|es) (?:un |el )?(?:carpintero|fontanero|plomero|electricista|pintor|albanil|jardinero|cerrajero)(?: jubilado| retirado)?(?=[ ,.])',
    'que es un vecino',
  ],
  // "el armario es empotrado o sea que no hay que mover nada": nothing to move.
  ['no (?:hay|habria|habra|tienen|tendrian) que mover (?:nada|ningun mueble|los muebles|muebles)', 'todo se queda'],
  // "la terraza comunitaria del último piso tiene filtraciones": a roof terrace that leaks is the roof.
  [
    'terraza(?= (?:(?:comunitaria|del ultimo piso|de arriba|del atico|superior|del edificio|de la comunidad) )*[^.]{0,60}\\b(?:filtracion\\w*|goteras?|impermeabiliz\\w*|humedad(?:es)?)\\b)',
    'azotea',
  ],
  // "el patio de luces": a building's light well, no lights.
  ['patios? de luces', 'patio interior'],
  // "los pisos turísticos que gestiono", "su piso de Girona", "el piso de la playa": Spain's flat, not a floor.
  ['pisos? turisticos?', 'vivienda turistica'],
  [
    '(su|mi|el|del|al|un|nuestro|vuestro|tu|este|ese) piso (de|del) (?!(?:(?:la|el|los|las|mi|tu|su|nuestra|nuestro|toda|todo) )*(?:loseta|madera|ceramica|laminado|vinil|vinilo|vinilico|marmol|porcelanato|porcelanico|granito|cemento|concreto|duela|azulejo|mosaico|parquet|tarima|cocina|sala|recamara|bano|cuarto|comedor|pasillo|habitacion|dormitorio|salon|terraza|patio|cochera|garage|garaje|entrada|estancia|sotano|planta|arriba|abajo|loza|piedra|barro|terrazo|pino|roble|encino|ingenieria|gres|casa|depa|departamento|local|oficina|negocio|\\d|un |una |dos |tres |cuatro |cinco |seis |siete |ocho |nueve |diez |veinte |treinta |cuarenta |cincuenta |sesenta |setenta |ochenta |noventa |cien))',
    '$1 vivienda $2 ',
  ],
  // "el cuarto de la piscina", "la zona de la piscina": a place by the pool, no pool to work on.
  ['(?:zona|cuarto|caseta|area|vestuarios?|alrededores) de la (?:piscina|alberca)', 'zona exterior'],
  // "entró con la bici en el pasillo", "ran into the wall with his bike": how the damage came, no bike to fix.
  ['(?:con|en) (?:la|su|mi|una|el) (?:bici|bicicleta|patinete|monopatin|pelota|balon)', 'jugando'],
  ['(?:with|on) (?:his|her|their|my|the|a) (?:bike|bicycle|scooter|skateboard)', 'playing'],
  // "por seguridad de los niños": why the work is wanted, no childproofing asked for.
  ['por (?:la )?seguridad de (?:los|mis|tus|sus|nuestros) (?:ninos|hijos|nietos|crios|peques|pequenos)', 'por tranquilidad'],
  // "si, ahí estaban los focos": where the old lights were, no bulbs to change.
  [
    '(ahi|alli|aqui|donde) (estaban|estaba|habia|iban|van|tenia|tenian) (?:los|las|el|la|unos|unas) (?:focos?|lamparas?|luces|foquitos?|plafones?)',
    '$1 $2 la salida',
  ],
  ...TRADE_WORDS,
  // "que me los instalen en el plafón": Mexico's plafón is the ceiling the fixtures go in, not a ceiling lamp.
  [
    '((?:los|las|lo|la) (?:instalen|instale|instales|pongan|ponga|pongas|coloquen|coloque|monten|monte)) (?:en|sobre) el plafon',
    '$1 arriba',
  ],
  // "id do it myself but im scared of the breaker box", "me dan miedo las alturas": what scares them is no job.
  [
    '(scared|afraid|terrified|nervous|miedo) (?:of|about|de|a) (?:the |my |el |la |los |las )?(?:breaker box|breaker panel|electrical panel|panel|breakers?|electricity|wiring|ladders?|heights|roofs?|caja de breakers|pastillas|tablero|centro de carga|electricidad|escaleras?|alturas|tejados?)',
    '$1',
  ],
  // "cold air is coming inside", "entra aire por la puerta": a draft through a door or window, not the AC or the heating.
  [
    '(?:cold|hot|warm|freezing) air (?:is |keeps |just )?(?:coming|comes|getting|gets|blowing|blows|leaking|leaks|pouring) ?(?:in|inside|through|thru)|(?:entra|se mete|se cuela|pasa) (?:mucho |el |un )?(?:aire|frio|chiflon|corriente)(?: frio)?',
    'a draft comes in',
  ],
  // "the glass panel on the side", "un panel de vidrio": part of a door or window, not the electrical panel.
  [
    '(?:glass|side|sidelight|frosted|decorative) panels?(?: on (?:the |each |both )?sides?)?|panel(?:es)? de (?:vidrio|cristal)',
    'sidelight',
  ],
  // "se enciende la luz y el ventilador pero nada", "the light and fan come on but": a machine's own parts that still work.
  [
    '(?:enciende|encienden|prende|prenden|funciona|funcionan|sirve|sirven) (?:la luz|el ventilador|la luz y el ventilador|el ventilador y la luz|el foco)|(?:light|fan|light and (?:the )?fan|fan and (?:the )?light) (?:still )?(?:comes on|come on|turns on|turn on|works|work|runs|run|spins)',
    'it turns on',
  ],
  // "rods are from ikea", "los compré en Leroy Merlin": where the things were bought, not furniture to assemble.
  [
    '(?:(?:are|is|its|it s|theyre|they re|were|was) from|(?:bought|got|picked up|compre|compramos|comprad[oa]s?) (?:them |it |los |las |lo |la )?(?:at|from|en|de)) (?:ikea|home depot|lowes|amazon|wayfair|costco|walmart|canadian tire|rona|leroy merlin|coppel|liverpool|bricomart|brico depot)',
    'bought already',
  ],
  // Work told as done before the request: "we had new hardwood put down in the spring, but…", "we have recently redone
  // our kitchen counters and would now like a backsplash". What was done is no job.
  [
    '(?:had|got) (?:(?:a|an|the|our|my|some|new|brand new|all)\\s+)*(?:[a-z]+\\s+){0,3}?(?:put (?:down|in|up)|installed|replaced|redone|refinished|laid|renovated|updated)\\b',
    'had work done',
  ],
  [
    '(?:recently|just|finally) (?:redone|redid|replaced|renovated|updated|installed|refinished|remodeled|remodelled) (?:(?:the|our|my|a|an|new|all)\\s+)*(?:[a-z]+\\s+){0,2}?(?:counters?|countertops?|cabinets?|cupboards?|floors?|flooring|hardwood|carpets?|kitchen|bathrooms?|washrooms?|roof|siding|windows)\\b',
    'had work done',
  ],
  // "…were redone and cleaned by the contractor last week, so those are not needed": done by someone else before.
  [
    '(were|was|have been|has been) (?:redone|done|cleaned|painted|renovated|finished)(?:(?: and)? (?:cleaned|painted|redone|done))? by (?:the |a |our |my )?(?:contractor|builder|previous owners?|painters?|cleaners?|landlord|crew)',
    '$1 done before',
  ],
  // "the screened lanai floor is black with mildew": a porch with screens, no screen to mend.
  ['screened(?: in)? (lanai|porch|patio|room|deck|gazebo)', '$1'],
  // "that big raised lip he keeps tripping on": a person stumbling, no breaker tripping.
  ['(?:tripping|trips|tripped) (?:on|over)(?! (?:and|its own))', 'stumbling on'],
  // Quebec's "joints" of a bath are its caulking: "the joints of my bathroom are black, i want new joints around the bath".
  ['joints(?<!\\b(?:pipe|pipes|plumbing|copper|pvc|drain) joints)(?= (?:of|around|in|at|on|du|de|autour) )', 'caulking'],
  ['new joints', 'new caulking'],
  // Border Spanglish: "la yarda" is the yard ("que me corten la yarda"); yards as a unit keep "yardas de".
  ['(?:la|esta|esa) yarda(?! de (?!enfrente|atras|adelante|la casa|mi casa|el frente))', 'el jardin'],
  ['(mi|su|tu) yarda(?! de (?!enfrente|atras|adelante|la casa|mi casa|el frente))', '$1 jardin'],
  // "que me corten el jardín": the lawn in it is cut.
  ['(cort[a-z]*) (?:el|mi|su|todo el) jardin', '$1 el pasto del jardin'],
  // The South's "fixin to put a metal roof on": about to, no repair ("fixin to lease it out", "fixing to fall").
  ['(?:fixin|fixing|fixen|fixn) to (?!(?:it|them|the|my|our|a|an|code|spec|standard)(?![a-z]))', 'going to '],
  // "Not real sure how big the roof is": unsure, said with a word between.
  ['not (?:real|really|rly|too|quite|totally|exactly|100 ?%?) sure', 'not sure'],
  // "the fellas can do the small stuff but we could use 2 of your movers": what the customer's own people do.
  [
    '(?:fellas|guys|boys|volunteers|we|husband|son|brother|dad|kids|family)(?: (?:from|at|in|of) (?:the )?[a-z]+)? (?:can|could|will|ll|gonna|are going to) (?:do|handle|take care of|manage|carry|move) (?:all )?(?:the )?(?:small|little|light|easy|rest of the) (?:stuff|things|boxes|items)',
    'we handle the rest',
  ],
  // "want it torn up and retiled": the old floor taken up is a step of laying the new one.
  [
    '(?:tear|torn|tore|rip|ripped|pull|pulled|take|taken|demo|demoed) (?:it |them )?(?:up|out) and (retiled?|re tiled?|relaid|re laid)',
    '$1',
  ],
  // "snapped the old honeywell off the wall": a thermostat by its maker's name (no honey-do list).
  ['(?:honeywell|ecobee)(?! (?:thermostat|termostato|round|one|dial|smart|wifi|wi fi|pro|lyric)(?![a-z]))', 'thermostat'],
  // "that storm buried us right to the door": how deep the snow is, no door to work on.
  [
    '(buried|snowed in|drifted|drifts|piled|snow) ((?:[a-z]+ ){0,3})(?:right |all the way |up )?(?:to|against|at) (?:the|our|my) (?:front |back )?door',
    '$1 $2deep',
  ],
  // "Following the water leak from Unit 2310, the ceiling drywall…": the leak upstairs is why, the damage is the job.
  [
    '(?:following|after|due to|because of|caused by|from) (?:the|a|an) (?:recent )?(?:water )?leak (?:from|in|at) (?:unit|suite|apt|apartment|the unit|the suite|upstairs|the (?:unit|suite|apartment|condo) (?:above|upstairs))',
    'after the water came down from',
  ],
  // "repair the gypse and make it nice for paint", "lista para pintar": left ready for paint, no painting asked.
  [
    '(?:nice|ready|smooth|good|prepped|prepared|all set) (?:for|to) (?:paint|painting|be painted|the paint)|list[oa]s? (?:para|pa) (?:pintar|pintura|la pintura)',
    'ready',
  ],
  // "la pared de tablaroca del cuarto de la tele", "the tv room wall": a room named for its TV, no TV to mount.
  ['(cuarto|sala|cuartito|recamara) de (?:la )?(?:tele|tv|television)', '$1 de estar'],
  ['(?:tv|television|media) room', 'den'],
  // "the kids drained it every morning till it died": the hot water used up, no drain to clear.
  ['drained (it|them|the tank|all the hot water)', 'used up $1'],
  // "Truck supplied.", "van provided": the customer's own truck for the move, no vehicle to work on.
  ['(?:truck|van|trailer|uhaul)s? (?:is |will be )?(?:supplied|provided|included|reserved|booked)', 'we rented the truck'],
  // "losas de barro cocido" for the patio: clay floor tiles (Mexico's bare "losa" is a concrete slab roof).
  ['losas? de (barro|ceramica|piedra|terracota|gres)', 'baldosas de $1'],
  // "Pastor Dave gave me your number": a minister (or "un pastor alemán"), no grass (a near spelling of pasto).
  ['pastor|pastora|pastores', 'reverend'],
  // "tengo productos y aspiradora, solo necesito las manos": the customer's own vacuum, nothing to fix or sell.
  ['(?:tengo|tenemos|pongo|ponemos|hay) (?:los |mis |el |la |mi )?(?:productos (?:y|e) )?(?:la |una |mi )?aspiradora', 'tengo el material'],
  // "mejor dejamos el salón para otro momento": a room put off is out of this job.
  [
    '(?:dejamos|dejo|dejaremos|vamos a dejar) (?:el|la|los|las) [a-z]+ para (?:otro momento|luego|mas adelante|otra ocasion|despues|otro dia|otra vez)',
    'eso para luego',
  ],
  // "3 bedrooms painted, walls are just scuffed up", "the teens drew all over the walls": the rooms' state, not walls alone.
  [
    'walls (?:are|were|r|have|has|got|look|looks)(?= (?:just |all |really |so |pretty |badly |kind of )?(?:scuffed|yellow|dirty|filthy|marked|stained|covered|full|ugly|old|dingy|beat|gross|scratched|chipped|peeling|faded|dark|bright|pink|green|gray|grey|beige|white|blue))',
    'it is',
  ],
  [
    '(drew|drawn|drawing|marks|marked|sharpie|crayon|marker|art|scribbled|scribbles|writing|stickers|scuffs|stains|tape)((?: [a-z]+){0,3}?) (?:all over|on|over) (?:the|all the|their|our|my) walls(?! (?:only|and|but|not))',
    '$1$2 everywhere',
  ],
  // "the study has builder carpet": a room used as an office, no studs to frame.
  ['(the|my|our|his|her) study(?! (?:for|hard|guide|abroad|group|session))', '$1 office'],
  // "low to the ground w a few steps", "with 2 steps down to the grass": a new deck's few steps, no stairs to mend.
  [
    '(?:few|couple(?: of)?) steps(?: down| up)?(?: (?:to|onto) the (?:grass|lawn|yard|ground|patio|garden))?|steps down to the (?:grass|lawn|yard|ground|patio|garden)|low with (?:2|two|3|three) steps(?: down)?(?: (?:to|onto) the (?:grass|lawn|yard|ground|patio|garden))?',
    'low',
  ],
  // "valla metálica de malla": a wire mesh fence; "vaya" written for valla.
  ['valla metalica|vallas metalicas', 'valla de malla'],
  ['(de|mts de|metros de) vaya', '$1 valla'],
  // "45 metros cuadraditos": square metres, said fondly (no picture frames).
  ['(metros|mts) cuadraditos', '$1 cuadrados'],
  // "piso laminado de ese que parece madera": the look of the floor named, no hardwood; alone, a laminate.
  ['(laminad[oa]s?|vinil[a-z]*|porcelanat[oa]s?|ceramic[oa]s?)((?: [a-z]+){0,3}?) (?:que|q) parecen? (?:de )?madera', '$1$2'],
  ['(?:ese|esos|esa|esas) (?:que|q) parecen? (?:de )?madera', 'laminado'],
  // "ya está todo levantado el mosaico viejito": the state of the old floor to be replaced, no tile to mend.
  [
    '(?:esta|estan) (?:todo |toda |todos |todas )?(?:levantad[oa]s?|despegad[oa]s?|rot[oa]s?|quebrad[oa]s?) (?:el|la|los|las) (?:mosaicos?|azulejos?|losetas?) viej[a-z]*',
    'el piso viejo',
  ],
  // "el mosaico viejito… lo quiero de laminado": the new material wanted names the job, not the old one.
  ['(?:lo|la|los|las) (?:quiero|queremos|quisiera) de (laminado|vinil[a-z]*|porcelanato)', 'quiero poner piso $1 nuevo'],
  // "nos vamos del piso", "me salgo del depa": leaving the flat (why the work is wanted), no floor.
  ['(?:nos vamos|me voy|nos salimos|me salgo|nos marchamos|me marcho) del (?:piso|depa|departamento|apartamento)', 'dejamos la vivienda'],
  ['floting', 'floating'],
  // "el foquito de la escalera": a light bulb, said fondly.
  ['foquito', 'foco'],
  // "unas cortineras": curtain rods (Mexico).
  ['cortineras', 'cortineros'],
  // "el zócalo ese de madera, son 15 metros": the baseboard (Argentina, Spain's plinth); not Mexico City's square.
  ['(?:el |los |un |de )zocalos?(?! (?:capitalino|de la ciudad|de la cdmx))', ' rodapie'],
  // "la barra de la cocina": the kitchen counter (Mexico).
  ['barra de (?:la )?cocina', 'encimera de la cocina'],
  ['cortinera', 'cortinero'],
  // "ya les cambié el foquito y nada": the customer already tried a new bulb; no bulb to change.
  [
    'ya (?:les |le |se lo |se los )?(?:cambie|cambiamos|puse|pusimos) (?:el|los|la|las|un|unos) (?:foco|focos|bombilla|bombillas|foquito|foquitos)',
    'ya lo probe',
  ],
  // "los dos climitas": air conditioners, said fondly.
  ['climitas', 'climas'],
  ['climita', 'clima'],
  ['murito', 'muro'],
  ['muritos', 'muros'],
  // "kids slammed the door and the handle went through the drywall": how the hole was made, no door to fix.
  [
    '(?:kids?|son|daughter|teens?|teenagers?|someone|he|she|they|wind) slammed (?:the|a|my|their|his|her) (?:bedroom |bathroom |closet )?door',
    'the kids banged it',
  ],
  // "que al llegar me monten las 2 camas": on arrival, when; no move word.
  ['al llegar(?: alli| alla| alli| ahi)?', 'despues'],
  // "the primary bedroom": the master bedroom, by its newer name.
  ['primary (bedroom|suite|bath|bathroom|ensuite|closet)', 'master $1'],
  // "se nos cuela el agua cuando llueve", "se me está colando el agua por el techito": water getting in, a leak.
  ['(?:cuela|cuelan|colando|colaba|colo) el agua', 'se filtra el agua'],
  // "el portero me dijo que ustedes arreglan fugas": the doorman told, no door phone to fix.
  ['(?:el|la) portero (?=(?:me|nos|le|les) (?:dijo|comento|recomendo|paso|dio|conto)(?![a-z]))', 'el conserje '],
  // "el portero los deja pasar", "el portero les abre", "el portero del edificio les da acceso": who lets the workers in.
  [
    '(?:el|la) portero (?=(?:los|les|las|lo|la|te|me|nos) (?:deja|dejara|abre|abrira|da|dara|recibe|recibira)\\b|(?:deja|abre|les abre|los deja) (?:pasar|entrar)\\b)',
    'el conserje ',
  ],
  // "ya mojó el plafón de abajo": the ceiling below got wet, no light to change.
  ['(moj[a-z]*|manch[a-z]*|goteando en|gotea en|escurre en) el plafon', '$1 el techo'],
  // "the fence out back needs 2 panels replaced": fence sections, no electrical panel.
  ['(fence|fencing)((?: [a-z0-9]+){0,6}?) panels?(?![a-z])', '$1$2 sections'],
  // "We had an ice dam in February and water came through the ceiling": what happened, told for the damage after it.
  ['had (?:an |a |some )?ice dams?(?: (?:in|last|this) [a-z]+)?', 'there was water damage'],
  // "the roof is groaning. Can you send somebody to shovel it off?": the snow is shoveled off the roof.
  ['shovel (?:it|that|the roof|them|the snow) off', 'shovel the snow off'],
  // "ice dams on the north side": ice at the roof's edge, no new gutters.
  ['ice dams?', 'ice damage on the roof'],
  // Andalusian "pintá lo do dormitorio": the two bedrooms, with the s dropped.
  ['lo do (?=[a-z])', 'los dos '],
  // "do muchacho tre horita", "tre cuarto": a count said with its s dropped, before a thing counted.
  [
    'do (?=(?:muchachos?|chavales?|hombres?|operarios?|personas?|horas?|horitas?|habitaciones?|dormitorios?|cuartos?|puertas?|ventanas?|grifos?|enchufes?|armarios?|camas?|metros?)\\b)',
    'dos ',
  ],
  [
    'tre (?=(?:muchachos?|chavales?|hombres?|operarios?|personas?|horas?|horitas?|habitaciones?|dormitorios?|cuartos?|puertas?|ventanas?|grifos?|enchufes?|armarios?|camas?|metros?)\\b)',
    'tres ',
  ],
  ['la do (?=[a-z])', 'las dos '],
  // "it is dripping since 3 days": how long, said the way Indian English says it; no days of work.
  ['since (?:\\d+|one|two|three|four|five|six|seven|ten|many|few|a few) (?:days|day|weeks|week|months|month)', 'for a while'],
  // "the round thing on the ceiling that beeps keeps chirping": a smoke detector, told by what it does.
  ['(?:thing|thingy|thingie|device|alarm) (?:on|in) the ceiling that (?:beeps|chirps)', 'smoke detector'],
  // "2 trees limbed up for fire mitigation": the lower limbs trimmed.
  ['limbed up|limb up|limbing up|limbed', 'trimmed'],
  // "se cae el yeso, son unos 20 metros de pared": square metres of wall, the "cuadrados" left out.
  ['metros de (pared|paredes|muro|muros|fachada)', 'metros cuadrados de $1'],
  // "we're organizing repairs at a church member's house": who is asking, not a handyman's hours.
  ['(?:organizing|organising|planning|coordinating|arranging) (?:some )?(?:repairs|fix ups?|fixups)', 'helping out'],
  // "a pile of scrap lumber + drywall chunks behind the house": builders' leftovers to haul, no drywall to hang.
  [
    '(?:drywall|sheetrock|tile|concrete) (?:chunks|scraps|pieces|debris|offcuts)|(?:scrap|leftover) (?:lumber|wood|drywall|sheetrock)',
    'junk',
  ],
  // "nomás el muro sin pintar, eso ya lo pinta mi yerno": the paint is left out or done by the family.
  [
    'eso (?:ya )?lo (?:pinta|pintamos|pinto|pintara|pintaremos|va a pintar|vamos a pintar) (?:yo|nosotros|mi [a-z]+|el [a-z]+)',
    'sin pintura',
  ],
  ['sin pintar', 'sin pintura'],
  // "le decimos sanitario pero acá creo que es el váter, bueno, el tanque, la cisterna digo": one thing, named until the
  // word is found; the last name stands.
  ['(?:le|lo|la) (?:decimos|llamamos|dicen) [a-z]+ pero (?:aca|aqui) (?:creo que )?(?:es|le dicen|se dice) ', 'es '],
  ['(?:el|la) [a-z]+,? (?:bueno|o sea|mejor dicho),? (?:el|la) [a-z]+,? (el|la) ([a-z]+),? digo', '$1 $2'],
  // "builder planted like 3 sad shrubs": what was planted before, no planting asked.
  [
    '(?:builder|builders|previous owners?|they|he|she) (?:planted|put in|put)(?= (?:like |about |maybe )?(?:\\d+|a few|some|two|three|four) (?:sad |little |tiny |dead )?(?:shrubs|bushes|plants|trees))',
    'there are',
  ],
  // "se me descompuso el boila": the water heater, said as heard.
  ['boilas?|boiller', 'boiler'],
  // "a new window AC unit", "un aire de ventana": an air conditioner hung in a window, no window to replace.
  ['window (?:ac|a c|air conditioner|air conditioning|ac unit|a c unit|unit)s?', 'ac unit'],
  // "compartimos piso 4 estudiantes": Spain's piso shared is the flat, no floor.
  ['(compartimos|comparto|compartir|compartiendo|compartido) (?:el |un )?piso', '$1 vivienda'],
  ['(compis|companeros|companeras) de piso', '$1 de vivienda'],
  ['pisos? (compartid[oa]s?|de estudiantes|de alquiler|alquilad[oa]|turistic[oa]s?)', 'vivienda $1'],
  // "vivo en un piso de 3 habitaciones y quiero pintarlo": Spain's piso counted by its rooms is the flat.
  [
    'piso (de|con) (\\d+|un|una|dos|tres|cuatro|cinco|seis) (habitaciones|habitacion|dormitorios|dormitorio|cuartos|habs?)',
    'vivienda $1 $2 $3',
  ],
  [
    '(somos|vivimos|estamos|vivo|viven)((?: [a-z]+){0,2}) en (el|un|este|mi|nuestro) piso(?! (?:de|del|laminado|vinilico|flotante|nuevo|ceramico)\\b)',
    '$1$2 en $3 vivienda',
  ],
  // "new blinds in 6 windows": the blinds counted by their windows, no windows to replace.
  [
    '(blinds|shades|curtains|shutters|persianas|cortinas|estores) (?:in|on|for|en|para) (?:the |all |all the |las |los )?(\\d+|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|siete|ocho) (?:windows|ventanas)',
    '$2 $1',
  ],
  // "fixtures, they already tried new bulbs": what was tried before, no bulbs to change.
  [
    '(?:already|ya) (?:tried|changed|replaced|swapped|put in|cambiaron|cambiamos|cambie|probaron|probamos|probe) (?:new |the |some |los |las |unos |unas )?(?:bulbs|lightbulbs|focos|bombillas|bombillos)(?: nuev[oa]s)?',
    'already tried that',
  ],
  // "cambio de mobiliario el martes, 4 h con dos operarios": the furniture swapped is carried, a move's labour.
  ['cambio de (?:mobiliario|muebles)|cambiar el mobiliario', 'mover muebles'],
  // Written as heard: "inpermeabilizar la asotea", "la cosina", "tres rrecamaras".
  ['inpermeabiliz(\\w*)', 'impermeabiliz$1'],
  ['asoteas?', 'azotea'],
  ['cosinas?', 'cocina'],
  ['rrecamaras?', 'recamaras'],
  // "2 guys 3 1/2 hrs prescott condo to new house same town": from one home to another is a move.
  [
    '(?:condo|apartment|apt|house|place|home|townhouse|studio) to (?:the |my |our |a )?(?:new|other|bigger|smaller) (house|place|home|condo|apartment|apt|townhouse)',
    'move to the new $1',
  ],
  // "quiero tarima con aislante acústico": the floor's underlay, no insulation job.
  [
    '(tarima|suelo|laminado|parquet|parque|piso|vinilico|flotante)((?: [a-z]+){0,2}?) con (?:un |una |el |la )?(?:aislante|aislamiento|base|manta|lamina)(?: acustic[oa]| termic[oa]| antiruido)?',
    '$1$2 con base',
  ],
  // "me he montado el despacho en la habitación pequeña": where the customer works, no furniture to mount.
  [
    '(?:me he|nos hemos|he|hemos|me monte|nos montamos) (?:montado )?(?:el|la|un|una|mi|nuestro|nuestra) (?:despacho|oficina|estudio|home office)(?= en )',
    'trabajo',
  ],
  // "el suelo de mármol está apagado": a dull floor, not a light switched off.
  [
    '(suelo|piso|marmol|parquet|parque|tarima|madera|terrazo|baldosas?)((?: [a-z]+){0,6}?) (esta|estan|se ve|se ven|quedo|quedaron) apagad[oa]s?',
    '$1$2 $3 opaco',
  ],
  // "cambiar algunos enchufes por los que llevan protección para niños": the new outlets described, no childproofing visit.
  [
    '(?:por|con) (?:los|las|unos|unas|otros|otras) (?:nuevos |nuevas )?que (?:llevan|tienen|traen) (?:proteccion|seguro|tapa|tapas|cierre)s? (?:para|de|contra|anti) (?:los |las )?(?:ninos|ninas|bebes|peques|crios|nenes)',
    'por unos nuevos',
  ],
  // "I found your flyer tucked in my screen door": where the flyer was left, no door to work on.
  [
    '(flyer|flier|card|business card|door hanger|brochure|note|folleto|volante|tarjeta)s? (?:(?:was|were) )?(?:tucked|stuck|left|taped|wedged|dejad[oa]|metid[oa])? *(?:in|on|under|at|en|bajo|debajo de) (?:my|the|our|mi|la) (?:screen |front |back |storm |de entrada )?(?:door|puerta)(?: de (?:entrada|la calle|tela|mosquitero))?',
    '$1 received',
  ],
  // "We had a roof leak (roof is fixed now) but the drywall ceiling…": the cause, mended already, no job ("the roof is
  // done after this winter" is worn out).
  [
    '(?:roof|techo|tejado) (?:leak|leaks|gotera|goteras)?(?: during [a-z ]{0,30}?)? *(?:is been|is|was|got|has been|s been|esta|ya esta|ya fue|ya lo|ya la) (?:already |now |ya )?(?:fixed|repaired|patched|replaced|done(?! (?:after|for good|for|this winter))|arreglad[oa]|reparad[oa]|arreglaron|repararon)(?: now| ya)?',
    'the cause is mended',
  ],
  // "The cabinets are staying": kept as they are.
  [
    '(?:cabinets?|cupboards?|counters?|countertops?|floors?|carpets?|tiles?|vanity|tub|toilet) (?:are|is) (?:staying|stays|to stay)',
    'the rest stays',
  ],
  // "muebles del ático al trastero": furniture carried from one place to another is moved.
  ['muebles (del?|desde el|desde la) ([a-z]+) (al|a la|hasta el|hasta la) ', 'mover muebles $1 $2 $3 '],
  // "malla cyclonica": the chain-link mesh misspelt.
  ['cyclonica|ciclonika|siclonica', 'ciclonica'],
  // "and the floor is dry", "the walls look fine": a state told, no job of that trade.
  [
    '(?:floors?|subfloor|walls?|roof|pipes?|cabinets?|vanity|suelo|piso|paredes|pared|techo|tuberias?) (?:is|are|looks?|seems?|esta|estan|se ve|se ven) (?:all |completely |totally |perfectly |bien |totalmente )?(?:dry|fine|ok|okay|good|intact|undamaged|not wet|seco|seca|secos|secas|bien|perfecto|perfecta|intacto|intacta)\\b',
    'no damage',
  ],
  // "hi is this the maintenance line": who was reached, no maintenance asked for.
  [
    '(is this|this is|es este|es esta) (?:the |el |la )?(?:maintenance|repair|service|mantenimiento|reparaciones) (?:line|number|department|dept|office|linea|numero|departamento)',
    '$1 the right number',
  ],
  // "a pool of grey water in the bottom": a puddle, no swimming pool.
  ['pool of (?:grey |gray |dirty |standing |soapy )?(water|oil|agua)|pools of (?:grey |gray |dirty |standing )?water', 'puddle of water'],
  // "me cambio de local": changing premises is a move (a home changed is news the move-out logic reads).
  ['(?:me|nos) (?:cambio|cambiamos|voy a cambiar|vamos a cambiar) de (local|oficina|bodega|negocio)', 'mudanza de $1'],
  // "swap out the electric range": the appliance, which runs on electricity; no electrician's job.
  ['electric (range|stove|oven|cooktop|dryer|washer)', '$1'],
  // "a garage full of old paint tins": things to haul, no painting.
  ['paint (?:tins|cans|buckets)|(?:tins|cans|buckets) of (?:old )?paint|(?:latas|botes|cubetas) de pintura', 'old cans'],
  // "clear out my storage locker": a storage space, no lock to fit.
  ['storage lockers?|lockers?', 'storage space'],
  // "3 cuartitos", "las recamaritas": rooms said small.
  ['cuartitos', 'cuartos'],
  ['recamaritas', 'recamaras'],
  // "off to Palm Springs on Boxing Day": the holiday, no boxes to pack.
  ['boxing day', 'the holiday'],
  // "a painting of the Rockies", "an oil painting of my mother": a picture to hang, not painting work.
  [
    'painting of (?:the|a|an|my|our|his|her) (?!(?:primary |master |main |spare |guest |kids |whole |entire |full |complete |front |back |upstairs |downstairs |basement |common )?(?:bedrooms?|rooms?|kitchen|bathrooms?|walls?|ceilings?|house|home|hallways?|halls?|living|dining|office|basement|exterior|interior|trim|doors?|unit|suite|condo|apartment|stairwell|garage|deck|fence|floors?|place|townhouse|property|shop|store|building|residence|dwelling|cottage|cabin|duplex|main floor|upper floor|whole|entire|rest)(?![a-z]))',
    'artwork of ',
  ],
  // "a painting of the Rockies": the mountains, no rocks to spread.
  ['rockies|rocky mountains|montanas rocosas', 'mountains'],
  // "hang curtain rods over three windows": the rods are counted by the windows they go over.
  ['curtain ?rods? (?:over|above|for|on|in) (?:the |all |all the |each of the )?([a-z0-9]+) windows', '$1 curtain rods'],
  // "it has gone clean out of my head", "clean forgot": clean as in completely, no cleaning.
  ['(gone|went|slipped|going) clean (out of|from)|clean (forgot|forgotten)', '$1 $2$3'],
  // "we want every one of them replaced", "todas y cada una": all of them, however many that is.
  ['every (?:single )?one of (them|those|these|the [a-z]+)|each (?:and every )?one of (them|those|these)', 'all of $1$2'],
  ['every single one', 'all of them'],
  ['todas y cada una(?: de (?:ellas|las [a-z]+))?|todos y cada uno(?: de (?:ellos|los [a-z]+))?', 'todas'],
  // "swap three light fixtures for ceiling fans": what goes up is the fan.
  [
    '(?:swap|replace|switch|change)(?: out)? (?:the |my |our )?((?:\\d+|two|three|four|five|six|a|one|both) )?(?:existing |old |current )?(?:light fixtures?|lights?|fixtures?)(?: in the [a-z]+)? (?:for|with|to) (?:new |some |the )?(?:ceiling )?fans?',
    'install $1ceiling fans',
  ],
  // "cerrarlo con valla de malla": a mesh fence is a metal mesh one.
  ['(valla|cerca|cerco|vallado) de malla(?! metalica| ciclonica| de alambre)', '$1 de malla metalica'],
  // "we're moving out of our townhouse end of the month need a move out clean": the move is why the clean is wanted.
  [
    '(?:we re|were|we are|im|i m|i am|we ll be|well be) moving out(?: of (?:our|my|the) [a-z]+)?(?= [^.]*\\b(?:clean|cleaning|cleaned|cleaners)\\b)',
    'leaving',
  ],
  // "its the dryer buzzing not the dishwasher": the thing named instead; the one taken back is no job.
  ['(its|it s|it is) the ([a-z]+)((?: [a-z]+ing)?),? not the [a-z]+', '$1 the $2$3 instead'],
  // "I need ceramic put down in my entrance": ceramic laid on a floor or a wall is tile.
  [
    '(?:ceramics?|ceramique)(?! (?:tiles?|sinks?|toilets?|cooktops?|stoves?|mugs?|pots?|class(?:es)?|coating|heaters?|knives?))',
    'ceramic tile',
  ],
  // "my neighbor and I want to split the cost of a new fence": sharing a bill, not a mini-split.
  ['split (?:the )?(?:cost|bill|price|difference|it|payment)', 'share the cost'],
  // "once the wire is run can someone patch the drywall": when the other work is done, not that work again.
  [
    '(?:once|after|when) (?:the |that )?(?:wire|wires|wiring|cable|line|pipe|pipes|plumbing|framing|work|outlet|fan|light) (?:is|are|has been|have been|gets|get) (?:run|done|in|finished|installed|fished|pulled)',
    'afterwards',
  ],
  // "replace 3 windows and trim them out inside with new casing": finishing openings with trim is trim work.
  ['trim (?:them|it|those|the (?:windows?|doors?|openings?)) out', 'install trim'],
  // "water pours over the front door when it rains": where the overflow lands, not a door to work on.
  [
    '(?:pours|pouring|spills|spilling|runs|running|dumps|dumping|sheets|overflows|overflowing|cae|caen|chorrea|escurre)(?: down)? (?:over|onto|on|by|in front of|sobre|encima de|en|frente a) (?:the |our |my |la |el |mi )?(?:front |back |side |principal )?(?:door|doorway|steps|porch|entry|entrance|window|windows|puerta|entrada|ventana|ventanas)',
    'overflows',
  ],
  // "moving Jan 15, 2 bed apt": the home's bedrooms, not a bed to assemble ("the new building…" would build one).
  [
    '(\\d+|one|two|three|four|five) ?-?(?:bed|bd|bdr|br)(?= (?:apt|apartment|condo|house|home|unit|place|suite|townhouse|flat|rental))',
    '$1 bedroom',
  ],
  // "a three-decker in Dorchester": Boston's three-family house, not a deck.
  ['(?:three|triple|3)[- ]?deckers?', 'house'],
  // "she refuses to move", "no se quiere mudar": a move ruled out is no move.
  [
    '(?:refuses?|refused|doesnt want|does not want|dont want|won t|wont|isnt going|not going|no (?:se )?quiere|no queremos|se niega a) (?:to )?(?:move|moving|mudarse|mudar(?:nos|se|me)?)',
    'stays',
  ],
  // "basement is all framed and insulated": framing already done is where the job starts, not the job.
  [
    '(?:is|are|already|been|ya esta|ya estan) (?:all |fully |completely |todo |toda )?(?:framed|insulated|enmarcad[oa]s?)(?: and (?:insulated|framed))?',
    'ready',
  ],
  // "una puerta de entrada de herrería": the front door, made of iron, not a gate in a fence.
  ['puertas? de entrada de (?:herreria|fierro|hierro|metal)', 'puerta de entrada metalica'],
  // "está todo el suelo del baño mojado", "the floor is soaked": water on the floor is what a leak did, not flooring work.
  [
    '(?:(?:todo )?el (?:suelo|piso)(?: de loseta)?(?: del? (?:bano|cocina|garaje|lavadero|sotano|cuarto))? (?:esta |quedo )?(?:todo )?(?:mojado|encharcado|inundado|lleno de agua))|(?:the |my )?floors? (?:is |are |got )?(?:all )?(?:wet|soaked|soaking wet|flooded)',
    'todo mojado',
  ],
  // Canada
  ['eaves ?troughs|eavestroughing', 'gutters'],
  ['eaves ?trough', 'gutter'],
  ['washrooms', 'bathrooms'],
  ['washroom', 'bathroom'],
  ['pot ?lights?|can ?lights?|canned lights?|recessed led fixtures?|recessed fixtures?', 'recessed lights'],
  // "six 6-inch LED can lights": LED says what bulb the recessed lights take.
  ['(?:led|leds) recessed lights?', 'recessed lights'],
  ['clean (?:the |my )?eaves|eaves cleaning', 'clean gutters'],
  // "the eaves are full of leaves": Canadians call the gutters the eaves.
  ['(the|my|our) eaves(?= (?:are|is|r|keep|need|have|overflow))', '$1 gutters'],
  // "2 chambres and the living": Quebec's "le living" is the living room.
  ['(the|le) living(?! ?(?:rooms?|rms?)\\b)', '$1 living room'],
  // "bleed the rads": radiators.
  ['rads', 'radiators'],
  // "our 1970s split level", "a back split": a kind of house, not a mini-split.
  [
    'split ?-?level(?: house| home)?|(?:side|back|front) split ?-?level(?: house| home)?|(?:side|back) ?-?split(?= house| home|,|\\.|$| in | on )',
    'house',
  ],
  ['dimmers', 'dimmer switches'],
  ['hydro panel|breaker box|fuse box', 'electrical panel'],
  ['reno|renos', 'renovation'],
  // Towns whose names are numbers: "estoy en Dos Hermanas", "Tres Cantos", "Dos Ríos".
  ['dos hermanas', 'doshermanas'],
  ['tres cantos', 'trescantos'],
  // "new base boards": the trim, written in two words.
  ['base ?-?boards', 'baseboards'],
  ['base ?-?board', 'baseboard'],
  ...QUEBEC_WORDS,
  // "the snow off the roof", "clear snow off my front stairs": the roof or the stairs are where the snow is.
  [
    'snow (?:off|from) (?:of )?(?:the |my |our )?(?:front |back |side )?(?:stairs|steps|balcony|balconies|roof|deck|porch|driveway|walkway|car)',
    'snow removal',
  ],
  // "Al muntar la cuina hemos hecho un agujero": when the damage was done, not work asked for.
  [
    'al (?:muntar|montar|mover|moure|quitar|instalar|colgar|meter|sacar|pasar|cambiar|subir|bajar) (?:el |la |los |las |l |un |una |unos |unas )?[a-z]+',
    'un dia',
  ],
  // "me podan el pasto?": in Mexico grass is "podado", mowed, not a tree trimmed.
  ['pod(ar|en|an|a|e|es|amos)(?:me|le|les)? (el|la|los|mi|su) (pasto|cesped|zacate|grama)', 'cort$1 $2 $3'],
  // "the bathroom sink drips", "el lavabo gotea": a sink that drips drips from its faucet.
  ['(sink|lavabo|lavamanos|fregadero|tarja) (drips|is dripping|keeps dripping|gotea|esta goteando)', '$1 faucet $2'],
  // "the old ones sag and drip on the deck": where the water lands is not a job.
  [
    '(drip|drips|dripping|pour|pours|pouring|spill|spills|spilling|overflow|overflows|overflowing) (?:on|onto|over|into) (?:the|my|our) (?:deck|patio|porch|walkway|driveway|steps|stairs)',
    '$1 outside',
  ],
  // "painted before we move in", "antes de que nos mudemos": the job's deadline, not a move to price.
  [
    '(?:before|after|until|till|when|once) (?:we|i|they|he|she|the tenants?|the new tenants?|(?:my|our) (?:mom|mother|dad|father|parents|son|daughter|kids?|tenants?|in ?laws?|mother in law|father in law|sister|brother|family|guests?|buyers?)) (?:move|moves|moving|are moving|is moving)(?: in| out)?',
    'before then',
  ],
  // "we had the water heater leak last week and now the drywall is sagging": the leak that was is the cause.
  [
    '(?:we|i) had (?:a |the |our |my )?(?:[a-z]+ ){0,3}(?:leak|flood|burst|overflow)(?:ed)?(?= (?:[a-z]+ ){0,5}(?:last|yesterday|the other day|a (?:few|couple)|and now|now))',
    'there was water damage',
  ],
  // "azulejo en la pared de arriba de la tarja y la estufa", "tile the wall behind the stove", "donde está la estufa":
  // the fixtures say where the wall is; they are not things to install.
  [
    '(pared|muro|paredes|muros) (?:de )?(?:arriba|detras|atras|encima|debajo|abajo|alrededor|junto a|al lado) de (?:la |el )?(?:tarja|estufa|fregadero|parrilla|lavabo|lavamanos|tina|regadera|cocina)(?: (?:con|y) (?:la |el )?(?:tarja|estufa|fregadero|parrilla|lavabo|lavamanos|tina|regadera))?',
    '$1 de la cocina',
  ],
  [
    '(?:donde|en donde|where) (?:esta|estan|va|van|is|are|goes) (?:la |el |the )?(?:estufa|tarja|fregadero|parrilla|stove|sink|range|cooktop)',
    '',
  ],
  [
    '(wall|walls) (?:behind|above|over|around|next to) (?:the )?(?:stove|sink|range|cooktop)(?: (?:and|with|&) (?:the )?(?:stove|sink|range|cooktop))?',
    'kitchen $1',
  ],
  // "How much for each one?", "¿cuánto cobra por cada uno?": the price of one, not a count of one.
  [
    '(how much|what do you charge|whats the price|what s the price|cuanto (?:cobra|cobran|cobras|cobrais|sale|salen|cuesta|cuestan)) (?:for |por )?(?:each one|each|per one|apiece|per piece|cada uno|cada una|por cada uno|por cada una|la pieza|por pieza)',
    '$1 per unit',
  ],
  // "mi cuarto y el de mi compi": two rooms, one each.
  ['(?:mi|el|su|tu) (cuarto|dormitorio|recamara) y (?:el|la) (?:de|del) (?:mi |su |tu )?[a-z]+', '2 $1s'],
  ['(?:mi|la|su|tu) habitacion y (?:el|la) (?:de|del) (?:mi |su |tu )?[a-z]+', '2 habitaciones'],
  // "plugs with only 2 holes", "enchufes de 2 patas": how the old ones are built, not how many.
  ['(?:with|con|de) (?:only |just |solo |nomas )?(?:\\d|two|dos) (?:holes|prongs|patas|agujeros|pins|clavijas)', 'of the old type'],
  // "la de la cfe me dijo que si se cae una rama me toca pagar", "if a branch falls on the house": what might happen, not a thing to work on.
  [
    'si se (?:cae|caen|rompe|rompen|quiebra|quiebran|vuela|vuelan) (?:una|un|alguna|algun|otra|otro|el|la) [a-z]+|if (?:a|one|any|another|the) (?:branch|limb|tree|panel|shingle|tile)s? (?:falls|fall|breaks|break|comes down|come down|blows off)',
    'if it happens',
  ],
  // "la de la cfe me dijo…", "el del gas vino": someone from the utility, not one more of the things counted.
  [
    '(?:el|la|los|las) (?:senor |senora |muchacho |muchacha |senores )?(?:de|del) (?:la )?(?:cfe|luz|gas|agua|telmex|compania|administracion|condominio|municipio)(?= (?:me|nos|le|les|dijo|dijeron|vino|vinieron|dice|dicen|paso)\\b)',
    'alguien',
  ],
  // "the big 24 inch ones", "las de 60x60": the size of the tiles bought, not the floor.
  ['(?:big|large|small|little) (\\d+) ?(?:in|inch|inches) (?:ones|tiles)', 'big tiles'],
  // "MILO NO not on the couch sorry the dog": words to a pet or a child while writing, not a job.
  ['no+ (?:not )?(?:on|off) (?:the|my) (?:couch|sofa|bed|table|counter)(?: sorry(?: the (?:dog|cat|kids?))?)?', ' '],
  // "con el polvo de la obra de enfrente": the building work of the neighbours is why, not an end-of-works clean.
  ['obra (?:de enfrente|de al lado|del vecino|de los vecinos|de la calle|de junto)', 'los vecinos'],
  // "se me levantaron los azulejos del piso": tiles that came up are what is wrong, not a removal asked for.
  [
    'se (?:me |le |nos |les )?(?:levantaron|levanto|despegaron|despego|botaron|boto|soltaron|solto) (?:los |las |el |la |unos |unas )?(azulejos?|losetas?|baldosas?|baldosines?|piso|suelo|tarima|duela)',
    'tengo $1 sueltos',
  ],
  // "un colchón viejo de 1,35", "cama de 1,50": the bed's width, not how many.
  [
    '(colchon(?:es)?|camas?|somier|canape|sofa cama)((?: viej[oa]s?)?) de (?:1[.,]05|1[.,]35|1[.,]40|1[.,]50|1[.,]60|1[.,]80|2[.,]00|0?[.,]90|90|105|135|140|150|160|180)\\b',
    '$1$2',
  ],
  // "20 metros de malla de 1,5 de alto": a run of mesh fence is a metal mesh one.
  ['(metros|mts|ml|metros lineales) de malla(?! metalica| ciclonica)', '$1 de malla metalica'],
  // "the toilet put back after", "el lavabo reconectado": the fixture taken off for another job, set again.
  [
    '(toilet|sink|vanity|faucet|dishwasher|hand sink|wc|inodoro|lavabo|fregadero|tarja)s? (?:put back|reinstalled|re installed|reset|reconnected|hooked back up|reconectad[oa]|vuelto a poner|reinstalad[oa])',
    '$1 reinstall',
  ],
  // "running all the night", "pierde agua todo el rato": how long it goes on, not all of the things.
  [
    'all (?:the )?(?:night|day|time|week|weekend|morning|afternoon|evening)(?: long)?|toda la (?:noche|manana|tarde|semana)|todo el (?:dia|rato|tiempo|santo dia)',
    'constantly',
  ],
  // "dos cosillas: colgar una tele…", "couple things:": how many jobs follow, not how many of the first one.
  [
    '(?:dos|tres|cuatro|two|three|four|couple of|couple|un par de) (?:cosillas|cosas|cositas|things|jobs|trabajitos|trabajos|tareas|chores)(?= (?:colgar|cambiar|pintar|arreglar|poner|instalar|montar|limpiar|mount|hang|swap|replace|fix|paint|install|clean|at|en|for|para|in|around)\\b)',
    'the following',
  ],
  // "que me pinten todo arriba", "pintar toda la planta alta": the rooms of a floor of the house, not a plant.
  [
    '(pint\\w*(?: [a-z]+){0,2}) (?:toda la planta alta|la planta alta|todo lo de arriba|todo arriba|todo el piso de arriba)',
    '$1 los cuartos de arriba',
  ],
  ['(pint\\w*(?: [a-z]+){0,2}) (?:toda la planta baja|la planta baja|todo lo de abajo|todo abajo)', '$1 los cuartos de abajo'],
  // "3 over the counter and 2 more": more of them, said as Spanish says it ("y otros 2").
  ['(?:and|plus) (\\d+|two|three|four|five) more\\b', 'and another $1'],
  // "otros 2 abajo para el lavavajillas y la nevera", "2 more for the fridge and dishwasher": what the outlets are for.
  [
    '(otros|otras|another|other|more) ((?:\\d+|dos|tres|cuatro|two|three|four) )?((?:[a-z]+ )?)(?:para|for) (?:el |la |the )?(?:lavavajillas|nevera|frigorifico|lavadora|secadora|microondas|refri|refrigerador|dishwasher|fridge|washer|dryer|microwave)(?: (?:y|and|con|with) (?:el |la |the )?(?:lavavajillas|nevera|frigorifico|lavadora|secadora|microondas|refri|refrigerador|dishwasher|fridge|washer|dryer|microwave))?',
    '$1 $2$3',
  ],
  // "tres recámaras, la sala es de piso": the room without carpet is left out, not one more room.
  [
    '(?:sala|comedor|estancia|pasillo|salon) (?:es|esta|tiene) (?:de )?(?:piso|loseta|azulejo|madera|duela|laminado|tarima)(?: (?:normal|de ceramica|ceramico))?',
    'sin alfombra',
  ],
  // "paint grade is fine": the grade of trim bought, not painting.
  ['paint[ -]?grade|stain[ -]?grade', 'standard grade'],
  // "dead fronds hanging down": how they hang, not a tree to take down.
  ['(hanging|hangs|drooping|droops|sagging|sags) down', '$1'],
  // "the front door and the door to the garage": a house door, not the garage door.
  ['(?:the |a )?door (?:to|into|out to|from|that goes to|going to) the (?:garage|basement|backyard|yard|patio|deck)', 'the other door'],
  // "garage door opens right onto the driveway so easy access": the way in, not a door to work on.
  ['(?:the )?(garage|front|back|side|patio) doors? (?:opens?|goes|leads|is) (?:right )?(?:onto|to|into|out to|next to|by)', 'the $1 is by'],
  // "my basement tenant moved out": whose suite, not a basement to work in.
  ['(my|our|the) basement (tenants?|renters?|suite|apartment|apt|unit)', '$1 downstairs $2'],
  // "tenants moved out and left holes", "we just moved in and…": a move already made is why, not a move to price.
  [
    '(?:the |my |our )?(?:tenants?|renters?|previous owners?|old owners?|sellers?|last tenants?|roommates?|we|i|they) (?:just |recently |finally |already )?(?:moved|have moved|had moved|has moved|(?<=just )move) (?:out|in|into|away)\\b',
    'we are here',
  ],
  [
    '(?:los |mis |el |la )?(?:inquilin[oa]s?|anteriores duenos|dueno anterior) (?:ya )?se (?:mudaron|mudo|fueron|fue)|(?:me|nos) (?:acabo|acabamos) de (?:mudar|cambiar de (?:piso|casa|depa))|recien mudad[oa]s?',
    'ya estamos aqui',
  ],
  // "painted before move-in", "before the move in date": the deadline, said as a noun.
  ['(?:before|by|after|until|prior to) (?:the )?move ?-?(?:in|out)(?: date| day)?', 'before then'],
  [
    '(?:antes|despues) de (?:que )?(?:nos mudemos|me mude|mudarnos|mudarme|(?:se )?mude[n]? (?:mi|mis|el|la|los) [a-z]+|llegue[n]? (?:mi|mis|el|la|los) (?:inquilin\\w*|suegr\\w*|mama|papa|padres|hij\\w*))',
    'antes',
  ],
  // "can I pay with a credit card?": how the customer pays, not a card to work on.
  [
    '(?:pay|paying|pagar|pago|accept|accepts|take|takes|aceptan|aceptais|aceptas) (?:with |by |using |con |in )?(?:a |my |una )?(?:credit cards?|tarjetas? de credito)',
    'pay by card',
  ],
  // "a deck off the back door", "junto a la puerta del patio": where the work goes, not a door to work on.
  [
    '(?:off|right off|by|next to|outside|out(?: of)?|from) (?:the |our |my )?(?:back|front|patio|kitchen|side|sliding) (?:doors?|sliders?)',
    'out back',
  ],
  // "the guy at the tile store said around 90 sq ft": who measured, not a tile job.
  ['(?:at|from|in) the (?:tile|paint|hardware|flooring|lumber|home improvement|carpet) (?:store|shop|place|center|centre)', 'at the store'],
  ['(?:junto a|al lado de|saliendo de) la puerta (?:del patio|de la cocina|trasera)', 'afuera'],
  // "un baño de los 70", "a 1970s kitchen", "from the 80s": the decade says how old, it counts nothing.
  ['(?:de los anos|de los|los anos|anos|de la decada de los) (?:19)?([2-9]0)s?(?! ?(?:m|m2|metros?|mts?|cm|x|por|%|pies|ft))', 'antiguo'],
  ['(?:from the|in the|since the|built in the|the) (?:19)?([2-9]0) ?s\\b|(?:19)([2-9]0)s\\b', 'old'],
  // "meter cable desde el centro de carga": where the wiring starts, not panel work.
  [
    '(?:desde|from|hasta|to) (?:el |the |la )?(?:centro de carga|cuadro(?: electrico)?|tablero(?: electrico)?|electrical panel|panel|breaker box|breaker panel|caja de breakers)',
    'desde la fuente',
  ],
  // "master bath floor tile 10x12, demo + new 12x24 porcelain": a size after "floor tile" that is no tile format is the floor's.
  [
    'floor tiles? (?!(?:1 ?x ?1|2 ?x ?2|3 ?x ?6|4 ?x ?4|4 ?x ?12|6 ?x ?6|6 ?x ?24|6 ?x ?36|6 ?x ?48|8 ?x ?8|8 ?x ?48|12 ?x ?12|12 ?x ?24|13 ?x ?13|16 ?x ?16|18 ?x ?18|20 ?x ?20|24 ?x ?24|24 ?x ?48|30 ?x ?30|30 ?x ?60|32 ?x ?32|36 ?x ?36|45 ?x ?45|48 ?x ?48|60 ?x ?60)\\b)(\\d{1,2}) ?x ?(\\d{1,2})(?! ?(?:cm|in|inch|inches|"))\\b',
    'floor tile, $1 x $2',
  ],
  // "porcelanato 60x60", "12x24 tiles": the size of each tile, not the area to lay.
  [
    "(porcelanatos?|porcelanicos?|azulejos?|losetas?|baldosas?|ceramicas?|tiles?|planks?|tablones?)(?: de| of)? (\\d{2,3}) ?x ?(\\d{2,3})(?: ?cm)?(?! ?(?:m\\b|mts|metros|ft|feet|pies|'))",
    '$1 formato',
  ],
  ['(\\d{2,3}) ?x ?(\\d{2,3})(?: ?cm)? (porcelanatos?|porcelanicos?|azulejos?|losetas?|baldosas?|tiles?|planks?)', 'formato $3'],
  // "piso de cerámica… el de 60x60 que se ve como madera": the one picked, by its tile's size.
  ['(el|la|los|las) de (?:[2-9]\\d|1\\d\\d) ?x ?(?:[2-9]\\d|1\\d\\d)(?: ?cm)?(?! ?(?:m|mts|metros|m2)(?![a-z]))', '$1 de ese formato'],
  // "24x24 porcelain": a common tile format before a tile's material (not "it's 14 x 22. porcelain…", a floor).
  [
    '(12 ?x ?12|12 ?x ?24|24 ?x ?24|24 ?x ?48|6 ?x ?24|6 ?x ?36|8 ?x ?48|18 ?x ?18|36 ?x ?36|30 ?x ?60|60 ?x ?60|60 ?x ?120|45 ?x ?45|33 ?x ?33|20 ?x ?120) (porcelain|ceramic|subway|marble)',
    'formato $2',
  ],
  // "white subway tile 3x6", "porcelain 24x24": a tile's material names the tile, so the size after it is its format.
  [
    '(subway|porcelain|ceramic|marble|travertine|mosaic|slate|quartz)( tiles?)?(?: of| in)? (\\d{1,2}) ?x ?(\\d{1,2})(?: ?(?:in|inch|inches|"|cm))?(?! ?(?:m\\b|mts|metros|ft|feet|pies|\'|sq|square))',
    '$1$2 formato',
  ],
  // "el vecino ya tiene 10 metros hechos", "20 ft of it is already built": a part already done is not the amount.
  [
    '(?:tiene|tienen|hay|estan|tengo) (?:\\d+(?:[.,]\\d+)?) (?:metros|m|mts|pies) (?:hechos|puestos|construidos|listos|ya hechos)|(?:already (?:has|have)|has already|have already) (?:\\d+) (?:ft|feet|foot|metres|meters) (?:done|built|up|installed)',
    'una parte hecha',
  ],
  // "uno de 2.250 frigorías en el dormitorio y otro de 4.500 en el salón": the unit said once rates the other one too.
  [
    '(de [0-9][0-9.,]* (frigorias|btu|btus|toneladas|tons|pulgadas|inch|inches|galones|gallons|litros|litres|liters|kg|kilos)\\b[^.]{0,60}?\\b(?:otro|otra|el otro|la otra|the other|another)(?: one)? (?:de|of|is) [0-9][0-9.,]*)(?! ?(?:frigorias|btu|btus|toneladas|tons|pulgadas|inch|inches|galones|gallons|litros|litres|liters|kg|kilos)\\b)',
    '$1 $2',
  ],
  // "PCS orders for June": the posting that is why, not a move asked for; "PCS-ing off post this weekend" is a move.
  ['pcs (?:orders?|date|season)', 'new posting'],
  // "repainted before we PCS in June", "selling before PCS", "june pcs", "PCS to Fort Cavazos in June. yard…": the
  // posting is when, not a move asked for (movers, a truck or packing asked for still make it one).
  ['before (?:we |i )?pcs(?:ing| ing|-ing)?', 'before we leave'],
  [
    'pcs(?:ing| ing|-ing)? (in (?:\\d+ (?:weeks?|wks?|months?|days?)|january|february|march|april|may|june|july|august|september|october|november|december)|next (?:month|week|year|spring|summer|fall|winter))',
    'leaving $1',
  ],
  [
    'january pcs|february pcs|march pcs|april pcs|may pcs|june pcs|july pcs|august pcs|september pcs|october pcs|november pcs|december pcs',
    'leaving then',
  ],
  ['pcs(?:ing| ing|-ing)? to', 'posted to'],
  // "wants the kids rooms back to white", "walls back to the landlord's beige": a repaint.
  [
    'back to (?:(?:the )?(?:landlord s|landlords|original|builder s|builders|plain) )?(?:white|beige|gray|grey|colou?r|neutral)',
    'painted back to white',
  ],
  ['pcs(?:ing|-ing| ing)?', 'moving'],
  // "flood cut needed, 4 ft up": wet drywall cut out to a height and replaced.
  ['flood ?cuts?', 'wet drywall cut out and replaced'],
  // "white rock condo": the town in British Columbia, no rock for a garden bed.
  ['white rock(?= (?:condo|bc|b c|area|house|home|apartment|apt|townhouse|unit)\\b)', 'someplace'],
  // "drafty af", "broke af": very, no word of a job.
  ['af', 'very'],
  // Typos of words that count or name a floor: "thre bedrooms", "vinal plank".
  ['thre', 'three'],
  ['(?:vinal|vynil|vinil|vynal) (plank|planks|flooring|floor|tile|tiles)', 'vinyl $1'],
  // Mexican diminutives of things: "unos contactitos", "unos cuadritos y unas repisitas".
  ['(contact|cuadr|foc|enchuf|apagador|cortiner|tornill|clav|vidr)it(o|os)', '$1$2'],
  ['(repis|puert|ventan|lampar|llav|tabl|mes|sill|tej)it(a|as)', '$1$2'],
  // "two closets, each one is 12 sq ft": the size of each, not one more of them.
  ['each one (is|s|measures|of them is)', 'each $1'],
  // "Handling things for my 86 y/o mother": looking after her affairs, no door handle.
  ['handling (?=(?:things|everything|this|it|all|the|my|her|his|stuff|matters|arrangements)\\b)', 'managing '],
  // "it's 25+ years old": an age with a plus is still an age.
  ['(\\d+) ?\\+ (years?|yrs?|anos)', '$1 $2'],
  // "4 ton trane up on the roof": where the unit sits, not roof work.
  [
    '(ton|tons|unit|units|condenser|condensers|compressor|trane|carrier|lennox|goodman|rheem|cooler|package unit)((?: [a-z]+){0,2}?) (?:is |sits |sitting |mounted )?(?:up )?on (?:the |my |our )?roof',
    '$1$2 outside',
  ],
  // "water damage from the AC leak": the cause of the damage is not the job.
  [
    '(damage|damaged|rotted|rotten|warped|swollen|stained|ruined|soaked) (?:from|by|after) (?:the |a |an |our |my )?(?:[a-z]+ )?(?:leak|leaks|leaking|flood|flooding|overflow)',
    '$1 by water',
  ],
  // "holes in the walls from moving furniture around": how the damage happened, not a move.
  [
    '(?:from|by|while|when) moving (?:the |my |our |some )?(?:furniture|stuff|things|couch|couches|boxes|beds?)(?: around| in| out)?',
    'from use',
  ],
  // "the kitchen is fine, I'll do that myself": a room left out.
  [
    '(?:kitchen|bathroom|bathrooms|living room|dining room|basement|garage|hallway|hall|office|laundry room) (?:is|are|s) (?:fine|ok|okay|good|done)',
    'rest is fine',
  ],
  // "to guys for three hours": voice-to-text for "two guys".
  [
    'to (guys|men|movers|helpers|workers|people|painters|cleaners)(?<=(?:^|[,.] |for |send |need |with |get |maybe |like )to [a-z]+)',
    'two $1',
  ],
  // "2 car, about 20x22", "a two-car garage": a garage's size, not a vehicle.
  ['(\\d|one|two|three|four|single|double|triple) ?-?car(?= garage|,|\\.| space| spot| size| bay|$)', '$1 bay'],
  // "is there already a light fixture?" … "yes there are already fixtures": what is in place already is no job.
  [
    '(?:(?:there (?:is|are|s)|theres) already|il y a(?: deja)?) (?:a |an |some |the |des )?(?:light fixtures?|light fixture|fixtures?|lights?|boxes|box|outlets?|wiring|power)(?: there| in place)?',
    'already wired',
  ],
  [
    'ya (?:hay|tiene|tengo) (?:un |una |unos |unas )?(?:lamparas?|focos?|luminarias?|contactos?|enchufes?|cajas?|cableado|luz)(?: ahi| puesta| puestas)?(?= |$|[,.])',
    'ya cableado',
  ],
  // "es un salón normal, tiene dos puertas y una ventana grande": the room's openings describe it; they are no jobs.
  [
    '(?:tiene|has|it has) (?:(?:dos|tres|cuatro|una|un|[0-9]+|two|three|four|a|one) (?:puertas?|ventanas?|doors?|windows?)(?: grandes?| pequenas?| big| large| small)?(?:,? (?:y|and) )?){1,3}',
    'tiene huecos ',
  ],
  // "its the condenser in the side yard": where the thing stands, not yard work.
  ['(?:in|on|at) (?:the |my |our )?side ?yard', 'outside'],
  // "looking for a new roof": what the customer wants, not a look at the roof.
  ['(?:looking|lookin|look) for', 'want'],
  // "closets para las recámaras": closets wanted for rooms are closets to build, not a place.
  ['(closets?|roperos?|armarios? empotrados?) (para|for) (?=(?:las|los|the|my|mis|el|la|all|todas|todos) )', 'hacer $1 $2 '],
  // Seseo and voice-to-text spellings: "impermeabilisar la asotea de 40 metro cuadrao".
  ['impermeabilis(ar|en|a|ada|ado|acion)', 'impermeabiliz$1'],
  ['asoteas?', 'azotea'],
  ['(metros?) cuadraos?', '$1 cuadrados'],
  ['roda pie|roda pies|rodapies', 'rodapie'],
  // "salen 14 m2 quitando la ventana y la puerta", "minus the window": openings left out of a measure, not jobs.
  [
    '(?:quitando|descontando|sin contar|restando|menos|minus|not counting|excluding|less) (?:(?:la|el|las|los|the) )?(?:ventanas?|puertas?|huecos|windows?|doors?)(?: (?:y|and) (?:(?:la|el|las|los|the) )?(?:ventanas?|puertas?|windows?|doors?))?',
    'sin huecos',
  ],
  // "me tira las hojas a la piscina", "leaves fall in the pool": where something lands, not a pool to work on.
  [
    '(?:a|en|junto a|cerca de|al lado de|alrededor de) la (?:piscina|alberca)|(?:into|in|by|near|next to|around) (?:the|our|my) (?:above ?ground |in ?ground )?pool',
    'outside',
  ],
  // "es un cuarto sin ascensor": the floor the home is on, not a room.
  ['(primero|primer|segundo|tercero|tercer|cuarto|quinto|sexto) (sin|con) (ascensor|elevador)', '$2 $3'],
  // "los 2 climas de la casa": in Mexico a "clima" is an air conditioner (the weather is "el clima" alone).
  ['(los|mis|\\d+|unos|tres|dos) climas(?: de (?:la|mi) casa)?', '$1 minisplits'],
  // "impact windows whole house": hurricane windows are new windows.
  ['(?:hurricane )?impact (?:windows?|glass)|hurricane (?:windows?|glass)', 'new impact windows'],
  // "queremos tarima exterior de madera tropical": outdoor decking wanted is a deck to put in.
  [
    '(quiero|queremos|quisiera|quisieramos|ocupo|necesito|necesitamos) (?:una |la )?tarima (?:(?:de )?madera )?(?:de )?exterior',
    '$1 poner deck',
  ],
  // "gotea justo encima de la puerta": where it drips, not a door to work on.
  ['(?:encima|arriba|debajo|al lado|junto a|cerca|enfrente) de la (?:puerta|ventana)', 'ahi'],
  // "una puerta de 3 metros para que entre el coche": a gate in the fence, not a house door.
  ['puerta (de [\\d.,]+ (?:m|metros) )?para (?:que (?:entre|pase|quepa) |meter )?(?:el |los |un )?(?:coches?|carros?|auto)', 'porton $1'],
  // "llamadme cuando podáis": a form of poder, not podar.
  ['cuando (?:podais|podeis)', 'cuando puedan'],
  // "toy en zapopan": chat for "estoy", not a toy.
  ['toy (en|aqui|aca|por)', 'estoy $1'],
  // "que os llevéis un colchón viejo": Spain's vosotros for "se lleven" (its final s is not a plural thing).
  ['lleveis|llevais', 'lleven'],
  // "hey siri call mom": a voice assistant heard by the phone, not a request.
  ['(?:hey|oye|ok|okay) (?:siri|google|alexa)', 'hey'],
  // "cancel cancel", "cancel my appointment": calling something off, not Mexico's shower "cancel".
  ['cancel (?:cancel|that|it|this|my|the|la|mi|el)(?= |$)', 'never mind'],
  // Chat shorthand and voice-to-text
  ['pls|plz|pleaseee?', 'please'],
  ['u', 'you'],
  ['ur', 'your'],
  ['thx|tnx|ty', 'thanks'],
  ['bathrm|bthrm|bathrm|bath rm', 'bathroom'],
  // "el tanque del baño se llena a cada rato": the bathroom's tank is the toilet's, not a water tank.
  ['tanque del (?:bano|sanitario|banito)', 'tanque del inodoro'],
  // "que desarmen una cama", "desmontar el armario", "take apart the crib": taking furniture apart is the same work as
  // putting it together.
  [
    'desarm(?:ar|en|e|es|emos|ais|ado|ada)|desmont(?:ar|en|e|es|emos|ais|eis)(?= (?:una?|el|la|los|las|mi|mis) (?:cama|camas|litera|literas|armario|armarios|ropero|roperos|mueble|muebles|cuna|mesa|escritorio|closet|librero|estanteria))',
    'armar',
  ],
  ['(?:take|taking) apart|disassembl(?:e|ed|ing)', 'assemble'],
  // "me cambio de piso", "nos cambiamos de casa": the customer moves home, not a new floor.
  ['(?:me|nos) (?:cambio|cambiamos|voy a cambiar|vamos a cambiar) de (?:piso|casa|depa|departamento|vivienda)', 'me cambio de casa'],
  // "limpiar el terreno de la casa nueva": the plot of the house is yard work, not the house to clean.
  ['(terreno|lote|patio|jardin) de (?:la|mi|nuestra) casa(?: nueva)?', '$1'],
  // Voice-to-text for eavestroughs: "the eaves trophies", "eves troughs", "eave troths".
  ['eaves? ?troph(?:y|ies)|eves ?troughs?|eave ?troths?|eaves ?trolls?', 'gutters'],
  // Typed by ear: "eavestrouf", "eavstrough", "eavestroff".
  ['eave?s?tro(?:uf|ff|f|ph|ugh|w)s?|eavs ?troughs?|eves ?trou?ghs?', 'gutters'],
  // "few plug points must be GFCI": "few" without its article is some, no count.
  ['few(?<!\\ba few) (?=(?:plug|outlets?|plugs|receptacles|sockets|switches|lights|windows|doors|things|items)\\b)', 'some '],
  ['plug points?', 'outlets'],
  // "we are shifting our 1 bedroom apartment from Surrey to Delta": South Asian English for moving house.
  ['shifting (?=(?:our|my|the|from|to|house|home|apartment|flat)\\b)', 'moving '],
  // "Walls only, no ceilings: two bedrooms and the living room" (the ceilings already read as walls): a painter's words,
  // with no verb.
  ['walls only,? walls paredes|just the walls,? walls paredes|only the walls,? walls paredes', 'walls only for painting walls paredes'],
  // "We're leaving our home of forty years in Bayside for an apartment close by": a move.
  [
    'leaving (?:our|my|the) (home|house|place)(?= [^.!?]{0,40}\\bfor (?:an|a|the|our|my) (?:apartment|condo|house|home|place|townhouse|senior|retirement)\\b)',
    'moving from our $1',
  ],
  // "my realtor gave me her punch list… first thing on it is fresh paint": the list told, not a handyman asked for.
  [
    'punch ?list(?<=(?:realtor s|realtors|agent s|agents|her|his|their|inspector s|inspectors|broker s|buyer s|buyers) punch ?list)',
    'to do',
  ],
  // "gutters are shredded", "eavestrough on the shop is smashed": gutters wrecked by a storm are replaced.
  [
    ['gutters?', 'eaves ?troughs?']
      .map(
        (g) =>
          `${g} (?:(?:on|of|along|across) (?:the |our |my )?[a-z]+ )?(?:are |is |got |were |was |all )*(?:shredded|smashed|crushed|torn up|torn off|ripped off|mangled|destroyed|trashed|flattened)`,
      )
      .join('|'),
    'gutters need replacing',
  ],
  // "need gutters, 40 ft in front": gutters asked for with no other work are put up.
  ['(?:need|want) gutters(?= *[,.;]| +\\d| *$)', 'need new gutters'],
  // "Price for all 3 pls", "quote for the 2 of them": the jobs listed, counted, no amount of the last one.
  [
    '(price|quote|cost|estimate|how much) for (?:all|all of|the|these|those) (?:\\d+|two|three|four|five)(?: (?:things|items|jobs|of them|of these))?(?= *(?:pls|please|thanks|thx|$))',
    '$1 for all of it',
  ],
  // "unless we get rid of the wood shake roof. need it replaced": the old roof goes, a new one goes on.
  ['get rid of (?:the |our |my |that )?(?:old )?((?:wood |cedar )?(?:shake |shingle |tile |metal )?roof)\\b', 'replace the $1'],
  // "Nor'easter ripped the gutters off the front of the house", "the hail shredded our gutters": gutters torn off are
  // replaced.
  [
    '(?:ripped|tore|blew|knocked|pulled) (?:the |our |my |all the )?(gutters?|eaves ?troughs?) (?:off|down)|(?:shredded|smashed|crushed|destroyed|wrecked|mangled|flattened) (?:the |our |my |all the )?(gutters?|eaves ?troughs?)',
    '$1$2 need replacing',
  ],
  // "3 squares of shingles off on the back slope", "shingles gone": shingles blown away, to be replaced.
  ['shingles? (?:are |is |were |all )?(?:off|gone)(?! (?:the|a|an|of|from)\\b)', 'shingles blown off'],
  // "not sure of the square footage": doubt about a size, not "not working" (a repair).
  ['not (?:really |quite |totally |too |100 |a 100 )?(?:sure|certain)', 'unsure'],
  ['bedrms|bed rms|bdrooms|bedroms|bdrms|bdrs', 'bedrooms'],
  ['bdrm', 'bedroom'],
  ['bedrm|bed rm', 'bedroom'],
  ['kitch', 'kitchen'],
  ['lr', 'living room'],
  // "paint 3 rms", "3 br + living rm": rooms written short.
  // "3 dormis", "2 habs": Spain's chat shorthand for bedrooms and rooms.
  ['dormis', 'dormitorios'],
  // "no se pue dormí": to sleep, said without its r, no bedroom.
  ['dormi(?<=(?:pue|puede|podemos|puedo|pa|para|a|de) dormi)', 'dormir'],
  ['dormi', 'dormitorio'],
  // Seseo and dropped letters: "aire acondisionao", "varia habitacione".
  ['acondisionao|acondicionao|acondisionado|acondisionados', 'acondicionado'],
  ['habitacione|habitasione|habitasiones', 'habitaciones'],
  ['varia (?=habitaciones|habitacione|habitasione|cosa|parte)', 'varias '],
  ['habs|habis', 'habitaciones'],
  ['rms', 'rooms'],
  ['rm', 'room'],
  // "I forget the one near the fridge", "el que está junto al refri": which one, by the thing beside it, not that thing's job.
  [
    '(?:the|one|el|la|uno|una) (?:one |que esta |que queda )?(?:near|next to|by|behind|beside|above|under|over|junto al?|al lado del?|detras del?|cerca del?|arriba del?|debajo del?) (?:the |my |el |la |mi )?(?:fridge|refrigerator|refri|nevera|stove|range|oven|estufa|horno|microwave|microondas|washer|dryer|lavadora|secadora|dishwasher|lavavajillas|sink|tarja|fregadero|tv|tele)',
    'there',
  ],
  ['dry wall|sheet rock', 'drywall'],
  ['re ?-?pipe|re ?-?piped|re ?-?piping', 'repipe'],
  // Voice-to-text splits Spain's plasterboard: "tabique de pla dur".
  ['pla dur|pla-dur|pladurr', 'pladur'],
  // "tiras led en el pasillo", "LED strip lights under the cabinets": strips are light fixtures, counted by strip.
  [
    'tiras? (?:de )?(?:luz |luces )?led|tiras? de luz|led strips?|led strip lights?|strip lights?|light strips?|tape lights?|rope lights?',
    'led lights strip',
  ],
  ['dish washer', 'dishwasher'],
  ['hot water tank|hwt', 'water heater'],
  // "en pino tratado", "pressure treated lumber": the wood it is made of, not wood to treat or stain.
  ['(pino|madera|pine|lumber|wood) (?:tratad[oa]|autoclavad[oa]|treated|pressure treated)', '$1 resistente'],
  ['pressure treated|pt lumber', 'resistente'],
  // "mover el split del salón a la otra pared", "relocate the mini split": an AC moved is taken down and installed again.
  [
    '(?:mover|reubicar|cambiar de sitio|cambiar de lugar)( (?:el|mi|nuestro) (?:split|minisplit|mini split|aire acondicionado|clima))',
    'instalar$1',
  ],
  ['(?:move|relocate)( (?:the|my|our) (?:mini ?split|ductless unit|ac unit|wall ac|split unit))', 'install$1'],
  // "el fregadero traga fatal", "la ducha no traga": a drain that takes water slowly is clogged.
  ['traga (?:fatal|mal|poco|lento|muy mal|fatal de lento)|no traga|tarda (?:mucho )?en tragar|no desagua', 'esta atascado'],
  // "limpieza de salida" (Spain): the cleaning when a tenant leaves.
  ['limpieza de salida', 'limpieza de mudanza'],
  // "its a 50 gallon electric", "es eléctrico": how the thing is powered describes it; it is not an electrician's job.
  ['(its|it s|it is|es) (an? |una? )?([0-9.]+ (?:gallons?|gal|litres?|liters?|litros?|l) )?electric[oa]?', '$1 $2$3powered'],
  ['a c|aircon|air con', 'ac'],
  ['tv s|tvs', 'tvs'],
  ['w o', 'without'],
  // "3000 frig" (Spain) is frigorías, a split's rating; a bare "frig" is the fridge.
  ['frig(?<!\\d frig)|fridg|frige', 'fridge'],
  ['lite|lites', 'light'],
  ['toliet|toilette', 'toilet'],
  ['fixure|fixtur', 'fixture'],
  ['lino|linoleum', 'vinyl'],
  ['lvp|lvt|vinyl plank|luxury vinyl', 'vinyl plank'],
  ['ceiling fan light', 'ceiling fan'],
  ['re ?-?roof|re ?-?roofing|re ?-?roofed', 'reroof'],
  ['re ?-?shingle|re ?-?shingled|re ?-?shingling|reshingl\\w*', 'reroof shingles'],
  ['cottonwood|elm|willow|mesquite|birch|sycamore|magnolia|alder|poplar|aspen|hemlock|oak tree|maple tree|pine tree', 'tree'],
  // "a dead maple", "that leaning pine": a tree named by its kind (oak, maple and pine are also floors and boards).
  ['(dead|dying|fallen|leaning|diseased|rotten|rotting|huge|giant|tall) (?:oak|maple|pine|ash|spruce|fir|cedar|palm)', '$1 tree'],
  [
    'olivos?|encinos?|fresnos?|jacarandas?|palmeras?|eucaliptos?|alamos?|pinos?(?= (?:seco|secos|caido|caidos|grande|grandes|muerto|muertos|enorme|enormes)\\b)',
    'arbol',
  ],
  ['pickets?|fence boards?|fence slats?', 'fence pickets'],
  ['cedars|arborvitaes?|thujas?|shrubs|bushes', 'shrubs'],
  ['(?:ponderosa )?pines|pine trees|palm trees|palms|oaks|maples', 'trees'],
  ['babyproof\\w*|baby proof\\w*', 'childproof'],
  ['flat ?screen|vizio|hisense|tcl', 'tv'],
  // A Samsung is a TV only when it has a screen size or is being mounted; it is also a fridge, a washer, a dryer.
  ['(\\d+\\s*(?:inch|in|pulgadas|")\\s+)samsung|((?:mount|hang|colgar|montar)\\s+(?:a|my|the|un|una|mi|la|el)\\s+)samsung', '$1$2tv'],
  // Spain
  ['climalit', 'doble vidrio'],
  ['trastos|muebles viejos|enseres viejos', 'escombro'],
  // "vaciar un piso de una herencia", "vaciar el trastero": emptying a place is hauling what is in it (not a floor).
  [
    'vaciar (?:un|el|mi|la|nuestro|nuestra|todo el|toda la) (piso|vivienda|trastero|garaje|sotano|casa|local|bodega|atico|desvan|buhardilla|nave|cuarto)',
    'sacar escombro del $1',
  ],
  // A storage room ("el trastero") is a room to paint or clean, not a move ("trasteo").
  ['trasteros?', 'cuarto bodega'],
  ['(el|un|mi) piso (esta|queda|estara) (lleno|llenisimo|vacio|amueblado|alquilado|en venta)', '$1 apartamento $2 $3'],
  ['porte|portes', 'mover'],
  ['canalones|canalon', 'canalon'],
  ['bombin|bombillo de la cerradura', 'cerradura'],
  ['gotele', 'gotele pared'],
  ['termo electrico|termo', 'calentador'],
  ['vitroceramica|vitro|placa de induccion|induccion', 'estufa'],
  ['fontanero|fontanera', 'plomero'],
  ['tabique|tabiques', 'muro'],
  ['nevera', 'refrigerador'],
  // "lavar a presión la cochera": washed under pressure is pressure washing, as "limpiar a presión" is.
  [
    'lavar a presion|lavarla a presion|lavarlo a presion|lavar con presion|lavado a presion|lavada a presion|lavados a presion|lavado con presion|laven a presion|lave a presion|lavan a presion|lavas a presion|lavarlas a presion|lavarlos a presion|laven con presion',
    'limpiar a presion',
  ],
  // "al vecino de arriba se le reventó un tubo y se me cayó el plafón": the neighbour's pipe, why, not the job; "el del
  // 501 tiene que pagar": the neighbour by the flat's number, no amount.
  [
    'al vecino (?:de arriba |de al lado |de abajo )?se le NEIGHBOUR|vecina (?:de arriba |de al lado |de abajo )?se le NEIGHBOUR'.replaceAll(
      'NEIGHBOUR',
      '(?:revento|rompio|salio|tapo) (?:un|el|una|la) (?:tubo|tuberia|cano|manguera|llave)',
    ),
    'por culpa del vecino',
  ],
  ['el del (?:depa |departamento |piso )?\\d{3,4}\\b', 'el vecino'],
  // "una limpieza después de la pintura", "a clean after the painters": when, not more painting.
  [
    'despues de (?:la |que acaben la |terminar la )?(?:pintura|obra|reforma)|after (?:the )?(?:painting|painters|reno|renovation)(?: is done| are done)?',
    'despues de eso',
  ],
  // "la cocina tiene solo dos enchufes… queremos poner varios más": the ones there now, no count of the work.
  [
    '(?:tiene|tienen|hay) (?:solo|solamente|nomas|nada mas) (?:\\d+|un|una|uno|dos|tres) (enchufe|contacto|toma|outlet)s?|only (?:has|have|got) (?:\\d+|one|two|three) (outlet|plug|receptacle)s?|(?:solo|solamente|nomas) (?:tiene|tienen|hay) (?:\\d+|un|una|uno|dos|tres) (enchufe|contacto|toma)s?',
    'tiene pocos $1$2$3s',
  ],
  // "poné losa nueva en er suelo": Spain's floor slabs are floor tiles (Mexico's "losa" is a concrete roof).
  ['losas? (?:nueva |nuevas )?(en|para|pa) (?:el|er) suelo', 'baldosa nueva $1 el suelo'],
  // "3,5 metros de largo y el techo está a 2,60": the ceiling's height is the wall's.
  ['el techo (?:esta|es|queda) a (\\d+(?:[.,]\\d+)?)(?: (?:m|mts|metros))?', '$1 metros de alto'],
  // "estamos reformando el piso antes de entrar a vivir": the flat is reformed, no floor named.
  ['(reformando|reformar|reforma|reformamos|reformado|reformada) (?:de |del )?(?:el |mi |nuestro |un |todo el )?piso\\b', '$1 la vivienda'],
  // "la puerta de la terraza no cierra bien": the door out to the terrace, no deck work.
  ['puerta (?:de|del|a|al) (?:la )?(?:terraza|balcon|patio|jardin)', 'puerta exterior'],
  // "no son 2, son 3 armarios", "not 2, it's 3": the figure denied, then the one meant.
  [
    'no (?:son|es|eran|era) \\d+(?: ya)?,? (?:son|es|sino|serian|seran|mejor) |not \\d+,? (?:it s|its|but|make it|it is|there are|there s) ',
    'o sea son ',
  ],
  // "cuánto cobran el metro de reja?": a reja is a metal railing fence, whatever else is said of it.
  [
    '(rejas?)(?! de (?:madera|malla|herreria|hierro|fierro|forja|metal|aluminio)| metalicas?| para (?:la |las )?ventanas?| corrediza| de la ventana| de las ventanas| en la ventana| en las ventanas| de protecci)',
    '$1 de herreria',
  ],
  // "un apartamento de alquiler vacacional": a holiday let, no tenant moving out.
  ['alquiler (?:vacacional|turistico|de temporada)', 'turistico'],
  // Typed fast: "los contatos del depa".
  ['contatos|contatcos|conctactos', 'contactos'],
  ['contato', 'contacto'],
  // "quiero recolocar el piso del baño": the floor laid again.
  ['recolocar (?:el |todo el )?(piso|suelo)', 'poner nuevo el $1'],
  // "con estos 40 grados ya no aguantamos": the people can't stand the heat, nothing stopped working.
  ['ya no (?:aguantamos|aguanto|aguantan|soportamos|soporto|podemos)(?: el calor| mas| con el calor)?', 'hace mucho calor'],
  // "¿ustedes le mueven a eso?": do you work on that, no move.
  ['le (?:mueven|mueves|mueve|saben|sabes) a', 'trabajan en'],
  // "¿…o nomás a los de casa?": whether the business works on things outside a home, no home job named.
  ['nomas (?:a |en )?(?:los|las|lo) de (?:la )?casa|solo (?:a |en )?(?:los|las|lo) de (?:la )?casa', 'o no'],
  // "no le entendí al audio": the business's voice message not understood, no audio equipment.
  ['no (?:le |te |les )?(?:entendi|escuche|oi) (?:al|el|tu|su|bien el|bien al) (?:audio|mensaje de voz|voice note)', 'no entendi'],
  ['cisterna', 'tanque del inodoro'],
  ['vater', 'inodoro'],
  ['desatascar|desatasco', 'destapar'],
  ['persiana|persianas', 'persiana ventana'],
  ['tarima flotante', 'piso laminado'],
  ['suelo laminado', 'piso laminado'],
  ['plato de ducha', 'regadera plato'],
  ['setos?', 'seto'],
  ['mosaicos?|venecitas?', 'azulejo'],
  ['perdi las llaves|perdi mis llaves|perdimos las llaves', 'perdi las copias'],
  ['piso ceramico|piso de ceramica|piso de porcelanato|porcelanato|piso porcelanico|suelo porcelanico|loseta ceramica', 'loseta ceramica'],
  ['poden|podaran|podaran', 'podar'],
  ['colguen|cuelguen|cuelgue', 'colgar'],
  ['foco fundido|se fundio el foco|se me fundio el foco|se fundieron los focos', 'cambiar foco'],
  ['cascajo|tiliches|triques|cacharros', 'escombro'],
  ['cargadores', 'cargadores mudanza'],
  // Mexico chat
  ['xfa|porfa|xfavor', 'por favor'],
  ['q', 'que'],
  ['x', 'por'],
];

const RULES: ReadonlyArray<readonly [RegExp, string]> = PAIRS.map(([from, to]) => [new RegExp(`\\b(?:${from})\\b`, 'g'), to]);

const INDEX = indexPatterns(PAIRS.map(([from]) => from));

/**
 * The later pairs a replacement's own words can start, so a rewrite can feed the next ("eaves troughs" → "gutters").
 * Worked out the first time a pair rewrites something, so loading the engine stays cheap.
 */
const FED_BY: Array<readonly number[] | undefined> = [];
function fedBy(i: number): readonly number[] {
  FED_BY[i] ??= INDEX.keyedBy(PAIRS[i]![1].replace(/\$\d/g, ' ')).filter((j) => j > i);
  return FED_BY[i]!;
}

export function applySynonyms(text: string): string {
  const marked = new Uint8Array(RULES.length);
  INDEX.mark(text, marked);
  let out = text;
  // In list order, so one rewrite can feed the next.
  for (let i = 0; i < RULES.length; i++) {
    if (marked[i] !== 1) continue;
    const [pattern, to] = RULES[i]!;
    const next = out.replace(pattern, to);
    if (next === out) continue;
    out = next;
    for (const j of fedBy(i)) marked[j] = 1;
  }
  return out;
}

/** Every pair in order, unindexed: the reference the index must agree with (its tests compare the two). */
export function applyEveryPair(text: string): string {
  let out = text;
  for (const [pattern, to] of RULES) out = out.replace(pattern, to);
  return out;
}
