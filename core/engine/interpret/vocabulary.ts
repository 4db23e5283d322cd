/**
 * Word lists that decide what kind of message this is when no job matches:
 * requests outside home services, signs that the customer does want work
 * done, and the markers that tell English from Spanish.
 */

/** A vehicle's own systems: "the AC in my truck", "my car's heater", "el aire del carro" (foreign wherever it is parked). */
const VEHICLE_PART =
  '(?:ac|a c|air conditioning|air conditioner|aire acondicionado|aire|clima|heater|heat|heating|calefaccion|radio|stereo|estereo|engine|motor|battery|bateria|seats?|asientos?|headlights?|faros?|tapiceria|upholstery|carpets?|floor mats?|mats|alfombras?|tapetes?|dents?|dings?|scratch|scratches|scrapes?|rust|hail damage|fender|fenders|hood|abolladuras?|golpes?|rayones|rayon|raspones?|oxido|salpicadera|cofre|capo|paragolpes|parachoques)\\s+(?:in|on|of|de|del|en|al)\\s+(?:(?:my|the|our|his|her|mi|la|el|su|mis)\\s+)?(?:truck|trucks|car|van|suv|jeep|pickup|camioneta|coche|carro|auto|troca|camion|vehiculo|taxi|moto|motocicleta)|(?:truck|car|van|jeep|pickup|honda|toyota|ford|chevy|nissan|hyundai|kia|subaru|dodge|ram|tesla|mazda|vw|volkswagen|bmw|audi|mercedes|civic|corolla|camry|accord|f150|silverado|tacoma)(?:\\s+s|s)\\s+(?:ac|a c|air con|air conditioning|air conditioner|heater|heat|radio|stereo|engine|battery|seats?|headlights?|upholstery)' +
  // "recarga de gas aire acondicionado coche", "al coche no le va el aire": the car's air, said without "del".
  '|(?:aire acondicionado|aire|clima|ac)\\s+(?:coche|carro|auto|vehiculo)|(?:al|el|del|mi) (?:coche|carro|auto) no (?:le )?(?:va|funciona|enfria|sirve|jala) (?:el )?(?:aire|clima|ac)' +
  // The body of the vehicle: "the driver side window on my truck", "la puerta del carro" ("doors in my truck" are carried).
  '|(?:(?:driver|drivers|driver s|passenger|passengers|passenger s) side )?(?:window|windows|door|doors|mirror|mirrors|sunroof|tailgate|wipers?|ventanilla|ventanillas|puerta|puertas|espejo|espejos|cajuela|maletero)\\s+(?:on|of|de|del)\\s+(?:(?:my|the|our|his|her|mi|la|el|su|mis)\\s+)?(?:truck|car|van|suv|jeep|pickup|camioneta|coche|carro|auto|troca|vehiculo|taxi|moto|motocicleta)' +
  '|(?:driver|drivers|driver s|passenger|passengers|passenger s) side (?:window|door|mirror)s?|power windows?|window regulator';

/**
 * Business premises: "an office building downtown, 3 floors", "una nave industrial" (a home office stays home). A shop
 * ("un local comercial", a pharmacy, a bakery) is small work the same trades do, so it is served like a home.
 */
const COMMERCIAL =
  '(?:office|commercial|industrial) (?:building|buildings|complex|park|property|properties)|warehouse|warehouses|strip mall|shopping (?:mall|center|centre)|edificio (?:de oficinas|comercial)|nave industrial|naves industriales|plaza comercial|centro comercial';

/**
 * A number or an account moved, not a home: "move my mom's landline number over", "mudar la página de Facebook" (a
 * capitalised name after "de" reads as a place by then, "someplace").
 */
const MOVED_ACCOUNT =
  '(?:mov\\w*|transfer\\w*|port\\w*|mudar\\w*|mudanza|traspas\\w*|pasar)\\s+(?:[a-z]+\\s+){0,5}?(?:landline|(?:phone|cell|telephone|business|home) numbers?|home (?:phone )?line|numero (?:de telefono|del negocio|de celular|de movil|de whatsapp|fijo)|linea (?:telefonica|de telefono)|pagina de (?:facebook|instagram|internet|someplace)|facebook|instagram)|(?:home|phone|land) ?line\\b[^.]{0,40}\\b(?:forwarded|moved|transferred|ported)';

