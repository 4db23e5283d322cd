/**
 * Word lists that decide what kind of message this is when no job matches:
 * requests outside home services, signs that the customer does want work
 * done, and the markers that tell English from Spanish.
 */

/** Outside home services even when a trade word appears ("paint my car"). */
export const FOREIGN_OBJECT = /\b(?:oil change|cambio de aceite|laptop|laptops|computer|computers|iphone|ipad|tablet|cellphone|smartphone|phone screen|celular|computadora|ordenador|portatil|car|cars|auto|autos|automobile|vehicle|vehicles|suv|minivan|motorcycle|motorbike|scooter|boat|boats|yacht|rv|camper|jeep|sedan|tires?|brakes?|transmission|windshield|bumper|carburetor|coche|coches|carro|carros|camioneta|moto|motocicleta|lancha|barco|llantas?|neumaticos?|frenos?|parabrisas|defensa|embrague|clutch|bicycle|bike|bici|bicicleta|automovil|automoviles|wordpress|web server|hosting|godaddy|truck|trucks|pickup|f-?150|jetta|civic|corolla|camry|sentra|tsuru|vocho|seat leon|heater core|radiator hose|pc|xbox|playstation|ps4|ps5|nintendo|console|videogame|gaming|hull|shopify|domain|ecommerce|las unas|mis unas|tus unas|gel nails|acrylic nails|acrylics|dental|encias|boca|facial|cara|face|gums|braces|ortodoncia|windows 10|windows 11|operating system|sistema operativo|golf cart|golf carts|subaru|outback|model 3|model y|model s|toyota|prius|honda|accord|nissan|altima|hyundai|kia|mazda|volkswagen|vw|bmw|audi|mercedes|chevy|chevrolet|silverado|dodge|gmc|lexus|acura|volvo|autocaravana|caravana|furgoneta|furgon|motorhome|block heater|atv|quad|jet ski|dientes|email|emails|e-mail|correo electronico|gmail|outlook|google workspace|office 365)\b/;
/** EV chargers and garages mention cars while being home work. */
export const FOREIGN_OBJECT_EXCEPT = /\b(?:charger|chargers|charging|cargador|wallbox|garage|garaje|cochera|carport|driveway|parking|moving truck|uhaul|load|loading|unload|unloading|camion de mudanza|box truck|rental truck)\b/;

/** Requests that are not home services at all. */
export const OUT_OF_SCOPE = new RegExp('\\b(?:' + [
  'oil change', 'mechanic', 'tune[- ]?up my car', 'detailing', 'car wash', 'tax', 'taxes', 'irs', 'accountant', 'bookkeep\\w*',
  'lawyer', 'attorney', 'legal', 'lawsuit', 'sue', 'divorce', 'custody', 'court', 'will and testament', 'notary',
  'dog', 'dogs', 'puppy', 'cat', 'cats', 'pet', 'pets', 'groom\\w*', 'vet', 'veterinarian', 'dog walk\\w*',
  'haircut', 'hair', 'barber', 'hair salon', 'nail salon', 'nails?', 'manicure', 'pedicure', 'makeup', 'massage', 'spa', 'tattoo', 'waxing',
  'tutor\\w*', 'homework', 'essay', 'lessons?', 'classes', 'babysit\\w*', 'nanny', 'childcare', 'daycare', 'doctor',
  'dentist', 'teeth', 'medical', 'therapy', 'therapist', 'surgery', 'prescription', 'wedding', 'photographer', 'dj',
  'catering', 'cater', 'party', 'birthday', 'website', 'web', 'app', 'software', 'seo', 'marketing', 'logo', 'laptop',
  'computer', 'iphone', 'phone (?:repair|battery|case|charger port)', '(?:fix|repair) my (?:cell ?)?phone', 'printer', 'wifi', 'loan', 'mortgage', 'insurance', 'visa', 'immigration',
  'passport', 'translate', 'translation', 'resume', 'cv', 'flight', 'flights', 'hotel', 'vacation', 'uber', 'taxi', 'ride',
  'groceries', 'grocery', 'errand', 'errands', 'laundry service', 'dry cleaning', 'alterations', 'sewing', 'tailor',
  'personal trainer', 'workout', 'yoga', 'diet', 'recipe', 'crypto', 'bitcoin', 'stocks', 'invest\\w*', 'homework',
  'dating', 'boyfriend', 'girlfriend', 'poem', 'song', 'write me', 'joke', 'realtor', 'real estate', 'pizza', 'restaurant',
  'inmobiliaria', 'restaurante', 'sell my (?:house|home|condo)', 'buy a (?:house|home|condo)', 'vender mi (?:casa|piso|departamento)',
  'comprar (?:una )?(?:casa|piso|departamento)',
  'impuestos?', 'declaracion de la renta', 'hacienda', 'contador', 'contable', 'abogado', 'abogada', 'demanda', 'divorcio',
  'notario', 'perro', 'perros', 'perrito', 'gato', 'gatos', 'mascota', 'mascotas', 'veterinario', 'pasear', 'paseo',
  'corte de pelo', 'cortar(?:me)? el pelo', 'pelo', 'cabello', 'peluqueria', 'peluquero', 'barberia', 'manicura',
  'maquillaje', 'masaje', 'masajes', 'tatuaje', 'clases?', 'tarea', 'tareas escolares', 'ninera', 'canguro', 'guarderia',
  'medico', 'dentista', 'muelas', 'terapia', 'boda', 'fotografo', 'fiesta', 'cumpleanos', 'banquete', 'pagina web',
  'sitio web', 'aplicacion', 'computadora', 'ordenador', '(?:arreglar|reparar) (?:mi |el )?(?:celular|movil|telefono)', 'impresora', 'prestamo',
  'hipoteca', 'aseguradora', 'poliza', 'seguro (?:de|para) (?:hogar|casa|vida|auto|coche|carro|mi)', 'insurance claim', 'visa', 'pasaporte', 'traduccion', 'traducir', 'curriculum', 'vuelo', 'hotel', 'vacaciones',
  'aeropuerto', 'airport', 'profesor', 'profesora', 'clases particulares', 'teacher', 'hiring', 'job opening', 'apply', 'vacante', 'vacantes', 'empleo', 'contratando', 'despensa', 'mandado', 'mandados', 'supermercado', 'recado', 'recados', 'mecanico', 'taller', 'afinacion', 'hojalateria',
  'cambio de aceite', 'receta', 'chiste',
  'pest', 'pests', 'exterminator', 'extermination', 'termites?', 'roach(?:es)?', 'cockroach(?:es)?', 'bed ?bugs',
  'rodents?', 'rats?', 'mice', 'solar', 'pool', 'pools', 'hot tub', 'jacuzzi', 'septic', 'chimney', 'asbestos', 'mold',
  'architect', 'interior designer', 'home inspection', 'appraisal', 'security cameras?', 'alarm monitoring',
  'plagas?', 'fumigar', 'fumigacion', 'termitas', 'cucarachas', 'chinches', 'ratas', 'ratones', 'paneles solares',
  'alberca', 'piscina', 'fosa septica', 'chimenea', 'arquitecto', 'moho', 'camaras de seguridad',
].join('|') + ')\\b');

