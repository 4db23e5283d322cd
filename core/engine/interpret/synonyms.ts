/**
 * Words customers use that the catalog's keywords do not: Canadian and
 * Spain terms, chat shorthand, common voice-to-text splits. Each is
 * rewritten to a word the catalog knows, whole words only, after
 * normalizing (lower case, no accents). The per-trade families are in
 * trade-words.ts.
 */
import { TRADE_WORDS } from './trade-words.js';

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ...TRADE_WORDS,
  // Canada
  ['eaves ?troughs|eavestroughing', 'gutters'],
  ['eaves ?trough', 'gutter'],
  ['washrooms?', 'bathroom'],
  ['pot ?lights?|can ?lights?|canned lights?|recessed led fixtures?|recessed fixtures?', 'recessed lights'],
  ['clean (?:the |my )?eaves|eaves cleaning', 'clean gutters'],
  ['dimmers', 'dimmer switches'],
  ['hydro panel|breaker box|fuse box', 'electrical panel'],
  ['reno|renos', 'renovation'],
  // Chat shorthand and voice-to-text
  ['pls|plz|pleaseee?', 'please'],
  ['u', 'you'],
  ['ur', 'your'],
  ['thx|tnx|ty', 'thanks'],
  ['bathrm|bthrm|bathrm|bath rm', 'bathroom'],
  ['bedrm|bed rm', 'bedroom'],
  ['kitch', 'kitchen'],
  ['lr', 'living room'],
  ['dry wall|sheet rock', 'drywall'],
  ['dish washer', 'dishwasher'],
  ['hot water tank|hwt', 'water heater'],
  ['a c|aircon|air con', 'ac'],
  ['tv s|tvs', 'tvs'],
  ['w o', 'without'],
  ['frig|fridg|frige', 'fridge'],
  ['lite|lites', 'light'],
  ['toliet|toilette', 'toilet'],
  ['fixure|fixtur', 'fixture'],
  ['lino|linoleum', 'vinyl'],
  ['lvp|lvt|vinyl plank|luxury vinyl', 'vinyl plank'],
  ['ceiling fan light', 'ceiling fan'],
  ['re ?-?roof|re ?-?roofing', 'reroof'],
  ['re ?-?shingle|re ?-?shingled|re ?-?shingling|reshingl\\w*', 'reroof shingles'],
  ['cottonwood|elm|willow|mesquite|birch|sycamore|magnolia|oak tree|maple tree|pine tree', 'tree'],
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
  ['porte|portes', 'mover'],
  ['canalones|canalon', 'canalon'],
  ['bombin|bombillo de la cerradura', 'cerradura'],
  ['gotele', 'gotele pared'],
  ['termo electrico|termo', 'calentador'],
  ['vitroceramica|vitro|placa de induccion|induccion', 'estufa'],
  ['fontanero|fontanera', 'plomero'],
  ['tabique|tabiques', 'muro'],
  ['nevera', 'refrigerador'],
  ['cisterna', 'tanque del inodoro'],
  ['vater', 'inodoro'],
  ['desatascar|desatasco', 'destapar'],
  ['persiana|persianas', 'persiana ventana'],
  ['tarima flotante', 'piso laminado'],
  ['suelo laminado', 'piso laminado'],
  ['plato de ducha', 'regadera plato'],
  ['setos?', 'seto'],
  ['mosaicos?|venecitas?', 'azulejo'],
  ['chapa|chapas', 'cerradura'],
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
const ANY = new RegExp(`\\b(?:${PAIRS.map(([from]) => from).join('|')})\\b`);

export function applySynonyms(text: string): string {
  if (!ANY.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}