/** Outside home services even when a trade word appears ("paint my car"). */
export const FOREIGN_OBJECT = new RegExp(
  `\\b(?:${VEHICLE_PART}|${COMMERCIAL}|${MOVED_ACCOUNT}|` +
    String.raw`oil change|cambio de aceite|copiloto|del piloto|lado del conductor|del conductor|aleta|aletas|parachoques|laptop|laptops|computer|computers|iphone|ipad|tablet|cellphone|smartphone|phone screen|celular|computadora|ordenador|portatil|car|cars|auto|autos|automobile|automotive|automotriz|automotrices|automotor|vehicle|vehicles|suv|minivan|motorcycle|motorbike|scooter|boat|boats|yacht|yachts|rv|rvs|camper|campers|motorhome|motorhomes|motor home|motor homes|caravana|caravanas|autocaravana|autocaravanas|jeep|sedan|(?<!\b(?:canadian|esta|y|lo|la|los|las|que|se|me|te|le|no|old|used|junk|spare|bald) )tires?(?!\s+(?:y|agua)\b)|brakes?|transmission|windshield|bumper|carburetor|coche|coches|carro|carros|camioneta|moto|motocicleta|lancha|barco|velero|veleros|yate|yates|catamaran|embarcacion|sailboat|sailboats|llantas?|neumaticos?|frenos?|parabrisas|defensa|embrague|clutch|bicycle|bike|bici|bicicleta|automovil|automoviles|wordpress|web server|(?:web |website |wordpress |site |domain |email |otro |nuevo |a new |another |different |mi |my |el |the |de )hosting|hosting (?:plan|provider|company|account|server|service)|godaddy|truck|trucks|pickup(?! (?:end|location|address|point|side|spot|day|time|date|place))|f-?150|jetta|civic|corolla|camry|sentra|tsuru|vocho|vochito|troca|trocas|seat leon|(?:(?:19|20)\d\d|my|our|his|her) (?:tacoma|tundra|4runner|highlander|f-?250|f-?350|ram(?: 1500| 2500)?|tahoe|suburban|yukon|equinox|malibu|impala|mustang|elantra|sportage|sorento|outlander|pathfinder|murano|impreza|crosstrek|passat|tiguan|cx-?5|explorer|escape|ranger|colorado|sierra|frontier|titan|charger|fusion|focus|santa fe|tucson)|(?:delivery|cargo|work|sprinter|company) van|paint correction|ceramic coating|swirl marks|corsa|(?:un|mi|el|del|su) golf|seat ibiza|clio|megane|capo|detallado (?:completo|de (?:la|el|mi|una|un) (?:troca|carro|coche|camioneta|auto))|heater core|radiator hose|pc|xbox|playstation|ps4|ps5|nintendo|(?:game|gaming|games|video game|center|centre) console|console (?:repair|controller|games?)|videogame|gaming|hull|shopify|domain|ecommerce|las unas|mis unas|tus unas|gel nails|acrylic nails|acrylics|(?<!\b(?:consultorio|clinica) )dental(?! (?:office|clinic|practice|suite|chairs?|building))|(?<!\b(?:consultorios?|clinicas?) )dentales|sarro|limpiezas? bucal(?:es)?|(?<!\b(?:at|to|from) (?:the|my) )dentist(?!s? office)|(?<!\b(?:consultorio|clinica) )dentista|teeth|tooth|encias|(?<!\b(?:in|from|to|near|at|en|de|a|por)\s)boca(?!\s+(?:raton|del\s+rio))|limpieza (?:de )?(?:la )?boca|(?:lleva|con|usa|tiene) brackets|facial|cara|(?<!\b(?:el|del|de|en|por|x|al) )face|gums|braces|ortodoncia|windows 10|windows 11|chrome(?! (?:faucets?|fixtures?|finish|handles?|knobs?|hardware|taps?|pulls?|towel|shower|trim|grifos?))|google chrome|navegador|navegadores|browser|browsers|firefox|operating system|sistema operativo|cabin cruiser|cabin cruisers|houseboat|pontoon boat|(?:at|in) the marina|puerto deportivo|amarrad[oa] en|blue screen|pantalla azul|(?:a |the )?window (?:pops|popped|keeps popping|popping) up|pop-?ups? (?:window|ads?|messages?)|malware|(?:computer|laptop) virus|(?:to|onto) a new host|web ?host|(?:listings?|booking|rental|our|my) (?:web)?site|(?:move|transfer|copy|mover|pasar)\s+(?:my|our|the|mis|mi|nuestros|nuestras|nuestro|el)\s+(?:[a-z]+\s+)?(?:listings?|ads|anuncios?|publicacion(?:es)?)|golf cart|golf carts|buick|lesabre|cadillac|pontiac|oldsmobile|chrysler|porsche|tesla|infiniti|peugeot|citroen|renault|skoda|opel|dacia|cupra|fiat|subaru|outback|versa|aveo|vento|tiida|onix|rav4|cr-?v|crv|hilux|wrangler|camaro|model 3|model y|model s|toyota|prius|honda|accord|nissan|altima|hyundai|kia|mazda|volkswagen|vw|bmw|audi|mercedes|chevy|chevrolet|silverado|dodge|gmc|lexus|acura|volvo|autocaravana|caravana|furgoneta|furgonetas|furgon|furgo|furgos|motorhome|block heater|atv|quad|jet ski|hopper bins?|grain bins?|canola|ski-?doo|skidoo|snowmobiles?|paintless dent(?: repair)?|swather|combine harvester|dientes|email|emails|e-mail|correo electronico|gmail|outlook|google workspace|office 365|historial (?:de )?credito|buro de credito|credit (?:report|score|history|record)|bad credit|mi credito|my credit|cutis|limpieza facial|facials?|skin ?care|exfoliacion|depilacion|pestanas|cejas|eyebrows?|eyelash\w*|bucal|blanqueamiento|(?:teeth )?whitening|portraits?|retratos?|oil on canvas|on canvas|en lienzo|al oleo|oleo sobre|(?:fencing|piano|guitar|violin|drum|swim\w*|tennis|golf|dance|dancing|art|painting|drawing|music|cooking|boxing|karate) (?:lessons?|classes|class|camp)|(?:clases?|cursos?) de (?:esgrima|piano|guitarra|violin|bateria|natacion|tenis|golf|baile|pintura|dibujo|musica|cocina|boxeo|karate)|(?:mudar|mover|moverle|moverme|cambiar|transferir|trasladar|portar|pasar|move|transfer|port)\s+(?:mi|my|el|the|our)\s+(?:[a-z]+\s+)?(?:(?:phone|cell|mobile|home)\s+){0,2}(?:numero|number|linea|line|plan)(?:\s+(?:de\s+)?(?:telefono|movil|celular|phone|cell))?|portabilidad|(?:mudar|mover|moverle|pasar|pasarle|cambiar|transferir|trasladar|move|transfer|switch|port)\s+(?:mi|my|el|the|our|his|her|their|su|sus|mis)\s+(?:[a-z-]+\s+){0,2}(?:whatsapp|cuentas?|accounts?|contactos|contacts|fotos|photos|apps?|aplicaciones|hydro|utilities|internet|cable)\b|(?:move|transfer|mudar|cambiar|trasladar|pasar)\s+(?:mi|my|the|our|el|la)\s+(?:[a-z]+\s+){0,2}(?:internet|wifi|fibra)\b|videotron|comcast|xfinity|spectrum internet|verizon fios|bell fibe|rogers internet|telus internet|shaw internet|(?:phone|cell|mobile|telefono|celular|movil) (?:number|numero|line|linea)\s+(?:moved|transferred|ported|switched)|(?:number|line|numero|linea) (?:moved|transferred|ported) (?:over )?to|to (?:a )?(?:new|another|different) (?:phone |cell |wireless )?(?:carrier|provider)|a (?:otra|otro) (?:compania|operador|operadora) (?:de )?(?:telefono|celular|movil)?|phone plan|plan de datos|data plan|vendo(?!\s+(?:abarrotes|comida|tacos|tortas|ropa|pan|flores|seguros|antojitos|tamales|dulces|cafe|en|por|al|desde))|se vende|for sale|les interesa comprar\w*|interesa comprar\w*|interested in buying|quieren comprar\w*|want to buy (?:it|my)|compran (?:refris?|lavadoras|muebles|chatarra)|buy my (?:old )?(?:fridge|washer|dryer|stove|furniture|couch|sofa)|pool|pools|swimming pool|piscina|piscinas|alberca|albercas|solar panels?|solar system|solar power|paneles solares|placas solares|energia solar|cafeteras?|coffee makers?|coffee machines?|coffeemaker|espresso machines?|cafetera de capsulas|nespresso|keurig|licuadoras?|blenders?|tostadoras?|toasters?|air fryers?|freidora(?: de aire)?|aspiradoras?|vacuum cleaners?|roomba|batidoras?|thermomix|instant pot|hair dryers?|secador(?:a)? de pelo|plancha de ropa|clothes iron|unas(?=\s*$|\s+(?:a domicilio|de gel|acrilic\w*|postizas|esculpidas|de los pies|de las manos|para (?:la|mi|una) (?:boda|fiesta|graduacion|evento)|es para))|(?:pint\w*|hac\w*|arregl\w*|pon\w*)(?:me|te|le|nos)?\s+(?:las\s+)?unas(?=\s*$)|manicur\w*|pedicur\w*|nail (?:art|polish|tech)|(?:paint|do|get|polish)\s+(?:my|her|your)\s+nails|compu|compus|lap|software|programa en (?:mi|la|una) \w+|antivirus|pagina web|paginas web|paginas? de (?:internet|facebook)|sitio web|sitios web|website|websites|web site|web|servidor|servidores|server|servers|dominio|(?:web |website |wordpress |site |domain |email |otro |nuevo |a new |another |different |mi |my |el |the |de )hosting|hosting (?:plan|provider|company|account|server|service)|tienda (?:online|en linea)|online store|la nube|the cloud|icloud|dropbox|google drive|onedrive|mis archivos|my files|guitars?|guitarras?|violins?|violin|ukuleles?|instrumentos? musical\w*|musical instruments?|(?:fix|repair|reparar|arreglar|componer)\w* (?:my |the |a |mi |la |el |una |un )?(?:tv|tele|television|televisor|pantalla)(?! (?:mount|bracket|soporte|stand|wall|pared|base|antenna|antena|cable|outlet))|(?:tv|tele|television|televisor) (?:repair|reparacion)|screen has lines|celulares|smartphones|moviles|cuenta de banco|cuenta bancaria|bank account|credit cards?|tarjetas? de credito|(?:cambiar (?:de |la |mi )?)?(?:compania|proveedor|tarifa|contrato|comercializadora) de (?:la )?(?:luz|gas|internet|telefono)|(?:cambiar\w*|pasar\w*|irme|irnos) (?:de|a) (?:endesa|iberdrola|naturgy|holaluz|repsol|totalenergies|octopus|movistar|vodafone|orange|telcel|att|izzi|totalplay|megacable)|switch (?:my )?(?:electricity|power|energy|gas|internet) (?:provider|company|supplier|plan))\b`,
);
/**
 * EV chargers and garages mention cars while being home work; a part of the vehicle itself ("block heater on my
 * truck", "heater core") stays foreign wherever it is parked, unless the home gets a new outlet or circuit for it.
 */
