/**
 * A customer who confirms a figure the business asked about ("Is it a
 * standard 36 inch opening?" → "yes 36") repeats an attribute of the item,
 * not an amount: the repeated figure is dropped from the customer's turn.
 */
import type { CustomerMessage } from '../types.js';

const CONFIRM =
  /^(\s*(?:yes|yeah|yep|yup|correct|right|exactly|si|sí|exacto|correcto|eso|asi es|así es)\b[\s,.!:-]*)(\d+(?:[.,]\d+)?)(\s*(?:ft|feet|foot|in|inch|inches|"|'|pulgadas?|cm|m|metros?)?\.?)/i;

/** "no dimmer.", "sin moldura": a leading no to an option the business offered (a short phrase up to a stop). */
const DECLINE = /^\s*(?:no|nope|nah|sin|without)\s+((?:[a-z\u00c0-\u017f]+\s*){1,3}?)(?=[.,;!?\n]|\s+(?:and|but|y|pero)\b|$)/i;
/** Words that make the leading "no" answer something else ("no, just the kitchen", "no, solo 2"). */
const NOT_AN_OPTION = /\b(?:just|only|solo|nada|more|mas|thanks|gracias|idea|se|se\u00e1|sure|clue|estoy)\b/i;

const FUNCTION_WORDS = new Set([
  'its',
  'it',
  'is',
  'my',
  'the',
  'that',
  'this',
  'es',
  'mi',
  'el',
  'la',
  'lo',
  'los',
  'las',
  'de',
  'un',
  'una',
]);

/** The option named right after a leading "no" when the business's question offered it; those words are not a job. */
function declined(text: string, asked: string): RegExpExecArray | null {
  const m = DECLINE.exec(text);
  if (!m || NOT_AN_OPTION.test(m[1]!)) return null;
  const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // "no its my RV": function words do not name an option, and a short name ("RV") still must be in the question.
  const words = (fold(m[1]!).match(/[a-z0-9]{2,}/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
  const question = fold(asked);
  // Every word of the option appears in the question ("Will you want them on a dimmer?" → "no dimmer").
  return words.length > 0 && words.every((w) => question.includes(w.replace(/s$/, ''))) ? m : null;
}

/** Units of a thing's size or rating: a question offering "40 or 50 gallons" asks about the thing, not how many. */
const ATTRIBUTE_UNIT =
  /\b(?:gallons?|gal|galones|litros?|liters?|litres?|tons?|toneladas|stor(?:y|ies|ey|eys)|floors?|pisos|plantas|niveles|inch(?:es)?|pulgadas|amps?|amperes|volts?|btu|frigorias|seer|hp|kw|watts?|years?|anos)\b/i;
/** The figure an answer opens with: "50", "50, gas", "de 60", "4 i think", "the 2". */
const LEADING_FIGURE =
  /^(\s*(?:(?:yes|yeah|yep|si|s\u00ed|its|it's|it is|es|de|the|a|un|una|el|la|like|about|como)\s+)*)(\d+(?:[.,]\d+)?)(?![\d.,]*\s*(?:x|by|por)\s*\d)/i;

/** The answer picks one of the sizes the business offered ("Is it 40 or 50 gallons?" → "50"): that figure is dropped. */
function pickedOption(text: string, asked: string): RegExpExecArray | null {
  if (!ATTRIBUTE_UNIT.test(asked) || /\bhow many\b|\bcu[a\u00e1]nt[oa]s\b/i.test(asked)) return null;
  const m = LEADING_FIGURE.exec(text);
  if (!m) return null;
  return new RegExp(`(?<![\\d.,])${m[2]!.replace(/[.,]/, '[.,]')}(?![\\d])`).test(asked) ? m : null;
}

/** "How many movers…?", "¿Cuántos cargadores…?": the business asks for the crew. */
const ASKS_CREW =
  /\b(?:how many|cu[a\u00e1]nt[oa]s)\s+(movers|guys|people|workers|helpers|men|crew members|painters|cleaners|techs|technicians|installers|cargadores|personas|operarios|trabajadores|mozos|chalanes|ayudantes|pintores|limpiadoras|t[e\u00e9]cnicos|instaladores)\b/i;
const CREW_FIGURE =
  /^(\s*(?:(?:just|only|con|with|maybe|probably|like|about|unos|unas|como|solo|s\u00f3lo|nom[a\u00e1]s)\s+)*)(\d{1,2}|one|two|three|four|five|six|un|uno|una|dos|tres|cuatro|cinco|seis)\b(?![.,]\d)(?!\s*(?:hours?|hrs?|h|horas?|days?|d[i\u00ed]as?|x|by|por|ft|feet|m\b|sq|(?!(?:is|was|es|has)\b)[a-z\u00e1-\u00fa]*s\b))/i;

/** "How many movers?" … "2 for 3 hours": the bare figure is the crew, said as one ("2 movers for 3 hours"); "3,5 h" is hours. */
function crewAnswer(text: string, asked: string): string {
  const who = ASKS_CREW.exec(asked);
  const m = who ? CREW_FIGURE.exec(text) : null;
  if (!m) return text;
  // "2 should do it. actually make it 3, theres a piano": the correction is of the crew too, unless hours were said
  // between ("3 men for 5 hours. No, wait, make it 6": the hours).
  const rest = text
    .slice(m[0].length)
    .replace(CREW_CORRECTED, (all: string, said: string, n: string, at: number, whole: string) =>
      HOURS_SAID.test(whole.slice(0, at)) ? all : `${said}${n} ${who![1]}`,
    );
  return `${m[1]}${m[2]} ${who![1]}${rest}`;
}
const HOURS_SAID = /\b\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|horas?)\b/i;
const CREW_CORRECTED =
  /\b((?:make it|make that|actually|wait|no wait|mejor|mejor que sean|que sean|o mejor|better)\s+)(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis)\b(?!\s*(?:hours?|hrs?|h|horas?|days?|d[i\u00ed]as?|x|by|por|ft|feet|m\b|sq|[a-z\u00e1-\u00fa]*s\b))/i;

/** `questions`, when given, receives the business's message before each turn kept ("" when none), in the same order. */
export function customerTurns(messages: readonly CustomerMessage[], questions?: string[]): string[] {
  const turns: string[] = [];
  messages.forEach((m, i) => {
    if (m.role !== 'customer') return;
    let text = m.content;
    const asked = i > 0 && messages[i - 1]!.role !== 'customer' ? messages[i - 1]!.content : '';
    const echo = asked ? CONFIRM.exec(text) : null;
    if (echo && new RegExp(`(?<![\\d.,])${echo[2]!.replace(/[.,]/, '[.,]')}(?![\\d])`).test(asked))
      text = echo[1]! + text.slice(echo[0].length);
    if (asked) text = crewAnswer(text, asked);
    const picked = asked ? pickedOption(text, asked) : null;
    if (picked) text = picked[1]! + text.slice(picked[0].length);
    const no = asked ? declined(text, asked) : null;
    if (no) text = text.slice(no[0].length).replace(/^[\s.,;!?]+/, '');
    if (text.trim() !== '') {
      turns.push(text);
      questions?.push(asked);
    }
  });
  return turns;
}
