/**
 * How customers name the common jobs of each trade in the US, Canada, Mexico
 * and Spain when the catalog's keywords do not: regional words, brands used as
 * nouns, misspellings and voice-to-text errors. Each pair rewrites a whole-word
 * pattern (after normalizing: lower case, no accents) to words the catalog
 * knows. Listed trade by trade so a missing family is easy to see.
 */
export const TRADE_WORDS: ReadonlyArray<readonly [string, string]> = [
  // Irregular English past forms of the work verbs ("a deck built", "carpet torn out").
  ['built|builded', 'build'],
  // Doing it again is the same work: "reinstall the mailbox", "re-hang the door", "remount the tv".
  ['re-?install', 'install'],
  ['re-?installed', 'installed'],
  ['re-?hang|re-?hung', 'hang'],
  ['re-?mount(ed)?', 'mount$1'],
  ['re-?attach(ed)?', 'put back'],
  ['torn', 'tear'],
  ['dug', 'dig'],
  ['swept', 'sweep'],
  // Painting: "pain the bedroom" (voice), "manita de pintura" (MX), paint brands as nouns.
  [
    'pain (the|my|our|a|2|3|4|two|three|four) (rooms?|bedrooms?|kitchen|house|walls?|fence|deck|door|doors|ceilings?|office|bathroom|living room|hallway)',
    'paint $1 $2',
  ],
  ['(?:una )?manita de pintura|(?:una )?mano de pintura|retoque de pintura', 'pintar'],
  ['paint ?job', 'paint'],
  // "touch up the shutters", "touch-ups on the trim", "retocar la pintura del pasillo": a touch-up is painting.
  ['touch ?-?ups?(?: (?:paint|painting))?|touched up|touching up', 'repaint'],
  ['retocar|retocarle|retoquen|retoques?(?! de pintura)', 'repintar'],
  // "pintar mi casa por fuera": the outside of the house is exterior painting.
  ['(casa|fachada|house|home) (?:por fuera|por afuera|de afuera|on the outside)', '$1 exterior'],
  // "the bedroom repainted (ceiling included)", "con el techo incluido": the room's walls and its ceiling.
  [
    'ceilings? (?:included|incl|as well)|(?:including|incl|plus) (?:the )?ceilings?|techo incluido|(?:incluyendo|incluido|con) (?:el )?techo',
    'walls and ceiling',
  ],
  // "the baseboards and door trim": one run of trim, not a baseboard job and another.
  [
    '(?:baseboards?|skirting) (?:and|&|n|\\+) (?:the )?(?:door |window )?(?:trim|casings?|frames)|(?:door|window|trim|casings?)(?: trim| casings?)? (?:and|&|n|\\+) (?:the )?(?:baseboards?|skirting)',
    'trim',
  ],
  // "just the walls", "murs seulement", "nomás muros, el techo no": the walls only.
  [
    '(?:just|only) (?:the )?walls|murs seulement|(?:nomas|solo|solamente|nada mas) (?:los |las )?(?:muros|paredes)|(?:el|los) techos? no\\b',
    'walls only solo paredes',
  ],
  // "paredes blancas", "las paredes en blanco": the colour, not which surfaces.
  ['paredes (?:blancas|en blanco|de color [a-z]+|color [a-z]+)', 'color blanco'],
  // "no ceilings", "sin techos": rooms painted without their ceilings are their walls.
  [
    '(?:no|not the|not|without|except(?: for)?(?: the)?|minus(?: the)?|sin(?: el| los| las)?|excepto(?: el| los)?|menos(?: el| los)?) (?:ceilings?|techos?|plafon(?:es)?)',
    'walls paredes',
  ],
  // "walls, ceilings are fine as is", "el techo está bien": the ceilings left alone, so the walls.
  [
    '(?:ceilings?|techos?|plafon(?:es)?) (?:are|is|look|looks|esta|estan|quedan?) (?:fine|ok|okay|good|great|bien)(?: as is| as they are| tal cual| asi)?',
    'walls paredes',
  ],
  // "no trim", "sin zoclos": what the customer leaves out is not part of the job.
  [
    '(?:no|not the|not|without|except(?: for)?(?: the)?|minus(?: the)?|sin(?: el| los| las)?|excepto(?: el| los)?|menos(?: el| los)?) (?:trim|baseboards?|molduras?|zoclos?)',
    'excluded',
  ],
  [
    '(?:papel )?tapiz(?= de (?:la|las|el|mi) (?:pared|paredes|sala|recamara|cuarto|habitacion|comedor|bano))|tapiz(?= viejo)',
    'papel tapiz',
  ],
  ['(quit\\w*|retir\\w*|remov\\w*|arranc\\w*) (el |los |mi |todo el )?tapiz', '$1 $2papel tapiz'],
  // Drywall: Canadian "gyprock", "plasterboard", "mud and tape"; Spain/Mexico "placa de yeso", "panel de yeso".
  ['gyprock|gyproc|plasterboard|plaster board|wall ?board|drywal|drywell|dry-wall|drwall|sheet-rock|sheetrok', 'drywall'],
  ['mud(?:ding)? and tap(?:e|ing)|tape and mud(?:ding)?', 'drywall tape'],
  // "cambiar las puertas por unas lacadas": the new ones come lacquered; the job is the doors, not paint.
  ['\\b(?:por|for) (?:unas|unos|otras|otros|some|new|nuevas|nuevos) (?:lacad\\w*|lacquered|pintad\\w*|painted)', 'por nuevas'],
  // "tv mounting, 65 inch, drywall wall": what the wall is made of, where something is mounted, is not drywall work.
  [
    '(?<=\\b(?:tv|television|mount\\w*|hang\\w*|shelf|shelves|mirror|pictures?)\\b[\\s\\S]*)(?:drywall|sheetrock) walls?\\b|' +
      '(?:drywall|sheetrock) walls?\\b(?=[\\s\\S]*\\b(?:tv|television|mount\\w*|hang\\w*|shelf|shelves|mirror|pictures?)\\b)|' +
      '\\b(?:wall|walls) (?:is|are|its|it s) (?:drywall|sheetrock)',
    'wall',
  ],
  // "la pared es de tablaroca por si acaso", "el tabique es de pladur": what the wall is made of, told for the fixings.
  ['(?:pared|paredes|muro|tabique) (?:es|son|esta hecha|esta hecho) de (?:tablaroca|pladur|durlock|drywall|yeso|tabla roca)', 'pared'],
  // "la cubierta de la cocina… es de azulejito y ya se despegó, la quiero de granito": what the old countertop is made of.
  [
    '(cubierta|cubiertas|encimera|encimeras|countertop|countertops|counter|barra de (?:la )?cocina)((?: [a-z]+){0,10}?) (?:es|son|is|are) (?:de |of |all |old )?(?:azulejos?|azulejitos?|losetas?|ceramicas?|mosaicos?|tiles?|tile)(?![a-z])',
    '$1$2 vieja',
  ],
  // "door handle went straight thru the wall", "le di con el pomo al pladur": the knob made a hole in the wall.
  [
    '(?:the |a |my )?(?:door ?knob|door handle|handle|knob)s? (?:went|goes|gone) (?:straight |right )?(?:through|thru|into) (?:the |a )?(?:wall|drywall)',
    'holed the wall',
  ],
  [
    '(?:(?:le )?(?:he dado|di|dio|dieron|pegue|pego)|golpe\\w*) con (?:el|la) (?:pomo|manija|manilla|picaporte|perilla)(?: de la puerta)? (?:a|al|en|contra) (?:la |el )?(?:pared|pladur|tablaroca|tabique)',
    'hice un agujero en la pared',
  ],
  // "a hole where the door handle went through", "doorknob hole": the knob made the hole, it is not a lock job.
  [
    '(?:the |a |my )?(?:door ?knob|door handle|handle|knob)s? (?:went through|goes through|hit|banged|punched|slammed)(?: into)?(?: it| the wall)?|(?:door ?knob|door handle) holes?|holes? from (?:the |a )?(?:door ?knob|door handle)',
    'hole',
  ],
  // "put the doorknob thru the wall", "the hole behind the bedroom door": where the hole is, and what made it.
  [
    '(?:put|shoved|pushed|banged|slammed|sent) (?:the |a |his |her |their )?(?:door ?knob|door handle|handle|knob) (?:thru|through|into|in) (?:the |a )?wall',
    'made a hole in the wall',
  ],
  [
    '(?:behind|next to|beside) (?:the |a |my |our )?(?:bedroom|bathroom|front|back|closet|garage|kitchen|basement|laundry) door\\b(?! (?:frame|jamb|trim|casing|knob|handle|lock))',
    'there',
  ],
  // "hang + tape drywall", "drywall hung and taped": new board is hung, then taped; the tape is not a patch.
  [
    '(hang|hung|hanging|install|installed),? (?:\\+ |and |& |n )?(?:tape[ds]?|taping)(?: (?:and|&|\\+|n) (?:mud|mudded|finish|finished))?',
    '$1',
  ],
  // "patch the ceiling where the old fixture box was", "tapar donde estaba la lámpara": where a thing was is the place of the patch.
  [
    'where (?:the |an? |my )?(?:old )?(?:[a-z]+ ){0,2}(?:box|fixture|light|fan|outlet|switch|vent|thermostat|tv|mount|shelf|shelves|cabinet|sink|toilet)s? (?:was|were|used to be|went|came out|came off|got removed)',
    'there',
  ],
  // "patch where the old tv mount was": the holes it left.
  [
    'where the (?:old )?(?:tv mount|tv bracket|mount|bracket|shelf|shelves|mirror|mirrors|picture|pictures|curtain rod|rods?|hooks?|anchors?) (?:was|were|used to be|came out|hung)',
    'the holes',
  ],
  [
    'donde (?:estaba|estaban|iba|iban|quitaron|quite) (?:el|la|los|las) (?:[a-z]+ ){0,2}?(?:lampara|lamparas|foco|focos|ventilador|contacto|enchufe|apagador|interruptor|caja|repisa|repisas|estante|mueble|tele|soporte)s?(?: (?:vieja|viejo|viejas|viejos|anterior|antigua|antiguo))?',
    'ahi',
  ],
  ['cottage cheese ceiling|acoustic ceiling|stipple ceiling|stippled ceiling', 'popcorn ceiling'],
  ['knock ?down texture|orange peel texture', 'texture wall'],
  ['placas? de yeso|panel(?:es)? de yeso|placa de pladur', 'pladur'],
  // Mexico: "tabla roca" split, small holes ("hoyitos"), holes drilled ("perforaciones").
  // "un muro de tabla roja": voice-to-text for tablaroca.
  ['tabla ?roca|tabla-roca|tabla roja', 'tablaroca'],
  ['soclo', 'zoclo'],
  ['soclos', 'zoclos'],
  ['hoyitos|hoyotes', 'hoyos'],
  ['hoyito|hoyote', 'hoyo'],
  ['agujeritos?|perforaciones|perforacion', 'agujeros'],
  // Flooring: brands as nouns (Pergo, Lifeproof, COREtec), "floating floor", misspellings.
  ['pergo|laminet|lamanate|laminent|lamanet|laminite|lamminate|laminat|floating floors?|floating floor(?:ing)?', 'laminate'],
  ['lifeproof|coretec|vynil|vinal|vinyle|vinly', 'vinyl'],
  ['hard wood|hardwod|harwood|hardwoord', 'hardwood'],
  ['piso flotante|suelo flotante|tarima sintetica', 'piso laminado'],
  [
    '(poner|instal\\w*|coloc\\w*|cambi\\w*|pongan|ponga|quiero|necesito) (?:la |una |de )?tarima(?! de (?:la )?terraza| exterior| (?:de )?madera exterior| del? jardin)',
    '$1 tarima flotante',
  ],
  // Spain's "tarima" indoors is the floating floor unless said to be solid wood ("tarima maciza"); outdoors it is a deck.
  ['tarima(?! flotante| maciza| de madera| exterior)(?![^.]{0,40}\\b(?:jardin|patio|terraza|exterior|piscina|deck)\\b)', 'tarima flotante'],
  // Tile: "back splash", Spain "gresite", misspellings.
  // Spain: "que me alicatéis el baño": every form of alicatar is wall tiling.
  ['(alicat\\w*\\b[^.,]*?) con (?:azulejos?|baldosas?)(?: nuev[oa]s?)?', '$1'],
  ['alicat(?:eis|en|e|es|as|amos|ado|ada|ados|adas|arme|arnos|ais|ara|aran)', 'alicatar'],
  // "want 3x6 subway on the walls": subway is a tile.
  ['subway(?! tiles?)', 'subway tile'],
  ['back ?splash(?:es)?|backsplace|black splash', 'backsplash'],
  ['gresite|gresites', 'azulejo'],
  // "el piso se levantó", "se despegaron": a floor or tiles come up, a damage to repair.
  ['se (?:levanto|levantaron|ha levantado|han levantado)', 'levantado'],
  ['se (?:despego|despegaron|ha despegado|han despegado)', 'despegado'],
  // Spain and Mexico: a bathroom's or a kitchen's floor with no material named is tile ("cambiar el suelo del baño").
  [
    '(?:suelo|piso) (del (?:bano|aseo|balcon)|de (?:la )?(?:cocina|terraza|ducha))(?![\\s\\S]*\\b(?:lamina\\w*|vinil\\w*|parquet|madera|tarima|moqueta|alfombra|microcemento|flotante|duela|porcel\\w*|azulejo\\w*|loseta\\w*|baldosa\\w*|ceramic\\w*|mosaico\\w*|gres)\\b)',
    'piso de loseta $1',
  ],
  // "the tile and grout", "azulejos y juntas": one surface, not two jobs.
  ['tiles? (?:and|&|n) grout|grout (?:and|&|n) tiles?', 'tile grout'],
  ['azulejos? y (?:las )?juntas|juntas y (?:los )?azulejos?', 'azulejos juntas'],
  ['tyle|tiel|tilling(?= (?:the|my|a|floor|bathroom|shower|backsplash|kitchen))', 'tile'],
  // Plumbing: Canadian "garburator", "plugged" (clogged), "stopcock"; Mexico "desatorar", "boiler" (water heater).
  ['garburator|garberator|garborator|garbage disposer|garbage disposel|garbage disposial|disposall|disposer|disposers', 'disposal'],
  // "the disposal under the kitchen sink": the sink is where the disposal sits, not the job.
  ['disposal (?:under|below|beneath|in) (?:the |my |our )?(?:kitchen )?sink', 'disposal'],
  ['plugged (?:in|into)', 'connected'],
  ['plugged(?: up)?', 'clogged'],
  ['stop ?cock|shut ?off|shut-off', 'shutoff'],
  ['fawcet|facet|faucit|fosset|fossit|fausit|fauset|fawset|faucett|fuacet|faucents', 'faucet'],
  ['toilit|toillet|tiolet|toilett|toylet|toilets?(?= seat)', 'toilet'],
  ['flapper|fill valve|flush valve|wax ring', 'toilet flush'],
  ['roto ?rooter|rooter|hydro ?jet(?:ting)?|jetting', 'drain unclog'],
  ['p ?-?trap|pee ?traps?', 'drain pipe'],
  // "dripping into the cabinet and the wood is swelling": the cabinet under a leak is where the water goes, not the job.
  [
    '(dripping|leaking|leaks|drips|drip|leak|water|wet) (?:\\w+ )?(?:into|in|under|inside|onto) (?:the |my )?(?:sink |kitchen |bathroom |vanity )?(?:cabinet|cupboard|vanity|mueble|gabinete)s?(?: and the wood is (?:swelling|swollen|warped|warping|rotting|soft))?',
    '$1',
  ],
  // "azulejo en la pared de la tarja y la estufa": the wall behind the sink and the stove (a backsplash), not the stove.
  [
    'pared (?:de|detras de|atras de|entre) (?:la |el )?(?:tarja|estufa|fregadero|parrilla|cocineta)(?: (?:y|con) (?:la |el )?(?:tarja|estufa|fregadero|parrilla))?',
    'pared de la cocina',
  ],
  // "need a price on about 180 ft of gutter for the pole barn": a run of gutter priced is gutter bought and hung.
  [
    '(price|quote|estimate|cost) (?:on|for) (?:about |around |roughly )?(\\d+) ?(ft|feet|foot|lf) of (gutter|gutters|eavestrough|eavestroughs)\\b(?! (?:clean\\w*|flush\\w*))',
    '$1 for $2 $3 of new $4',
  ],
  // "need 6 inch gutters on the back of the house": gutters wanted on a part of the house are new ones.
  ['(need|want|wanting) (?:\\d+ (?:inch|in) )?gutters (on|along|around|across) the', '$1 new gutters $2 the'],
  // "slab is in good shape, no cracks", "sin fugas": trouble said to be absent is no repair.
  [
    '(?:no|zero|without|sin|ningunas?) (?:visible )?(?:cracks?|cracking|leaks?|leaking|damage|rot|grietas?|fugas?|goteras?|danos?)\\b',
    'in good shape',
  ],
  // "framing and electrical are done and passed inspection": earlier trades' work finished, not jobs to quote.
  [
    '(?:framing|electrical|plumbing|rough ?in|insulation|wiring|estructura|instalacion electrica|plomeria)(?: (?:and|with) (?:the )?(?:framing|electrical|plumbing|rough ?in|insulation|wiring)| (?:y|with) (?:la )?(?:estructura|instalacion electrica|plomeria))? (?:is|are|s|re|has been|have been|ya esta|ya estan|esta|estan) (?:all |already |both |ya )?(?:done|finished|complete|completed|hecha|hechas|terminada|terminadas|lista|listas)(?: and (?:passed|inspected)(?: (?:the )?inspection)?)?',
    'the prep is ready',
  ],
  // "can they do the inside of the oven too?", "do the inside of the windows": doing an inside is cleaning it.
  [
    '(?:do|doing) (?:the )?(inside|insides|outside|interior)(?: of)? (?:the |my |our )?(ovens?|fridges?|refrigerators?|windows?|microwaves?|cabinets?|cupboards?)',
    'clean the $1 of the $2',
  ],
  // "regular clean not a deep one": the deep clean is the one not wanted.
  ['(?:not|no) (?:a )?deep (?:one|clean|cleaning)', 'standard'],
  // "going from 3-tab to architectural": the two kinds of asphalt shingle, named without the word.
  ['(?:3|three) tab(?: shingles?)? to architectural(?: shingles?)?', 'replace the 3 tab shingles with architectural shingles'],
  ['3 tab(?! shingles?)|three tab(?! shingles?)', '3 tab shingles'],
  ['(to|with|for) architectural(?! shingles?)', '$1 architectural shingles'],
  // "gotea abajo del mueble, se está hinchando la madera": where a leak's water goes, not cabinet work (as "the cabinet is soaked").
  [
    '(?:gotea|escurre|sale agua) (?:abajo|debajo|dentro) del mueble|se (?:esta |le esta )?(?:hinchando|inflando|pudriendo) (?:la madera|el mueble)|(?:la madera|el mueble) (?:se )?(?:hincho|hinchado|inflado|mojado|podrido)',
    'gotea',
  ],
  // "tarima de madera exterior para la terraza": decking outdoors is a deck, not a floor.
  [
    'tarima(?: de madera)?(?: tropical| de composite| sintetica)? (?:exterior|para (?:la |el )?(?:terraza|jardin|patio|piscina)|en (?:la |el )?(?:terraza|jardin|patio))',
    'deck de madera',
  ],
  // "kitchen sink is clogged, both sides": the two bowls of one sink, not two sinks.
  [
    '(sink|fregadero|tarja)((?: [a-z]+){0,4}),? (?:on )?(?:both|the two|ambos|los dos|las dos) (?:sides|bowls|lados|senos|pozas)',
    '$1$2 double bowl',
  ],
  ['(?:both|the two|ambos|los dos|las dos) (?:bowls|senos|pozas)|(?:both|the two) sides of (?:the |my )?sink', 'double bowl'],
  // "let me look at the paperwork again": the customer reading their own papers, not an inspection.
  [
    '(?:look|looking|check|checking|go over) (?:at )?(?:the |my |our )?(?:paperwork|papers|report|estimate|quote|invoice|notes|plans|receipts?)',
    'reread my notes',
  ],
  // "a few big firs leaning toward the house", "the maple out front": trees by their kind.
  ['(?:firs|pines|oaks|maples|spruces|birches|elms|willows|poplars|cottonwoods|evergreens|sycamores|aspens)\\b|palm trees\\b', 'trees'],
  [
    '(fir|pine|oak|maple|spruce|birch|elm|willow|poplar|cottonwood|sycamore|aspen)\\b(?! (?:trees?|floors?|flooring|cabinets?|trim|tables?|wood|hardwood|veneer|furniture|boards?|plywood|stain|finish|color|colour)\\b)',
    '$1 tree',
  ],
  // "a new deck 12' x 16' off the back sliding door": the door the deck steps out from is where it goes, not a door job.
  [
    "(deck|patio|porch|stairs|steps|landing|terraza)((?: [a-z0-9'.]+){0,6}) (?:off|out|outside|from|desde|junto a|frente a) (?:of )?(?:the |our |my |la )?(?:back |front |side |kitchen |rear )?(?:sliding (?:glass )?|slider |french |patio )?(?:doors?|slider|puerta(?: corrediza)?)",
    '$1$2 off the house',
  ],
  // "so no railing needed", "sin barandal necesario": a part said not to be wanted is no job.
  ['(?:no|without|sin) (?:[a-z]+ ){1,2}(?:needed|required|necessary|necesari[oa]s?|hace falta)', 'nothing else needed'],
  // "Do you need a gate?" … "one side, no gate": a part said not to be wanted is no job ("there's no gate" still may be).
  [
    '(?:no|sin)(?<!\\b(?:there s|there is|theres|has|have|had|hay|tiene|tienen|tenemos|tengo) (?:no|sin)) (?:new )?(?:gates?|railings?|handrails?|downspouts?|porton|portones|barandal|barandales|barandilla|barandillas)(?! (?:latch|latches|hinges?|opener|closes|closing|close|works|working|lock|locks|cierra|funciona|jala)\\b)',
    'nothing else needed',
  ],
  // "the cabinet floor is soaked": where a leak's water went, not cabinet work.
  ['cabinet (?:floor |bottom |base )?(?:is |are |got |was |getting |all )?(?:soaked|wet|soggy|swollen|warped|damp)', 'wet'],
  // "shutoff valves under 4 sinks": a count of places, not of valves (each sink has one or two).
  [
    '((?:shut ?off|shutoff|angle stop|stop|supply)(?: valves?| lines?)?s?( replaced| changed| swapped| redone)?) (?:under|for|on|at|in|behind) (?:the |all |all the |our |my )?(?:(?:\\d+|two|three|four|five|six|both)(?: of (?:my|our|the))? )?(?:bathroom |kitchen )?(sinks|toilets|fixtures|vanities)(?: (?:and|with) (?:the )?(?:\\d+ )?(?:bathroom |kitchen )?(?:sinks?|toilets?|tubs?))?',
    '$1 under the $3',
  ],
  // "el grifo del fregadero", "la llave del fregadero": the faucet at the sink, not the sink.
  ['(grifo|grifos|llave|llaves|monomando) (?:del|de la) (?:fregadero|pila|tarja|lavaplatos)', '$1 de la cocina'],
  ['(grifo|grifos|llave|llaves|monomando) (?:del|de la) (?:lavabo|lavamanos)', '$1 del bano'],
  // "the sink drains slow": the verb, not several drains.
  ['(sink|tub|shower|bathtub|toilet|washer|dishwasher) drains', '$1 drain'],
  // "se me sale el agua por el canalón y me está manchando la pared": the stain it leaves is why, not a wall job.
  ['(?:esta|estan) manchando (?:toda |todo )?(?:la|el|las|los|mi|mis) (?:pared|paredes|techo|techos|fachada|muro|muros)', 'causa humedad'],
  // "we finished framing the basement, need drywall hung": the trade done before the job is where things stand.
  [
    '(?:finished|completed|wrapped up) (?:the |our |all the )?(?:framing|wiring|insulation|insulating|rough ?-?in|plumbing rough ?-?in)',
    'we are ready',
  ],
  ['(?:terminamos|acabamos|hicimos) (?:la |el )?(?:estructura|armado|instalacion electrica|cableado)', 'ya estamos listos'],
  ['pics|pix', 'pictures'],
  // "hang 5 framed pictures": the frames are the pictures', no framing job.
  ['framed (pictures?|photos?|art|artwork|prints?|posters?|mirrors?|diplomas?|paintings?)', '$1'],
  // "hardwood in the master bedroom instead of carpet": the floor taken out is not the one to lay.
  [
    '(?:instead of|in place of|rather than|en vez de|en lugar de) (?:the |my |our |el |la |los |las )?(?:old |viej[oa]s? )?(?:carpet|carpeting|tiles?|laminate|vinyl|linoleum|lino|hardwood|alfombra|moqueta|losetas?|azulejos?|parquet)',
    'instead of what is there',
  ],
  // "ventanas de aluminio sin rotura de puente": a thermal break, not something broken.
  ['(?:con|sin) rotura de puente(?: termico)?', 'de modelo antiguo'],
  // "pintar 3 dorm.", "2 habs": bedrooms, shortened.
  ['dorms?|dormis', 'dormitorios'],
  ['habs', 'habitaciones'],
  ['imper meabiliz(\\w*)', 'impermeabiliz$1'],
  // "me cambio de piso", "nos cambiamos de casa": a move.
  [
    '(?:me|nos|se) (?:cambio|cambiamos|cambia|cambian|cambie) de (?:casa|piso|depa|departamento|apartamento|vivienda)(?= (?:de|desde|a|al|hasta|para|dentro|el|este|esta|la|y) [a-z])',
    'me mudo',
  ],
  // Valencia's Campanar is a neighbourhood, not a "campana" (range hood).
  ['campanar', 'barrio'],
  // "tengo ya la toma de agua con el desagüe", "las tomas ya están hechas": the hookups are ready, no plumbing job.
  ['(?:tengo|tenemos|hay)(?: ya)? (?:la |las )?tomas?(?: de agua)?(?: con (?:el |la )?desague)?', 'conexiones listas'],
  ['tomas?(?: de agua)?(?: con (?:el |la )?desague)? ya (?:estan|esta)(?: hech[oa]s?)?', 'conexiones listas'],
  // "una lavavajillas nueva (ya está la toma)": the hookup is ready, said the other way round.
  [
    'ya (?:esta|estan|tengo|hay) (?:la |las )?tomas?(?: de agua| de corriente| electrica)?(?: lista| listas| hech[oa]s?)?',
    'conexiones listas',
  ],
  // "soy propietario de un piso en Carabanchel", "mi piso en Chamberí": Spain's flat, not a floor.
  ['(propietari[oa]s?|duen[oa]s?) de (un|una|el|mi) piso', '$1 de $2 vivienda'],
  ['(un|mi|el|este|ese|nuestro|su) piso (?=en (?!el |la |los |las )[a-z]|de alquiler|vacio|que se (?:acaba|ha quedado))', '$1 vivienda '],
  // "Piso en Sant Boi de Llobregat." (a sentence that opens with it) is handled in segments.ts, before sentences merge.
  // "cada dos por tres": all the time, not two or three of anything.
  ['cada dos por tres', 'a menudo'],
  // "cambiar el lavabo con pie por uno con mueble": the stand or cabinet describes the sink, it is no cabinet job.
  ['(lavabo|lavabos|lavamanos|fregadero|tarja) (?:con|de|sin) (?:pie|pedestal|mueble|encimera)', '$1'],
  ['por (?:uno|otro) (?:con|de|sin) (?:pie|pedestal|mueble|encimera)', 'por uno nuevo'],
  // "desmontar 2 armarios empotrados": built-in wardrobes, not recessed lights.
  ['(armario|armarios|closet|closets|ropero|roperos) empotrad[oa]s?', '$1'],
  // "que me monten una cama en el piso nuevo": the new flat the customer moves to, not a new floor.
  ['(en el|al|del|para el|hasta el|desde el) piso nuevo', '$1 departamento nuevo'],
  ['desatorar|desatore|desatoren|desatoro|desazolvar|desazolve', 'destapar'],
  ['se tapo|se tapa|esta tapado|esta tapada|se atasco|esta atascado|esta atascada', 'tapado'],
  ['(el|un|del|mi|al|nuestro|su|este|ese|tu) boiler (?:de la |de |del )?(?:calefaccion|radiadores|calefactor)', '$1 caldera calefaccion'],
  ['(el|un|del|mi|al|nuestro|su|este|ese|tu|de) boiler', '$1 calentador'],
  ['boyler|boiller|boyller', 'boiler'],
  ['boiler de paso|boiler de gas|boiler electrico|boiler solar', 'calentador'],
  ['rinnai|navien|noritz|takagi', 'tankless water heater'],
  ['arqueta', 'drenaje'],
  ['sifon', 'tuberia'],
  ['plumer|plummer|plumbr|plumbar', 'plumber'],
  ['(the|my|our|upstairs|downstairs) john', '$1 toilet'],
  ['escusados?|excusados?|escusao', 'excusado'],
  // Spain's "el wáter" is the toilet; English "water" is not ("that's not near water").
  ['(el|un|del|al|mi|nuestro|este|ese) water', '$1 inodoro'],
  // "el baño no deja de correr agua" (Mexico): the toilet runs.
  ['bano (?=(?:[a-z]+ ){0,3}(?:no deja de|no para de|se queda|se la pasa) (?:correr|corriendo|tirar|tirando|llenar|llenarse))', 'inodoro '],
  // "el wc se queda corriendo", "no para de tirar agua": water that keeps running is a fault, not a current.
  [
    '(?:se queda|sigue|siguen|no para de|no deja de|esta|todo el dia) (?:corriendo|correr|tirando|tirar|escurriendo|escurrir|soltando|soltar)(?: (?:el |de )?agua)?|(?:corre|escurre|tira) (?:el )?agua (?:todo el dia|sin parar|constantemente)',
    'falla',
  ],
  // A leak that comes from a pipe is the plumbing's ("una gotera que viene de una tubería").
  [
    'goteras?(?: (?!que\\b)[a-z]+){0,5} (?:que viene|que sale|que cae|viene|sale|por|de) (?:de |por )?(?:una |la |el |un |las |los )?(tuberias?|tubos?|caneria|lavabo|fregadero|tinaco|bajante|regadera|ducha|(?:bano|departamento|piso|depa|vecino) de arriba)',
    'fuga $1',
  ],
  // Electrical: misspellings, brands (Ring, Nest, Tesla), "plug-in", Spain "cuadro eléctrico", "saltan los plomos".
  ['outlit|outet|oulet|outlett|out let|outlents', 'outlet'],
  ['light ?switch(es)?', 'light switch$1'],
  ['dimer|dimmmer', 'dimmer'],
  ['electrition|electricion|electrican|electrision|electritian|elecrician', 'electrician'],
  ['chandalier|shandelier|chandelear|chandeleir', 'chandelier'],
  ['celing|cieling|ceilling|cealing|seiling', 'ceiling'],
  // "the front and back doors" are two doors; "2 exterior doors (front and back)" names the two, it adds none.
  ['(?:the |my |our )?(front|back|side) and (front|back|side|garage) doors', 'the $1 door and the $2 door'],
  ['(doors|door),? \\(?(?:both )?(?:the )?(?:front and back|back and front|front and side)(?: ones?)?\\)?', '$1'],
  ['(?:las )?puertas de (adelante|enfrente|delante) y (?:de )?(atras|detras)', 'la puerta de $1 y la puerta de $2'],
  ['(?:ring|nest|eufy|arlo|blink|google) (?:video )?(doorbell|door bell)|door bell', 'video doorbell'],
  ['(?:hard ?-?wired|hardwire|wired) (smoke|doorbell|video doorbell|detectors?|alarms?)', '$1'],
  ['hard ?-?wired', 'fixed'],
  // "panel's right beside it", "el cuadro está al lado": where the panel is, for a charger or a circuit, not panel work.
  [
    'panel(?: is| s|s)? (?:is )?(?:right |just )?(?:on the same wall|beside it|next to it|right there|there|nearby|close by|close to it|close|near it|in the garage|on the other side of the wall)|cuadro (?:electrico )?(?:esta|queda) (?:justo )?(?:al lado|cerca|en la misma pared|en el garaje)',
    'power nearby',
  ],
  // "we just got an electric car and need a charger": the car the charger is for, told as news.
  [
    '(?:got|bought|have|purchased|picked up) (?:an? |our |my )?(?:new )?(?:electric car|electric vehicle|ev|tesla|hybrid)(?<=\\b(?:we|i) (?:just |recently )?[a-z ]+)',
    'ev',
  ],
  // "uno se mueve", "the switch plate moves": a loose thing, not a move.
  ['(?:se mueve|se menea|se mueven|se menean)', 'esta flojo'],
  // A truck model is not a light nor a count: "a charger for my F-150 Lightning".
  ['(?:ford )?f ?-?(?:150|250|350)(?: lightning)?|(?:ford|rivian|cybertruck) \\w+', 'pickup'],
  ['lightning(?: strike)?', 'thunderstorm'],
  ['(?:ring|nest|eufy|arlo|blink|google|video) (doorbell|door bell)(?: \\(wired\\)| wired)?', 'video doorbell'],
  ['tesla (?:wall )?(?:connector|charger)|chargepoint|juicebox|level 2 charger|level ii charger', 'ev charger'],
  ['(?:un|hay|tengo un|hace|hizo) corto(?: ?circuito)?', 'un cortocircuito'],
  ['telefonillo|portero automatico|interfono', 'portero'],
  ['cuadro electrico|cuadro de luz|caja de fusibles|caja de breakers', 'tablero electrico'],
  // "cabinet locks, outlet covers, gates at the stairs": childproofing hardware, not cabinets or outlets to install.
  [
    '(?:cabinet|drawer|cupboard|toilet|fridge|oven) (?:latches|latch|locks|lock)|outlet (?:covers|caps|plugs)|baby gates?|safety gates?|gates at the stairs|stair gates?',
    'childproofing',
  ],
  // "una terraza de madera en el patio": Mexico's wooden terrace on the ground is a deck.
  [
    '(quiero|queremos|ocupo|ocupamos|necesito|necesitamos|me gustaria) (?:una |un )?(?:terraza|deck) de madera',
    '$1 construir deck de madera',
  ],
  ['terrazas? de madera', 'deck de madera'],
  // "un muro divisorio de tablaroca": a partition of drywall is drywall work, framing included.
  ['(?:muro|pared|tabique)(?: divisori[oa])? de (tablaroca|tabla roca|pladur|durock|drywall)', 'muro de $1'],
  // "un muro para sacar otra recámara", "a wall to make another bedroom": what the work is for, not a job of its own.
  [
    '(?:para|pa|to) (?:sacar|hacer|tener|dividir|make|create|get|add|split off) (?:otra|otro|una|un|mas|another|an extra|a new|one more) (?:recamara|cuarto|habitacion|dormitorio|oficina|bedroom|room|office)',
    'para dividir',
  ],
  // "la toma de agua ya está": the water supply, not an outlet ("toma de corriente").
  ['tomas? (?:de|del) agua', 'suministro'],
  // A baby who crawls ("ya gatea") is not a gate.
  ['gatea|gatear|gateando|gatee', 'bebe'],
  // Mexico: "se me bota la pastilla cada que prendo el micro y la cafetera": a breaker that trips under load.
  [
    'se (?:me |nos )?(?:bota|botan|boto|botaron|bajan|baja|cae|caen) (?:la pastilla|las pastillas|el breaker|los breakers|el interruptor)',
    'salta la pastilla',
  ],
  [
    '(?:cada que|cada vez que|cuando|si) (?:prendo|prendemos|conecto|conectamos|uso|usamos|pongo|ponemos) (?:el |la |los |las )?(?:micro|microondas|cafetera|secadora|plancha|horno|aire|minisplit|boiler|calentador|hervidor)(?: (?:y|e|con) (?:el |la )?(?:micro|microondas|cafetera|secadora|plancha|horno|aire|minisplit|hervidor))?(?: juntos| al mismo tiempo| a la vez)?',
    'con carga',
  ],
  // "fits 4 cars", "para 2 coches": how big a driveway or garage is, not a vehicle to work on.
  ['(?:fits|holds|for|de|para) (?:\\d+|two|three|four|dos|tres|cuatro) (?:cars|coches|carros|autos|vehicles)', 'large'],
  // Quebec English: "2 chambres + the salon", "the living": bedrooms and the living room.
  ['chambres', 'bedrooms'],
  ['(?:salon|living)(?<=\\b(?:the|a|my|our|and|\\+) (?:salon|living))(?! (?:room|rm)\\b)', 'living room'],
  // "a little furnace room we're not doing": a room named for what is in it, not that thing's work.
  ['(?:furnace|utility|mechanical|boiler|electrical|laundry) room', 'utility room'],
  // "una puerta de 3 metros para que entre el coche": the gate the car goes through.
  [
    '(?:puerta|porton|cancela)(?: grande)?(?: de \\d+(?:[.,]\\d+)? (?:metros|m))? para que (?:entre|pase|quepa|salga) el (?:coche|carro|auto)',
    'cancela',
  ],
  // Vancouver's "east van", "north van": a place, not a van.
  ['(?:east|west|north) van\\b', 'vancouver'],
  // Voice-to-text: "three sealing fans".
  ['sealing (fans?|lights?)', 'ceiling $1'],
  // "an estimate for replacing the roof": the customer asks a price, not an inspection.
  ['estimate (?:for|on|to)', 'quote for'],
  // "montaje split salón": mounting an air conditioner is installing it.
  ['montaje (?:de )?(?:un |una |el |la )?(split|splits|aire|minisplit|minisplits)', 'instalar $1'],
  // "put two wall heat pumps", "putting in a mini split": a unit put in is installed.
  [
    'put(?:ting|s)?(?: in| up)? (?=(?:(?:a|an|the|my|our|\\d+|two|three|four|new)\\s+)*(?:wall(?:-mounted)?\\s+|ductless\\s+)?(?:heat pumps?|minisplits?|mini splits?|ac units?|air conditioners?|a c units?))',
    'install ',
  ],
  // "dos cosillas: …", "two things:": how many jobs follow, not a count of either.
  [
    '(?:dos|tres|cuatro|two|three|four|un par de|couple of|couple) (?:cosas|cosillas|cositas|things|jobs|trabajos|chapuzas)(?=\\s*:|\\s+(?:la|el|los|las|the|a|an|un|una|mi|my|replace\\w*|fix\\w*|repair\\w*|cambiar|arreglar|poner)\\b)',
    'things',
  ],
  // "cambiar 3 puertas de paso por lacadas en blanco": doors changed for new lacquered ones, not doors painted.
  [
    '(cambi\\w*|sustitu\\w*|reemplaz\\w*) ((?:\\d+ |las |unas |todas las )?puertas(?: de paso| interiores| del piso)?) por (?:unas |otras )?(?:lacadas|nuevas|blancas)\\b',
    '$1 $2 por puertas nuevas',
  ],
  // Quebec "l'appart": the apartment.
  ['appart|apparts|appartement|appartements', 'apartment'],
  // "moving my phone number from Videotron to Fizz", "portar mi número": a phone line, not a move.
  [
    '(?:moving|move|transfer\\w*|port\\w*|switch\\w*) (?:my |our |the )?(?:phone |cell |mobile |home )?(?:numbers?|lines?)(?! (?:of|for) )|switch\\w* (?:[a-z]+ ){0,3}?to (?:a |an )?(?:[a-z]+ )?(?:flip|cell|smart|mobile)? ?phone|(?:portar|cambiar|pasar|mover) (?:mi |el )?(?:numero|linea) (?:de (?:telefono|celular|movil) )?(?:de|a)',
    'phone plan',
  ],
  // Mexico: "mantenimiento de jardín": garden upkeep is yard work.
  ['mantenimiento (?:de|del|al) (?:jardin|patio|pasto|cesped)', 'limpieza de jardin'],
  // "me ha saltado el diferencial", "el diferencial se dispara": a breaker that trips is a fault to find, not a new GFCI.
  [
    '(?:saltan|salta|se bajan|se baja|ha saltado|han saltado|salto|saltaron|se ha bajado|se bajo|se dispara|se disparo|se ha disparado|no para de saltar|no deja de saltar) (?:los plomos|el diferencial|la pastilla|el automatico|los automaticos|el termico|el breaker)|(?:los plomos|el diferencial|la pastilla|el automatico|el termico|el breaker) (?:salta|saltan|se baja|se dispara|se disparo|ha saltado|salto|no sube|no aguanta|no se queda arriba)',
    'salta la pastilla',
  ],
  // "me ha pasado vuestro contacto mi cuñada", "les escribo porque me dieron su contacto": the business's phone, not an outlet.
  [
    '(?:su|tu|vuestro|sus|tus|vuestros) contactos?|(?:pasaron|paso|pasado|dieron|dio|dado|recomendaron|recomendo|tengo|consegui) (?:el|este) contacto',
    'numero',
  ],
  // "cambiar los focos del techo por empotrados": the ceiling is where the lights are, not the roof.
  ['(focos?|lamparas?|luz|luces|spots?|plafones|candiles?|apagadores?|contactos?) (?:de|del) (?:techo|plafon)', '$1'],
  // "luminarias de empotrar", "lámparas para empotrar": recessed lights, said by what they are made for.
  ['(?:luminarias?|lamparas?|focos?|luces|luz|spots?) (?:de|para) empotrar', 'luces empotradas'],
  // "cambiar los focos por luces empotradas": what they are changed for is what is installed.
  [
    '(?:focos?|luces|lamparas?|plafones|spots?|candiles?)(?: (?!por\\b)[a-z]+){0,4} por (?:unos |unas )?((?:\\d+ )?(?:luces|focos|lamparas|spots|downlights) empotrad\\w*)',
    '$1',
  ],
  // HVAC: "furnance", "thermastat", brands as nouns, "central air", "ductless"; Spain/Mexico words.
  ['furnance|furnice|fernace|furnase|furnace(?:s)? ?guy', 'furnace'],
  ['thermastat|thermostate|thermistat|thermstat|themostat', 'thermostat'],
  ['air conditoner|air conditionar|airconditioner|air conditionner|air condition', 'air conditioner'],
  // "limpien los aires acondicionados": Spanish words for Spanish verbs.
  ['aire condicionado|aires acondicionados|aires condicionados', 'aire acondicionado'],
  // "los aires acondicionados de casa": whose they are; the house is not what is cleaned.
  ['(aire acondicionado|climas?|minisplits?|splits) (?:de|en) (?:la |mi )?casa', '$1'],
  ['central air|central ac', 'central ac'],
  ['ductless(?: mini ?split)?|mini ?split|mini-split', 'minisplit'],
  ['mini ?splits|mini-splits', 'minisplits'],
  [
    '(?:my|the|our) (?:trane|carrier|lennox|goodman|rheem|york|bryant|daikin|mitsubishi)(?= (?:is|isnt|wont|not|keeps|stopped|unit|system))',
    'my ac',
  ],
  // "the 3 ton unit on the roof stopped cooling", "la unidad de la azotea ya no enfría": a cooling unit is the AC.
  [
    'units?(?= (?:[a-z0-9]+ ){0,8}(?:stopped|stops|quit|quits|isnt|is not|not|wont|won t|no longer|aint) (?:cooling|blowing cold))',
    'ac unit',
  ],
  // "the furnace keeps short cycling": the heating turning on and off, not an electrical short.
  ['short[ -]?cycl\\w*', 'cycling on and off'],
  ['baseboard heaters?|space heaters?|wall heaters?', 'heater'],
  ['aires? lavados?|enfriador(?:es)? evaporativos?|coolers? evaporativos?', 'swamp cooler'],
  // Landscaping: "weed whacking", "yard work", "aeration", "shovelling"; Mexico "chapeo", Spain "desbroce".
  ['weed ?whack\\w*|weed ?eat\\w*|string trim\\w*', 'weeding'],
  ['yard ?work|yard ?care|yard clean ?-?ups?', 'yard cleanup'],
  // "lots of leaves, some trash blown in over winter": litter the wind brought is part of a yard clean-up, not junk to haul.
  ['(?:trash|garbage|litter|debris|junk) (?:that )?(?:blew|blown|blowing|got blown) in', 'leaves'],
  // "clean up the planting beds", "weed the flower beds": beds in a garden, never bedrooms.
  ['(?:flower|planting|plant|garden|veggie|vegetable|shrub|mulch|raised) ?beds?', 'garden beds'],
  // "a fall clean up, leaves are knee deep", "spring cleanup": the season's yard clean-up.
  ['(?:fall|autumn|spring|leaf|leaves)(?: yard| garden| lawn)? clean ?-?ups?|(?:limpieza de otono|limpieza de hojas)', 'yard cleanup'],
  ['aerat\\w*|dethatch\\w*|overseed\\w*', 'lawn care'],
  ['shovell?ing|shovell?ed|shovel (?:the |my |our )?(?:driveway|sidewalk|walk|steps|snow)', 'snow shovel'],
  ['snow ?plow\\w*|plow\\w* (?:the |my |our )?(?:driveway|lot)', 'snow plow'],
  ['decomposed granite|pea gravel|river rock|lava rock', 'gravel'],
  ['pasto sintetico|cesped artificial|pasto artificial|cesped sintetico', 'pasto artificial'],
  ['corte de pasto|corte de cesped|cortar (?:el )?zacate', 'cortar pasto'],
  // Mexico: "que me desmonten un terreno", "limpiar el monte de un baldío": clearing an overgrown lot.
  [
    'desmont\\w* (?=(?:un |el |mi |ese |este )?(?:terreno|lote|solar|predio|baldio|monte))|(?:limpiar|quitar|chapear) el monte(?: de)?',
    'limpiar ',
  ],
  ['(?:lote|solar|predio) bald[i]?o|terreno baldio', 'terreno'],
  // Cleaning: "end of lease", "janitorial", "maid service"; Spain "limpieza de fin de obra", "señora de la limpieza".
  ['end of (?:lease|tenancy)|move ?out|move-out', 'moveout'],
  ['maid service|house ?keeping service', 'maid'],
  // "2 cleaning ladies for 4 hours": the cleaners sent, a crew.
  ['cleaning ladies|cleaning women|cleaning girls', 'cleaners'],
  ['cleaning lady|cleaning woman|cleaning girl', 'cleaner'],
  ['cleanning|claening|cleening|clening|cleanig', 'cleaning'],
  ['senora de (?:la )?limpieza|chica de (?:la )?limpieza', 'limpiadora'],
  // "lavar el horno", "lavarme el refri": washing an appliance is cleaning it, not repairing it.
  [
    'lav(?:ar|en|amos|arme|arle|ado de|ado del)(?: (el|la|los|las|mi|mis|del|de la))? (horno|hornos|refri|refris|refrigerador|nevera|frigorifico|estufa|microondas|campana|parrilla)',
    'limpiar $1 $2',
  ],
  // Appliances: "washing machine", "drier", Spain "frigo", Mexico "lavasecadora", "centro de lavado".
  [
    'washing machine|washer machine|clothes washer|(?<!\\b(?:its|it s|it is|is) an? )(?:front|top) ?loader|lavasecadora|centro de lavado',
    'washer',
  ],
  ['drier|clothes dryer|dryer machine', 'dryer'],
  // "washer and dryer need hooking up", "conectar lavadora y secadora": hooking an appliance up is installing it.
  ['hook(?:ing|ed)? (?:it |them |that |this )?up', 'install'],
  [
    '(?:conectar|conecten|conectarme|conectarmela|conectarmelas|conectarlas|conectarla|conexion de) (?=(?:la |las |el |los |mi |mis |una |un )?(?:lavadora|secadora|lavavajillas|lavaplatos|estufa|refri|refrigerador|horno|campana|frigorifico))',
    'instalar ',
  ],
  [
    'refridgerator|refrigirator|refrigerater|refridgerater|regrigerator|fridgerator|refrigarator|frigerator|frigerater|refigerator|refirgerator|fridge freezer',
    'refrigerator',
  ],
  ['frigo|refrigeradora', 'frigorifico'],
  // Mexico: "la lavadora de trastes" is the dishwasher, not the washing machine.
  ['lavadoras? de (?:trastes|platos|loza)', 'lavatrastes'],
  ['dish ?washer|dishwater(?= (?:is|isnt|wont|not|leak|broke|repair|install|replace))', 'dishwasher'],
  // "una Samsung de dos puertas", "a french door fridge": the doors describe the fridge, they are not doors to fix.
  [
    '((?:refri|refrigerador|nevera|frigorifico|congelador|samsung|mabe|lg|whirlpool|ge|bosch|balay|teka|fridge|refrigerator)\\w*(?: [a-z]+){0,3}) de (?:dos|2|tres|3|cuatro|4) puertas',
    '$1 multipuerta',
  ],
  ['(?:two|2|three|3|four|4|french)[- ]door(?= (?:fridge|refrigerator|freezer))', 'multipuerta'],
  // "tear off and replace 30 squares": squares are the roofer's measure, so the roof is meant.
  [
    '(tear ?-?off|tear off and replace|strip and replace|reroof|re-?roof|replace|redo|reshingle|re-?shingle|shingle)((?: and replace)? \\d+ (?:roofing )?squares?)\\b',
    'replace the roof$2',
  ],
  // Roofing: flat roof membranes, "hail damage"; Mexico "lámina", Spain "goteras del tejado".
  ['torch ?-?on|epdm|tpo|rubber roof|membrane roof', 'flat roof'],
  // Mexico: a sheet roof ("techo de lámina") is a roof, not a ceiling; "se trasmina" is a leak through it.
  ['techos? (?:de |con )?(laminas?|teja|tejas|zinc|asbesto|uralita|policarbonato|galvanizad\\w*|multipanel|termopanel)', 'tejado de $1'],
  ['trasmin\\w*|transmin\\w*', 'filtra'],
  ['rofe|ruf|rooof|rooff', 'roof'],
  ['shingels|shingleds|shinggles', 'shingles'],
  ['guters|gutturs|guttters|gutter guards?', 'gutters'],
  // "cuando llueve el agua cae toda en la puerta de la entrada": where the rain lands is why, not a door to fix.
  [
    '(el agua|la lluvia) (?:cae|escurre|chorrea|se mete|entra|se cuela)(?: toda)? (?:en|por|sobre|hasta) (?:la puerta|las puertas|la ventana|las ventanas|la entrada)(?: de (?:la )?(?:entrada|casa|calle|cochera))?',
    '$1 cae enfrente',
  ],
  // Fencing: misspellings; Mexico "barda" doors are gates ("puertas en la barda"), "malla ciclónica".
  // "una barda porque se meten a tirar basura": people dumping trash is why the wall goes up, not trash to haul.
  ['(se meten|se mete|vienen|entran|la gente|luego) a (?:tirar|aventar|dejar) (?:basura|escombro|cosas|cascajo)', '$1'],
  ['fense|fance|fenc|fencce', 'fence'],
  // "we want it closed against the deer": closed in by a fence.
  ['(?:closed|close|shut|closed in|close in) (?:off )?against (?:the )?(deer|dogs?|animals|coyotes|rabbits|kids)', 'fenced against the $1'],
  // "bardita de block", "una cerquita": the wall or the fence said small.
  ['bardita|barditas|bardota', 'barda'],
  ['cerquita de (?=madera|malla|alambre|block)', 'cerca de '],
  ['chain ?-?link|cyclone fence|chainlink fence', 'chainlink'],
  [
    'puertas? (?:nuevas? |de madera |de metal |de herreria |metalicas? )?(?:de|en|para) (?:la |mi |el )?(?:barda|cerca|valla|reja|cerco|malla)|(?:barda|cerca|valla) con puertas?',
    'porton cerca',
  ],
  // "una puerta de entrada para el coche", "un portón para los carros": the gate the car goes through.
  [
    '(?:puerta|puertas|porton|portones|verja|cancela|reja)(?: de entrada)? para (?:el |los |la |las |mi |mis )?(?:coche|coches|carro|carros|auto|autos|vehiculos?)',
    'porton',
  ],
  // "the toilet rocks back and forth": a thing that rocks wobbles (not landscape rocks).
  ['(toilet|toilets|it|sink|vanity|washer|dryer|fridge|refrigerator|table|tub|bathtub) rocks', '$1 wobbles'],
  // "six Lutron smart switches", "smart plugs": the smart kind of a switch is a switch (a smart lock stays a lock).
  ['smart (switch|switches|dimmers?|outlets?|plugs?|thermostats?)', '$1'],
  ['weather ?-?strip(?:ping|s)?|weather ?-?seals?|burletes?', 'weatherstripping'],
  // "ola la yave del lavabo": "llave" spelled by ear.
  ['yave|yaves|llabe', 'llave'],
  ['tala (?=\\d|dos|tres|un|una|el|la|los|las|de)', 'talar '],
  // "a new vanity light over the mirror": the light over the vanity is a light fixture, not the vanity.
  ['vanity (?:light|lights|light fixture|light fixtures|fixture|fixtures|lighting|bar|bar light)', 'light fixture'],
  [
    '((?:light|lights|light fixture|fixture|lamp|sconces?)) (?:over|above|by|beside) (?:the |my )?(?:bathroom )?(?:vanity|sink|mirror|tub)',
    'light fixture',
  ],
  ['(?:lampara|lamparas|aplique|apliques|luz|luces) (?:del|de|sobre el|encima del) (?:tocador|espejo)', 'lampara'],
  // "sacar la basura del jardín", "retirar los restos de la poda": yard waste is yard clean-up, not junk removal.
  [
    '(?:sacar|quitar|retirar|tirar|llevar(?:se)?|recoger) (?:la |las |los |el )?(?:basura|desechos|restos|ramas|hojas|hierba cortada)(?: de la poda)? (?:del|de la) (jardin|patio|poda)',
    'limpiar el jardin',
  ],
  // Chat spelling in Mexico: "kiero kambiar las bentanas" (k for qu/c, b for v).
  ['kiero|kero|qiero', 'quiero'],
  ['kambiar|kambio|cambiarr', 'cambiar'],
  ['bentana|bentanas', 'ventanas'],
  // "sacar cachivaches … al tiradero" (MX): odds and ends taken to the dump are junk to haul.
  ['cachivaches|tiliches|triques|chacharas|trebejos|cacharros', 'trastos'],
  ['(?:el |al )?tiradero|(?:el |al )?basurero municipal|(?:el |al )?punto limpio', 'la basura'],
  // "take our old couch to the ecocentre" (QC), "to the transfer station", "to the tip": the dump by its local names.
  ['(?:eco ?centre|eco ?center|ecocentres|transfer station|recycling (?:centre|center|depot)|landfill)\\b', 'the dump'],
  ['to the tip\\b', 'to the dump'],
  // "la cocina y los baños no, que están alicatados": tiled already is why a room is left out, not a tile job.
  ['(?:que |q )?(?:estan|esta) (?:ya )?(?:alicatar|alicatad[oa]s?|azulejead[oa]s?|enlosad[oa]s?)', 'que ya estan asi'],
  // "retejar el tejado" (ES): the roof's tiles replaced.
  ['retejar(?:lo|la)?|retejado|retejo|retejen', 'cambiar las tejas del'],
  // "the tarp needs replacing with a proper repair": what replaces the stopgap is a repair, not new work.
  [
    '(?:needs? )?(?:replacing|replaced|replace|swapping|swapped|swap) (?:it |them )?(?:with|for) (?:a |an )?(?:proper|real|permanent|actual)? ?(repair|fix)',
    'needs a $1',
  ],
  // "the snow guy cancelled on us": English "cancel", not Mexico's cancel (a sliding door or shower screen).
  ['cancell?(?:ed|ing|ation|s)', 'called off'],
  // Windows and doors: brands as nouns, "patio slider", Mexico "cancelería", Spain "puerta corredera".
  ['andersen|pella|milgard|jeld-?wen', 'window'],
  // "whole-house window replacement": every window of the house, not one.
  ['whole ?-?house (window|door)s?', 'all the $1s in the house'],
  // "the windows replaced, they're original and very drafty": a draft is why they are replaced, not weatherstripping.
  ['drafty(?<=\\b(?:replac\\w*|changed?|new)\\b[^.]{0,40}[.,]?[^.]{0,60}drafty)|drafty(?=[^.]{0,60}\\b(?:replac\\w*|changed?)\\b)', 'old'],
  // "double hung vinyl", "vinyl sliders": the vinyl is what the windows are made of, not a vinyl floor.
  ['(?:double|single) ?-?hung vinyl|vinyl (?:double|single) ?-?hung', 'double hung'],
  ['vinyl (windows?|sliders?|casements?)', '$1'],
  // A pet door is one thing; the pet it is for is not another item.
  [
    '(?:dog|cat|pet|doggie|doggy)(?: ?door| ?flap)s?|puertas? (?:para|del|de) (?:el |la |los |las |mi |mis )?(?:perros?|gatos?|mascotas?)|puertitas? (?:para|del|de) (?:el |la |mi )?(?:perros?|gatos?|mascotas?)',
    'petdoor',
  ],
  ['wndow|windoe|windw|winodw', 'window'],
  // "window washing for my house": the compound names the kind of job, not one window.
  ['window (washing|cleaning|wash)', 'windows $1'],
  // "22 windows inside n out": windows named with both faces are windows to wash.
  ['(windows?) inside (?:and|n|&) out(?:side)?|(windows?) (?:in and out|both sides)', '$1$2 washed inside and out'],
  ['re ?key|re-key', 'rekey'],
  // Mexico: "cancel / cancelería de baño" is the shower's glass enclosure, not a sliding patio door.
  ['cancel(?:es|eria)? (?:de|del|para (?:el|la)) (?:bano|regadera|ducha)', 'mampara de ducha'],
  // "the sliding door is hard to open", "came off the track": a door that sticks, to fix.
  [
    '(?:is |are )?(?:hard|difficult|tough) to (?:open|close|slide|shut|lock)|(?:came |comes |is |keeps coming )?off (?:the |its )?tracks?|(?:wont|doesnt|does not|will not) slide',
    'sticks',
  ],
  ['front door lock|door lock', 'door lock'],
  // "quiero un minisplit en la sala", "I need a ceiling fan in the bedroom": wanting a thing for a room is installing it.
  [
    '(quiero|queremos|necesito|necesitamos|ocupo|ocupamos) (un|una|otro|otra) (?=[a-z]+(?: [a-z]+)? (?:en|para) (?:cada un[oa]\\b|(?:la |el |mi |los |las |nuestr[oa] |cada )?(?:sala|recamara|cuarto|habitacion|cocina|bano|comedor|oficina|garaje|cochera|dormitorio|salon|patio|estudio)\\b))',
    '$1 $2 nuevo ',
  ],
  [
    '(want|need|i d like|would like) (a|an|another) (?=[a-z]+(?: [a-z]+)? (?:in|for) (?:the |my |our |each |every )?(?:bedroom|kitchen|bathroom|living room|basement|office|garage|den|dining room|nursery|hallway)\\b)',
    '$1 $2 new ',
  ],
  // Carpentry: kitchen cabinets are installed, not assembled; Mexico "cocina integral", "lambrín".
  [
    'cocina integral|muebles de cocina|gabinetes de cocina|muebles altos y bajos|muebles (?:altos|bajos)|cocina (?:de )?ikea',
    'gabinetes cocina',
  ],
  [
    '(?:montar|armar|instalar|poner|monten|armen|instalen|pongan) (?:una |la |mi )?cocina(?! de (?:gas|induccion))',
    'instalar gabinetes cocina',
  ],
  ['ikea kitchen|kitchen cabinets?|upper cabinets|lower cabinets|upper and lower cabinets', 'kitchen cabinets'],
  ['wainscott?ing|wainscot|board and batten|shiplap|lambrin', 'trim'],
  ['closet organi[sz]er|closet system|closet shelving', 'closet shelves'],
  // "que me protejan la casa" (for a small child): childproofing, unless it is protected from something (rain, theft).
  [
    '(prote[gj]\\w*|protecc\\w*) (?:la|mi|el|toda la|todo el) (casa|depa|departamento|vivienda|hogar|piso)(?! (?:de|del|contra)\\b)',
    '$1 $2 ninos',
  ],
  // "¿Cuántos cortineros?" … "son 5 ventanas, uno en cada una": one to a place, so the places count the things.
  [
    '(\\d+) (?:ventanas|puertas|cuartos|recamaras|habitaciones|windows|doors|rooms|bedrooms),? (?:uno|una|one) (?:en|por|para|on|in|for|per) (?:cada (?:una|uno)|each(?: one)?)',
    '$1',
  ],
  // "queremos poner uno en todas las recámaras", "one in every bedroom": one to each room, rooms not counted.
  [
    '(?<!\\b(?:\\d+|dos|tres|cuatro|cinco|seis|two|three|four|five|six),? )(?:uno|una|one) (?:en|in) (?:todas las|todos los|cada|every|each) (recamaras?|habitaciones|habitacion|cuartos?|bedrooms?|rooms?)',
    'en todas las $1',
  ],
  // A worker quoted as the source ("lo que me dijo el maestro", "the plumber said") is not the worker asked for.
  [
    '(?:lo que )?(?:me |nos )?(?:dijo|comento|recomendo|midio|cotizo) el (?:maestro|albanil|plomero|fontanero|electricista|carpintero|pintor|tecnico|contratista|manitas)|(?:el|mi|la) (?:maestro|albanil|plomero|fontanero|electricista|carpintero|pintor|tecnico|contratista|manitas|inspector|inspectora|perito|perita)(?: que vino| de antes)? (?:me |nos )?(?:dijo|comento|recomendo|midio|reviso)',
    'me dijeron',
  ],
  [
    '(?:the|my|our|a|another) (?:last |other |previous )?(?:home |insurance |internet |cable |phone |tv |rogers |bell |telus |shaw |comcast |xfinity )?(?:plumber|electrician|carpenter|painter|handyman|contractor|roofer|guy|tech|technician|inspector|inspection|inspection report|appraiser|adjuster|adjusters|adjuster s|adjusters report|adjuster s report|adjusters estimate) (?:said|says|told (?:me|us)|says|recommended|measured|found|flagged|noted|mentioned|called out|came out)',
    'we were told',
  ],
  // Handyman: "handy man", "honey-do list", "fix-it"; Mexico "chalán", Spain "chapuzas".
  ['handy ?man|handiman|handyman s|handymen', 'handyman'],
  ['honey ?-?do(?: list)?|to ?-?do list|fix ?-?it (?:list|jobs)', 'odd jobs'],
  // "varias cosillas para arreglar en casa": odd jobs around the house, for the manitas by the hour.
  [
    '(varias|unas|algunas|unas cuantas|muchas) (?:cosillas|cositas|cosas)(?: (?:pequenas|chicas|chiquitas|menores))? (?:para|que|pa|por) (?:arreglar|hacer|reparar|componer)',
    '$1 chapuzas',
  ],
  // "tengo unos arreglos pequeños en el apartamento", "need a few things done at the cottage": odd jobs for the handyman.
  ['(unos|varios|algunos|unos cuantos) (?:arreglos|arreglitos|arreglillos)(?: (?:pequenos|chicos|menores))?', '$1 chapuzas'],
  ['(?:pequenos|pequenas) (?:arreglos|reparaciones)', 'chapuzas'],
  ['(few|some|couple of|couple|bunch of|several) (?:little |small |odd )?(?:things|bits) (?:done|to do|fixed)', '$1 odd jobs'],
  // "colgarme 3 cuadros", "colgarnos unos espejos": the pronoun on the verb is who it is for.
  ['(colgar|montar|instalar|cambiar|pintar|arreglar|limpiar)(?:me|nos)\\b', '$1'],
  // "que me ayude con cositas del depa: colgar unos cuadros, un cortinero…": odd jobs around the home, for the handyman.
  [
    '(con|unas|varias|algunas|unas cuantas) (?:cosillas|cositas|cosas|chambitas) (?:del depa|de la casa|del piso|de casa|en casa|en el depa|en el piso|del departamento)',
    '$1 chapuzas',
  ],
  // "a bunch of small things around the apartment": odd jobs for a handyman.
  [
    '(?:bunch of|some|few|several|lots of|various|couple of) (?:small |little |odd |random )?(?:things|stuff|jobs|tasks|fixes|repairs)(?: done| to do| to fix)? (?:around|in|at|for) (?:the|my|our) (?:house|home|apartment|place|condo)',
    'handyman odd jobs',
  ],
  // Spain: "que el piso es pequeño", "el piso está en un tercero": the flat, not a floor to lay.
  ['(?:el|mi|nuestro|vuestro|su) piso (es|esta|queda) (pequeno|pequenito|grande|chico|amplio|mediano|en un|en el)', 'la vivienda $1 $2'],
  // "el camión lo pongo yo", "yo alquilo la furgoneta", "we rented our own truck": the customer's vehicle, not a job.
  [
    '(?:camion|furgoneta|furgo|camioneta|troca)(?: (?!lo\\b|la\\b)[a-z]+){0,3} (?:lo|la) (?:pongo|ponemos|traigo|traemos|alquilo|alquilamos|llevo|llevamos|consigo|rento|rentamos) (?:yo|nosotros)|(?:pongo|ponemos|traigo|traemos|alquilo|alquilamos|rento|rentamos) (?:el|la|un|una|mi|nuestro|nuestra) (?:camion|furgoneta|furgo|camioneta|troca)',
    'vehiculo propio',
  ],
  // "me voy a vivir con mi hija a Getafe": moving house.
  ['(?:me|nos|se) (?:voy|vamos|va|van) (?:a ir )?a (?:vivir|cambiar de casa|cambiar de piso)', 'me mudo'],
  // "que me lleven los muebles (a Getafe)": the furniture carried to a new home is a move; old furniture thrown out is not.
  [
    '(?:lleven|llevar|llevarme|llevarnos|llevais|lleveis|trasladen|trasladar|trasladarme)(?: me| nos)? (?:los|mis|todos los|todos mis|nuestros) muebles(?! viejos| al punto| a tirar| a la basura)',
    'mudanza',
  ],
  // Moving: "movign", "moveing", brands and services; Mexico "flete", Spain "porte".
  ['movign|moveing|mooving|movng', 'moving'],
  // "two guys for four hrs, condo in edmonton to a house in st albert": one home to another is a move.
  [
    '(?<!mov\\w* )(?:from )?(?:a |my |our )?(?:condo|apartment|apt|house|townhouse|studio|1 ?br|2 ?br|3 ?br) (?:in [a-z]+(?: [a-z]+)? )?(?:to|->) (?:a |my |our |the )?(?:condo|apartment|apt|house|townhouse|new place|studio)\\b',
    'moving $&',
  ],
  // "dos personas para cargar y descargar": loading and unloading is moving labor.
  ['(?:cargar|subir|bajar) y (?:descargar|bajar|subir)|carga y descarga', 'cargar mudanza'],
  ['(?:cargar|subir|bajar|mover) (?:los |unos |mis |las |unas )?muebles', 'cargar mudanza'],
  ['chesterfields?|davenport|loveseat|love seat|sectional sofa', 'couch'],
  [
    'got ?junk|junk (?:pick ?up|pickup|hauling)|haul (?:it |them )?away|get rid of (?:an? |the |my |our |some )?(?:old )?(?:junk|stuff|furniture|couch|sofa|mattress|appliances?|fridge|debris|trash)',
    'junk removal',
  ],
  ['(?:old|used|broken) (couch|sofa|mattress|mattresses|recliner|futon)(?= (?:removed|hauled|taken|picked|gone|away))', 'junk $1'],
  [
    // The article stays: "un sofá y dos colchones" counts the sofa as one.
    '(retir\\w*|tir\\w*|deshacerme de|deshacer de) (un |una |el |la |mi |los |las |mis )?(sofa|sillon|colchon|colchones|muebles viejos|refri viejo|lavadora vieja)( viejos?| viejas?)?',
    'retirar escombro $2$3',
  ],
  [
    '(?:move|moving|get|bring|carry|take) (?:a |my |the |our )?(treadmill|piano|safe|couch|sofa|fridge|dresser)(?= (?:into|down|up|to|upstairs|downstairs|from))',
    'move $1',
  ],
  ['(?:the |a |my |our )?new (?=(?:place|house|home|apartment|apt|condo|address|location|unit)\\b)', 'the other '],
];