export const FOREIGN_OBJECT_EXCEPT = new RegExp(
  String.raw`^(?!(?![\s\S]*\b(?:outlet|receptacle|circuit|contacto|enchufe|plug ?-?ins?)\b)[\s\S]*\b(?:block warmer|heater core|radiator hose|oil change|transmission|carburetor|windshield|` +
    `${VEHICLE_PART})\\b)` +
    String.raw`[\s\S]*\b(?:outlets?|receptacles?|circuits?|(?<!\b(?:mis|tus|sus|los) )contactos?(?!\s+(?:del?|de mi|de tu)\s+(?:celular|telefono|movil|cel|whatsapp|correo|iphone|android))|enchufes?|(?:electricista|electrician)(?![^.]{0,20}\b(?:boat|car|truck|rv|coche|carro|barco|lancha|moto|auto|camioneta)\b)|pastilla|breaker|(?<!\b(?:paint|freon|refrigerant|ac|a c|scratch\w*|dents?|dings?|rust|wrap|decals?|tint)\s)(?:to|into|onto|on|in|from|off|load|loading) (?:the|a|my|our|your) truck(?! (?:interior|seats?|upholstery|paint|paintjob|dash|dashboard|carpets?|mats|headliner|bumper|fender|hood|tailgate|door|doors|mirror))|truck loads?|by truck|en (?:el|un) camion|charger|chargers|charging|cargador|wallbox|punto de carga|recarga|pool (?:fence|fencing|house|deck|table|code|codes|barrier|safety|enclosure|gate)|(?:after|since|before|when|once) (?:the|our|my|la|el) (?:pool|piscina|alberca) (?:went in|was (?:put|installed|built|dug)|got (?:put )?in|is (?:in|done)|quedo|se hizo)|(?:clean|wash|rinse|dust|limpi|lav)\w* (?:off )?(?:the |my |our |los |las |mis )?(?:solar panels?|paneles solares|placas solares)|(?:solar panels?|paneles solares|placas solares)\b[^.]{0,50}\b(?:dusty|dirty|filthy|clean\w*|wash\w*|sucios?|sucias?|polvo|limpi\w*|lav\w*)|(?:stains?|drips?|marks?|spots?|leaks?|manchas?) (?:from|of|de|del) (?:my |the |our |an |a |mi |el |la )?(?:old )?(?:truck|car|van|suv|coche|carro|camioneta|troca)|fence|fencing(?! (?:lessons?|classes|class|camp))|valla|cerca|barda|junk|haul|hauling|escombro|basura|se lleven|llevarse|dump|garage|garaje|cochera|carport|driveway|parking (?:pad|space|spot|stall|garage|area)|(?:my|our|mi) parking|(?:rented|renting|rent|got|have|bring|bringing|our own|my own)\s+(?:a\s+|our\s+|my\s+|the\s+)?(?:own\s+)?(?:truck|van|uhaul)|moving truck|uhaul|(?:over|near|by|around|next to|beside|behind|into|in|onto) (?:the|our|my) (?:pool|piscina|alberca)|(?:puerta|porton|portones|cancela|reja|gate|door)\b[^.]{0,40}\b(?:para|pa|for|de)\s+(?:el|la|los|the|my|our)\s+(?:coche|coches|carro|carros|troca|auto|car|cars)|moving truck|uhaul|load|loading|unload|unloading|cargar|descargar|cargarla|descargarla|cargarlo|descargarlo|camion de mudanza|box truck|rental truck|(?:by|hit by|backed into by)\s+(?:a|an|the|some|my|our|un|una|el|la)\s+(?:[a-z]+\s+)?(?:truck|car|van|suv|vehicle|driver)|(?:truck|car|van|suv|driver|coche|carro|camion|camioneta)\s+(?:hit|backed into|ran into|crashed into|knocked|drove into|choco|se llevo|tumbo|derribo)|(?:por|con)\s+(?:un|una|el|la)\s+(?:coche|carro|camion|camioneta)|(?:caen|cae|caer|cayendo|fall|falls|falling|drop|drops|dropping|land|lands)\b[^.]{0,30}\b(?:encima (?:del?|de (?:mi|los|mis))|sobre (?:el|mi|los|mis)|on top of (?:the|my|our)|onto (?:the|my|our|a)|on (?:the|my|our|a|someone s|somebody s))\s+(?:coches?|carros?|cars?|trucks?|camionetas?)|(?:truck|van|furgoneta|camioneta|camion)\b[\s\S]*\b(?:movers?|move|mudanza)|(?:movers?|move|mudanza)\b[\s\S]*\b(?:truck|van|furgoneta|camioneta|camion))\b`,
);