/** A clause with no job that asks for something outside home services ("and do my taxes"). */
export const ASKS = /\b(?:fix|repair|do|need|needs|help|want|get|install|clean|book|hire|find|arregl\w*|repar\w*|necesit\w*|quiero|queremos|hacer|haga|hagan|ayud\w*|busco|buscamos)\b/;

/** Signs the customer wants home work done, though no job was named. */
export const WANTS_WORK = /\b(?:fix|fixed|repair|repairs|install|replace|broken|broke|leak\w*|need|needs|want|looking for|quotes?|estimates?|price|cost|how much|help|job|work|service|someone|somebody|contractor|home|house|apartment|renovat\w*|remodel\w*|update|redo|project|damage\w*|romp\w*|descompu\w*|no funciona|no sirve|arregl\w*|repar\w*|instal\w*|cambiar|roto|rota|necesito|necesitamos|quiero|queremos|busco|presupuesto|cotizacion|cotizar|precio|cuanto|cuesta|cobran|ayuda|trabajo|servicio|alguien|casa|hogar|departamento|piso|remodel\w*|reforma\w*|obra)\b/;

const ES_MARKERS = /\b(?:el|la|los|las|de|del|que|mi|mis|necesito|quiero|para|por|con|una|un|es|en|y|se|lo|me|cuanto|cuesta|hola|buenas|buenos|dias|tardes|favor|gracias|casa|bano|cocina|pintar|arreglar|tengo|hay|esta|son|muy|tambien|pero|como|cual|donde|cuando|metros|cuadrados|necesitamos|queremos|podrian|pueden|puede|seria|presupuesto|cotizacion|recamara|habitacion|ayuda)\b/g;
const EN_MARKERS = /\b(?:the|a|an|my|i|need|to|and|of|for|with|is|it|in|on|how|much|does|do|you|can|we|our|hi|hello|please|thanks|house|bathroom|kitchen|paint|fix|have|has|be|get|want|would|like|some|this|that|feet|ft|square|sq|room|bedroom|help|quote|estimate|cost)\b/g;

/** 'es' or 'en' by marker words; ties go to `fallback` (the region's language). */
export function detectLanguage(text: string, fallback: 'en' | 'es'): 'en' | 'es' {
  const es = text.match(ES_MARKERS)?.length ?? 0;
  const en = text.match(EN_MARKERS)?.length ?? 0;
  if (es === en) return fallback;
  return es > en ? 'es' : 'en';
}