/** Requests that are not home services at all. */
export const OUT_OF_SCOPE = new RegExp(
  '\\b(?:' +
    [
      'oil change',
      'mechanic',
      'tune[- ]?up my car',
      'detailing',
      'chapa y pintura',
      'phone plan',
      'car wash',
      'tax',
      'taxes',
      'irs',
      'accountant',
      'bookkeep\\w*',
      'lawyer',
      'attorney',
      'legal',
      'lawsuit',
      'sue',
      'divorce',
      'custody',
      'court',
      'will and testament',
      'notary',
      'dog',
      'dogs',
      'puppy',
      'cat',
      'cats',
      'pet',
      'pets',
      'groom\\w*',
      'vet',
      'veterinarian',
      'dog walk\\w*',
      'haircut',
      'hair',
      'barber',
      'hair salon',
      'nail salon',
      'nails?',
      'manicure',
      'pedicure',
      'makeup',
      'massage',
      'spa',
      'tattoo',
      'waxing',
      'tutor\\w*',
      'homework',
      'essay',
      'lessons?',
      'classes',
      'babysit\\w*',
      'nanny',
      'childcare',
      'daycare',
      // "I'll call you later, I'm at the doctor": where the customer is, not what they want.
      '(?<!\\b(?:at|to|from) (?:the|my) )(?:doctor|dentist)(?!\\s*s? (?:appointment|appt|office|clinic))',
      'teeth',
      'medical',
      'therapy',
      'therapist',
      'surgery',
      'prescription',
      'wedding',
      'photographer',
      'dj',
      'catering',
      'cater',
      'party',
      'birthday',
      'website',
      'web',
      // "text the guy from the app": the app they found us on is no request for one.
      'app(?<!\\b(?:the|this|that|your|ur|thumbtack|angi|nextdoor|yelp) app)',
      'software',
      'seo',
      'marketing',
      'logo',
      'laptop',
      'computer',
      'iphone',
      'phone (?:repair|battery|case|charger port)',
      '(?:fix|repair) my (?:cell ?)?phone',
      'printer',
      'wifi',
      'loan',
      'mortgage',
      '(?:car|auto|life|health|travel|pet|dental|renters?) insurance',
      'insurance (?:quote|quotes|policy|agent|broker|plan|company)',
      '(?:buy|get|need|cheap) insurance',
      'visa',
      'immigration',
      'passport',
      'translate',
      'translation',
      'resume',
      'cv',
      'flight',
      'flights',
      'hotel',
      'vacation',
      'uber',
      'taxi',
      'ride',
      'groceries',
      'grocery',
      'errand',
      'errands',
      'laundry service',
      'dry cleaning',
      'alterations',
      'sewing',
      'tailor',
      'personal trainer',
      'workout',
      'yoga',
      'diet',
      'recipe',
      'crypto',
      'bitcoin',
      'stocks',
      'invest\\w*',
      'homework',
      'dating',
      'boyfriend',
      'girlfriend',
      'poem',
      'song',
      'write me',
      'joke',
      'realtor',
      'real estate',
      'pizza',
      'restaurant',
      'inmobiliaria',
      'restaurante',
      'sell my (?:house|home|condo)',
      'buy a (?:house|home|condo)',
      'vender mi (?:casa|piso|departamento)',
      'comprar (?:una )?(?:casa|piso|departamento)',
      'impuestos?',
      'declaracion de la renta',
      'hacienda',
      'contador',
      'contable',
      'abogado',
      'abogada',
      'demanda',
      'divorcio',
      'notario',
      'perro',
      'perros',
      'perrito',
      'gato',
      'gatos',
      'mascota',
      'mascotas',
      'veterinario',
      'pasear',
      'paseo',
      'corte de pelo',
      'cortar(?:me)? el pelo',
      'pelo',
      'cabello',
      'peluqueri\\w*',
      'peluquer[oa]s?',
      'estilista',
      'masajista',
      'manicurista',
      'cuidador[oa]?s?',
      'caregiver',
      'home care',
      'enfermer[oa]s?',
      'nurse',
      'chofer',
      'driver',
      'barberia',
      'manicura',
      'maquillaje',
      'masaje',
      'masajes',
      'tatuaje',
      'clases?',
      'tarea',
      'tareas escolares',
      'ninera',
      'canguro',
      'guarderia',
      'medico',
      'dentista',
      'muelas',
      'terapia',
      'boda',
      'fotografo',
      'fiesta',
      'cumpleanos',
      'banquete',
      'pagina web',
      'sitio web',
      'aplicacion',
      'computadora',
      'ordenador',
      '(?:arreglar|reparar) (?:mi |el )?(?:celular|movil|telefono)',
      'impresora',
      'prestamo',
      'hipoteca',
      'aseguradora',
      'poliza',
      'seguro (?:de|para) (?:hogar|casa|vida|auto|coche|carro|mi)',
      'insurance claim',
      'visa',
      'pasaporte',
      'traduccion',
      'traducir',
      'curriculum',
      'vuelo',
      'hotel',
      'vacaciones',
      'aeropuerto',
      'airport',
      'profesor',
      'profesora',
      'clases particulares',
      'teacher',
      'hiring',
      'job opening',
      'apply',
      'vacante',
      'vacantes',
      'empleo',
      'contratando',
      'despensa',
      // "el mandado" (the errands), not "le he mandado las fotos" (sent).
      '(?<!\\b(?:he|ha|has|han|hemos|habeis|haya|hayan) )mandados?',
      'supermercado',
      'recado',
      'recados',
      'mecanico',
      'taller',
      'afinacion',
      'hojalateria',
      'cambio de aceite',
      'receta',
      'chiste',
      'pest',
      'pests',
      'exterminator',
      'extermination',
      'termites?',
      'roach(?:es)?',
      'cockroach(?:es)?',
      'bed ?bugs',
      'rodents?',
      'rats?',
      'mice',
      'solar',
      'pool',
      'pools',
      'hot tub',
      'jacuzzi',
      'septic',
      'chimney',
      'asbestos',
      'mold',
      'architect',
      'interior designer',
      'home inspection',
      'appraisal',
      'security cameras?',
      'alarm monitoring',
      'plagas?',
      'fumigar',
      'fumigacion',
      'termitas',
      'cucarachas',
      'chinches',
      'ratas',
      'ratones',
      'paneles solares',
      'alberca',
      'piscina',
      'fosa septica',
      'chimenea',
      'arquitecto',
      'moho',
      'camaras de seguridad',
    ].join('|') +
    ')\\b',
);

/** A clause with no job that asks for something outside home services ("and do my taxes"). */
export const ASKS =
  /\b(?:fix|repair|do|need|needs|help|want|get|install|clean|book|hire|find|arregl\w*|repar\w*|necesit\w*|quiero|queremos|hacer|haga|hagan|ayud\w*|busco|buscamos)\b/;

/** Signs the customer wants home work done, though no job was named. */
export const WANTS_WORK =
  /\b(?:fix|fixed|repair|repairs|install|replace|broken|broke|leak\w*|need|needs|want|looking for|quotes?|estimates?|price|cost|how much|help|job|work|service|someone|somebody|contractor|home|house|apartment|renovat\w*|remodel\w*|update|redo|project|damage\w*|romp\w*|descompu\w*|no funciona|no sirve|arregl\w*|repar\w*|instal\w*|cambiar|roto|rota|necesito|necesitamos|quiero|queremos|busco|presupuesto|cotizacion|cotizar|precio|cuanto|cuesta|cobran|ayuda|trabajo|servicio|alguien|casa|hogar|departamento|piso|remodel\w*|reforma\w*|obra)\b/;

const ES_MARKERS =
  /\b(?:el|la|los|las|de|del|que|mi|mis|necesito|quiero|para|por|con|una|un|es|en|y|se|lo|me|cuanto|cuesta|hola|buenas|buenos|dias|tardes|favor|gracias|casa|bano|cocina|pintar|arreglar|tengo|hay|esta|son|muy|tambien|pero|como|cual|donde|cuando|metros|cuadrados|necesitamos|queremos|podrian|pueden|puede|seria|presupuesto|cotizacion|recamara|habitacion|ayuda)\b/g;
const EN_MARKERS =
  /\b(?:the|a|an|my|i|need|to|and|of|for|with|is|it|in|on|how|much|does|do|you|can|we|our|hi|hello|please|thanks|house|bathroom|kitchen|paint|fix|have|has|be|get|want|would|like|some|this|that|feet|ft|square|sq|room|bedroom|help|quote|estimate|cost)\b/g;

/** French words no Spanish message uses ("de", "la", "que" are both): a Quebec customer writing French to an English region. */
const FR_MARKERS =
  /\b(?:je|j|nous|vous|mon|ma|notre|votre|est|et|pour|avec|dans|pas|une|du|des|au|aux|qu|c|bonjour|merci|il|elle|faire|chez|aussi|allo|ca|veux|voudrais|cherche|quelqu|juste|seulement|tout|toute)\b/g;

/**
 * 'es' or 'en' by marker words; ties go to `fallback` (the region's language). Where the region speaks English, French
 * words count for English: the engine reads Quebec's French through English words (quebec-words.ts), never as Spanish.
 */
export function detectLanguage(text: string, fallback: 'en' | 'es'): 'en' | 'es' {
  const es = text.match(ES_MARKERS)?.length ?? 0;
  const en = (text.match(EN_MARKERS)?.length ?? 0) + (fallback === 'en' ? (text.match(FR_MARKERS)?.length ?? 0) : 0);
  if (es === en) return fallback;
  return es > en ? 'es' : 'en';
}
