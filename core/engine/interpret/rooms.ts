/**
 * Rooms the customer names as the job's extent: "4 bedrooms", "both
 * bathrooms", "my living room", "dos recámaras", "el salón y el pasillo",
 * "a 3 bedroom house" (then the rooms stand for the home's size). Runs on
 * normalized text whose numbers are digits.
 */
import type { RoomKind } from '../catalog/rooms.js';
import { NARROWING_TAKE_BACK } from './normalize.js';
import { matchesOf } from './scan.js';

/** `every`: "in all 3 bedrooms", "en las 3 recámaras": one of the job's things goes in each room. */
export interface RoomMention {
  kind: RoomKind;
  count: number;
  pos: number;
  stated: boolean;
  every?: boolean;
  /** "a fan in each of the 3 bedrooms": one thing per room, even after "a". */
  each?: boolean;
  /** Listed right after the room before ("the kitchen and 2 bedrooms"). */
  joined?: boolean;
  /** A closing total of the rooms ("so 4 rooms in total"): it stands for every room named before, in any turn. */
  total?: boolean;
  /** "2 bdrm 1 ba": the home's bedrooms, dropped when the rooms of the job are named too. */
  describesHome?: boolean;
}

/** "actually scratch the hallway", "menos la cocina": the room named next is taken out of the job. */
const TAKEN_OUT_BEFORE =
  /\b(?:scratch|skip|forget|except|excluding|minus|not|but not|leave out|sin|menos|excepto|salvo|quita|quitale|quitele|quitenle|quitale|quiten|quitamos|quitar|saca|sacale|saquele|olvida|olvidate de|no)\s+(?:(?:the|el|la|los|las|my|mi|mis|about|una|un|one|a|1)\s+)?(?:(?:upstairs|downstairs|main|front|back|guest|kids)\s+)?$/;
/** "nursery and the hallway. wait no just the nursery", "la sala y el comedor, bueno no, nada más la sala": only this room. */
const NARROWED_TO = new RegExp(`${NARROWING_TAKE_BACK}$`);
/** Whether a room is named as the only one meant after a take-back ("wait no just the nursery"). */
export function narrowsToARoom(text: string): boolean {
  return mentionsIn(text).some((r) => NARROWED_TO.test(text.slice(Math.max(0, r.pos - 40), r.pos)));
}
/** The kinds of room named from the take-back on ("el salón es enorme… y solo las 2 habitaciones": the bedrooms). */
export function kindsNarrowedTo(text: string): Set<RoomKind> {
  const mentions = mentionsIn(text);
  const from = mentions.findIndex((r) => NARROWED_TO.test(text.slice(Math.max(0, r.pos - 40), r.pos)));
  return new Set(from < 0 ? [] : mentions.slice(from).map((r) => r.kind));
}
/** "tres dormitorios y el salón, el pasillo no que ese lo pintamos": the room just named, said not to be done. */
const TAKEN_OUT_AFTER =
  /^\s*,?\s*no\b(?=\s*(?:[,.;]|$|que\b|porque\b|pq\b|xq\b|ese\b|esa\b|eso\b|esos\b|esas\b|tampoco\b|gracias\b))(?![^.]{0,16}(?:\d|\b(?:mejor|wait|espera|espere|perdon|sean|son|make|actually)\b))/;
/**
 * "kitchen and bath r already done", "la cocina ya está pintada", "the kitchen and washrooms were redone and cleaned by
 * the contractor last week": rooms named as done are not the job.
 */
const DONE_AFTER =
  /^[^,.;\d]{0,6}?\s*(?:(?:(?:r|are|is|were|was|estan|esta)\s+)?(?:already|ya)\s+(?:(?:r|are|is|been|estan|esta|lo|la|los|las)\s+)*(?:done|finished|painted|cleaned|taken care of|hech[oa]s?|list[oa]s?|limpi[oa]s?|pintad[oa]s?)|(?:were|was|have been|has been)\s+(?:redone|done|cleaned|painted|renovated|finished)(?:\s+(?:and\s+)?(?:cleaned|painted|redone|done))?\s+(?:by|before|last|this|earlier|already|recently))\b/;
/** "we'll do the kitchen ourselves", "las recámaras las pinto yo": rooms the customer does are not the job. */
const DIY_BEFORE =
  /\b(?:we ll|we will|well|i ll|ill|i will|we re going to|were going to|im going to|i m going to|gonna|we|we can|i can)\s+(?:do|paint|clean|handle|take care of|tackle)\s+(?:the\s+|our\s+|my\s+)?(?:\d+\s+)?$/;
/** "el salón lo dejamos", "the den we'll leave as is": a room named and left out. */
// "the hallway is tiny, don't worry about it", "the living room my husband wants to think about": left out, after a word
// on why or who.
const LEFT_AS_IS =
  /^[^.]{0,25}?\b(?:(?:don t|dont|do not) (?:worry about|bother with|need|do) (?:it|that|that one)|skip (?:it|that|that one)|wants? to think about|(?:will|ll|is going to) think about|(?:lo|la) (?:vamos a pensar|pensamos|pensaremos))\b|^\s*,?\s*(?:(?:lo|la|los|las)\s+(?:dejamos|dejo|dejaremos|vamos a dejar)\b(?!\s+(?:vaci[oa]s?|libres?|list[oa]s?|limpi[oa]s?))|(?:we ll|well|we will|i ll|ill) leave (?:it|that one|as is)\b|(?:stays|stay) as (?:is|it is)\b)/;
const DIY_AFTER_EN = /^\s*(?:ourselves|myself|ourself|on our own|on my own)\b/;
const DIY_AFTER_ES =
  /^\s*,?\s*(?:(?:la|las|lo|los|esa|esas|ese|esos)\s+)(?:(?:voy a|vamos a)\s+)?(?:pint\w*|limpi\w*|hago|hacemos|hare|haremos|arreglo|arreglamos)\s+(?:yo|nosotros|nosotras|mi|por mi cuenta)\b/;

/** The words that make a figure a total: "en total", "in total", "altogether". */
export const IN_ALL = String.raw`(?:en total|in total|total|altogether|all together|in all)`;
const TOTAL_AFTER = new RegExp(String.raw`^\s*(?:(?:de|of)\s+[a-z]+\s+)?${IN_ALL}\b`);
const TOTAL_BEFORE =
  /\b(?:so|so that s|so thats|that s|thats|that is|those are|that makes|in total|total|altogether|asi que|entonces|o sea|en total|total son|serian|seran)\s*(?:it s|its|is|are|son|be)?\s*$/;
const AGAIN_BEFORE =
  /\b(?:just|only|solo|nomas|nada mas|the|los|las|son|serian|es decir|o sea|that s|thats|they re|theyre|i e)\s+(?:the\s+|los\s+|las\s+)?$/;

/** "just 3 rooms, the 2 bedrooms and the living room": after a count of rooms, the rooms it is made of. */
// "2 rooms need paint, the living room and the dining room", "2 rooms need painting: the office and …" (the colon is
// dropped by normalizing): a few words of what is done may come before the list.
const SPELLS_OUT =
  /^\s*(?:(?!(?:and|y|plus|also|too|tambien|mas|ademas)\b)[a-z0-9]+[^\S\n]*){0,8}?(?:(?:,|:|-|\.|\n|\(|i e|ie|that is|es decir|o sea|osea)\s*(?:(?:the|my|our|los|las|el|la|mis|su|sus|tu|tus)\s+)?|(?:the|my|our|los|las|el|la|mis|su|sus|tu|tus)\s+|(?:painted|cleaned|done|redone|pintad[oa]s|limpiad[oa]s|hech[oa]s)\s+)$/;

/** "2 recámaras, las recámaras las pinto yo": the room's word said again later as the customer's own work. */
function doneByCustomerLater(text: string, r: RoomMention & { end: number }): boolean {
  const word = /([a-z]{4,})\s*$/.exec(text.slice(r.pos, r.end))?.[1];
  if (!word || !/(?:pint|limpi|hago|hacemos|hare|arregl|ourselves|myself)/.test(text.slice(r.end))) return false;
  const stem = word.replace(/e?s$/, '');
  return new RegExp(
    String.raw`\b${stem}\w*\s+(?:la|las|lo|los)\s+(?:voy a |vamos a )?(?:pint|limpi|hago|hacemos|hare|arregl)\w*\s+(?:yo|nosotros)\b|\b(?:do|paint|clean|handle)\s+(?:the\s+)?${stem}\w*\s+(?:ourselves|myself)\b`,
  ).test(text.slice(r.end));
}

/** Takes out rooms named as taken back or already done, and rooms that only spell out a count said just before. */
/** "los cuartos de renta 3 en total", "the bedrooms, 3 in total": how many, said after the rooms. */
const TOTAL_AFTER_ROOMS = new RegExp(String.raw`^(?:\s+[a-z]+){0,3}[\s,]+(\d+)\s+(?:${IN_ALL}|nada mas|nomas)\b`);
/** "there's 3 bedrooms", "hay 2 baños": how many there are of the rooms talked about. */
const THERE_ARE = /\b(?:there s|theres|there are|there is|hay|son)\s+$/;

function roomsMeant(text: string, found: Array<RoomMention & { end: number }>): RoomMention[] {
  const out: Array<RoomMention & { end: number }> = [];
  for (let i = 0; i < found.length; i++) {
    let r = found[i]!;
    // "los cuartos de renta 3 en total": the count said after the rooms.
    const after = r.stated ? null : TOTAL_AFTER_ROOMS.exec(text.slice(r.end, r.end + 30));
    if (after && Number(after[1]) <= 30) r = { ...r, count: Number(after[1]), stated: true };
    if (TAKEN_OUT_BEFORE.test(text.slice(Math.max(0, r.pos - 30), r.pos))) {
      const earlier = out.findLastIndex((o) => o.kind === r.kind);
      // "3 recámaras … mejor quítele una recámara": fewer of the rooms counted, not none of them.
      const one = !r.stated && /\b(?:una|un|one|a|1)\s+$/.test(text.slice(Math.max(0, r.pos - 6), r.pos));
      if (earlier >= 0 && (r.stated || one) && out[earlier]!.stated && out[earlier]!.count > r.count)
        out[earlier] = { ...out[earlier]!, count: out[earlier]!.count - r.count };
      else if (earlier >= 0 && r.kind !== 'home') out.splice(earlier, 1);
      continue;
    }
    if (out.length > 0 && NARROWED_TO.test(text.slice(Math.max(0, r.pos - 40), r.pos))) {
      out.length = 0;
      out.push(r);
      continue;
    }
    if (TAKEN_OUT_AFTER.test(text.slice(r.end, r.end + 20))) {
      // "3 dormitorios y el salón, la cocina y los baños no": the rooms joined to it after the last comma go out too.
      while (
        out.length > 1 &&
        out.at(-1)!.pos > text.lastIndexOf(',', r.pos) &&
        /^\s*(?:y|e|and|&)\s+[a-z ]{0,8}$/.test(text.slice(out.at(-1)!.end, r.pos))
      )
        out.pop();
      continue;
    }
    // The next room's text ends where it does: "kitchen and bath r already done" takes both out.
    // "paint 3 bedrooms and the kitchen, we'll do the kitchen ourselves": named again as the customer's, so taken out.
    const diy =
      DIY_AFTER_ES.test(text.slice(r.end, r.end + 60)) ||
      LEFT_AS_IS.test(text.slice(r.end, r.end + 40)) ||
      (DIY_BEFORE.test(text.slice(Math.max(0, r.pos - 40), r.pos)) && DIY_AFTER_EN.test(text.slice(r.end, r.end + 30)));
    if (diy || doneByCustomerLater(text, r)) {
      const earlier = out.findLastIndex((o) => o.kind === r.kind);
      if (earlier >= 0 && r.kind !== 'home') out.splice(earlier, 1);
      // "(la cocina y el baño los hacemos nosotros)": the room joined to it just before is the customer's too.
      else if (diy && out.length > 1 && /^\s*(?:y|e|and|&)\s+[a-z ]{0,8}$/.test(text.slice(out.at(-1)!.end, r.pos))) out.pop();
      continue;
    }
    const doneAt = (m: RoomMention & { end: number }): boolean => DONE_AFTER.test(text.slice(m.end, m.end + 60));
    if (doneAt(r)) {
      while (out.length && r.joined && out.at(-1)!.end >= r.pos - 12) {
        out.pop();
        break;
      }
      continue;
    }
    // "the bedroom walls repainted, there's 3 bedrooms": a count said of the rooms named before tells how many they are.
    const unsized = r.stated ? out.findIndex((o) => o.kind === r.kind && !o.stated) : -1;
    if (unsized >= 0 && THERE_ARE.test(text.slice(Math.max(0, r.pos - 12), r.pos))) {
      out.splice(unsized, 1, r);
      continue;
    }
    const next = found[i + 1];
    if (next?.joined && doneAt(next) && !r.joined) continue;
    // "preparando el cuarto del bebé… queremos pintar ese dormitorio": the room named before, pointed back to.
    if (
      !r.stated &&
      r.count === 1 &&
      THAT_BEFORE.test(text.slice(Math.max(0, r.pos - 14), r.pos)) &&
      out.some((o) => !o.stated && o.count === 1 && (o.kind === r.kind || o.kind === 'room' || r.kind === 'room'))
    )
      continue;
    // "add the living room too so 3 rooms", "así que 4 cuartos en total": a closing total of rooms stands for every room before it.
    // "el salón también. O sea 3 habitaciones de pintura en total": a total said after the count, in this turn or for the
    // rooms of an earlier one.
    const anyRooms = r.kind === 'room' || (r.kind === 'bedroom' && /\b(?:habitaciones|cuartos)\b/.test(text.slice(r.pos, r.end)));
    const closing =
      (out.length > 0 && TOTAL_BEFORE.test(text.slice(Math.max(0, r.pos - 16), r.pos))) || TOTAL_AFTER.test(text.slice(r.end, r.end + 30));
    // "the guest room and the nursery… two bedrooms total": a total of bedrooms stands for the bedrooms named before.
    const bedroomsOnly = r.kind === 'bedroom' && out.length > 0 && out.every((o) => o.kind === 'bedroom');
    // "the kids 2 rooms plus our bedroom, so three bedrooms": the rooms before add up to the total.
    const sumsUp =
      r.kind === 'bedroom' &&
      out.length > 0 &&
      out.every((o) => o.kind === 'bedroom' || o.kind === 'room') &&
      out.reduce((n, o) => n + o.count, 0) === r.count;
    if (r.stated && (anyRooms || bedroomsOnly || sumsUp) && closing) {
      out.length = 0;
      out.push({ ...r, kind: 'room', total: true });
      continue;
    }
    // "both of my bedrooms need painting (2 rooms)": rooms counted again in general words, not joined to the list.
    if (
      r.stated &&
      r.kind === 'room' &&
      !r.joined &&
      out.length > 0 &&
      // "my kitchen painted (just the one room…)": the room named, counted again.
      // "el comedor, la cocina y el baño, son 3 cuartos": rooms named one by one, then how many they are.
      (out.every((o) => o.stated) ||
        (r.count === 1 && out.length === 1) ||
        (out.every((o) => o.count > 0) && COUNTED_AGAIN.test(text.slice(out.at(-1)!.end, r.pos))) ||
        // "the kitchen and the bathroom… what would labor be for those two rooms?": pointed back to.
        THOSE_BEFORE.test(text.slice(Math.max(0, r.pos - 12), r.pos))) &&
      out.reduce((n, o) => n + o.count, 0) === r.count
    )
      continue;
    // "3 bedrooms and the game room… skip the game room, just the 3 bedrooms": the same rooms named again.
    if (
      r.stated &&
      out.some((o) => o.kind === r.kind && o.count === r.count) &&
      AGAIN_BEFORE.test(text.slice(Math.max(0, r.pos - 16), r.pos))
    )
      continue;
    // "pintar 3 habitaciones (son los dormitorios)", "3 bedrooms, the bedrooms are small": the counted rooms named
    // again in the plural.
    if (r.count === 0 && !r.stated && /s$/.test(text.slice(r.pos, r.end)) && out.some((o) => o.kind === r.kind && o.stated && o.count >= 2))
      continue;
    // "the kids' rooms (2 bedrooms)": the rooms named, then how many they are.
    if (
      r.count === 0 &&
      !r.stated &&
      next?.stated &&
      (next.kind === 'bedroom' || next.kind === 'room') &&
      (r.kind === 'bedroom' || r.kind === 'room') &&
      // "pintar las recámaras, son cuatro recámaras", "the bedrooms, which are 3 bedrooms".
      /^[\s,(:-]*(?:(?:son|are|serian|seran|which are|they re|theyre)\s+)?$/.test(text.slice(r.end, next.pos))
    )
      continue;
    // "son 3 cuartos en total contando la sala", "4 rooms including the kitchen": a room counted in the total before.
    if (
      INCLUDED_BEFORE.test(text.slice(Math.max(0, r.pos - 20), r.pos)) &&
      out.some((o) => o.stated && o.count > 1 && (o.kind === 'room' || o.kind === 'bedroom'))
    )
      continue;
    // "my basement … a one bedroom basement suite so the bedroom, the living room and the washroom": the rooms listed
    // after "so" are the place described before them.
    if (out.length > 0 && !r.joined && next?.joined && SO_THE_ROOMS.test(text.slice(Math.max(0, r.pos - 16), r.pos))) out.length = 0;
    out.push(r);
  }
  // "a move out clean for the whole 4 bedroom house? ngl the kitchen is rough": the rooms named after the whole home are in it.
  const whole = out.findIndex((o) => o.kind === 'home' && o.stated && WHOLE_BEFORE.test(text.slice(Math.max(0, o.pos - 16), o.pos)));
  if (whole >= 0 && out.slice(whole + 1).every((o) => !o.stated && !o.joined)) out.length = whole + 1;
  for (let i = 0; i < out.length; i++) {
    const total = out[i]!;
    // "hay 2 habitaciones que pintar, el salón y el comedor": Spain's "habitaciones" (read as bedrooms) can be any rooms.
    const anyRooms =
      total.kind === 'room' || (total.kind === 'bedroom' && /\b(?:habitaciones|cuartos)\b/.test(text.slice(total.pos, total.end)));
    if (!total.stated || total.count < 2) continue;
    if (!anyRooms && total.kind !== 'bedroom') continue;
    const gap = text.slice(total.end, out[i + 1]?.pos ?? total.end);
    // "need 3 rooms painted at the condo in bradenton living room + 2 guest bedrooms" (its full stops lost): rooms of any
    // kind counted, then rooms that add up to the count exactly, with no "and" or "plus" between, are those rooms.
    const spells = SPELLS_OUT.test(gap);
    const loose = total.kind === 'room' && LOOSE_GAP.test(gap);
    if (!spells && !loose && !(total.kind === 'room' && /^\s*[,:(-]/.test(gap) && LIST_GAP.test(gap.replace(/^\s*[,:(-]\s*/, ''))))
      continue;
    let sum = 0;
    let j = i + 1;
    // "3 cuartos, el mostrador, la trastienda y el baño": rooms of any kind may be listed among words that are no room
    // kind we know; they are still the rooms counted.
    let unnamed = !spells;
    const listedOn = (k: number): boolean => {
      if (out[k]!.joined) return true;
      const between = total.kind === 'room' && LIST_GAP.test(text.slice(out[k - 1]!.end, out[k]!.pos));
      unnamed ||= between;
      return between;
    };
    while (j < out.length && sum < total.count && (j === i + 1 || listedOn(j))) sum += out[j++]!.count || Number.NaN;
    // "two bedrooms, the nursery and the guest room": a count of bedrooms is spelled out only by bedrooms.
    const spelled = out.slice(i + 1, j);
    // Only when some of the things listed are no room we know, and the count is of rooms of any kind ("3 cuartos", not
    // Spain's "3 habitaciones, salón y cocina", which are bedrooms and two more rooms).
    const partly = total.kind === 'room' && unnamed && j === out.length && sum < total.count && (spells || !loose);
    if ((sum === total.count || partly) && (anyRooms || spelled.every((o) => o.kind === 'bedroom'))) out.splice(i + 1, j - i - 1);
  }
  return out;
}

const LOOSE_GAP = /^\s*(?:(?!(?:and|y|plus|also|too|tambien|mas|ademas)\b)[a-z0-9]+\s*){0,8}$/;
/** Between two rooms of a list, one or two things that are no room kind: ", el mostrador, la trastienda y el ". */
const LIST_GAP =
  /^\s*(?:(?:,|\+|&|and|plus|y|e)?\s*(?:(?:the|my|our|el|la|los|las|mi|mis)\s+)?[a-z]+\s*){1,2}(?:,|\+|&|and|plus|y|e)\s*(?:(?:the|my|our|el|la|los|las|mi|mis)\s+)?$/;
/** Between the last room named and a count of rooms that says how many they were: ", son ", " so ", " (". */
/** "ese dormitorio", "the storage room, que es un cuartito": the room named before, pointed back to or described. */
const THAT_BEFORE = /\b(?:ese|esa|este|esta|that|this|aquel|aquella|(?:que es|which is|it s|its)\s+(?:un|una|a))\s+$/;
const THOSE_BEFORE = /\b(?:those|these|both|estos|estas|esos|esas|aquellos|aquellas|dichos|dichas)\s+$/;
const COUNTED_AGAIN =
  /^[\s,.;:(-]*(?:(?:son|serian|seran|so|that s|thats|its|it s|those are|that makes|which is|o sea|osea|es decir|en total|total)\s+)?(?:(?:like|about|unos|unas|como)\s+)?$/;
/** "bedroom door", "kitchen drawers", "basement tenant": the room only says which thing or whose home (cabinets stay: "the kitchen cabinets" may be the job). */
const ROOM_AS_MODIFIER =
  /^\s*(?:door|doors|window|windows|fan|light|lights|sink|faucet|floor\s+drain|drawers?|(?:tenants?|renters?)(?!\s+(?:moves?|moving|is|are|comes?|coming|arrives?|arriving|will|gets?|checks?|leaves?|leaving)\b)|suite|apartment|apt|unit|stairs|steps|puerta|ventana|lavabo|cajones|inquilin[oa]s?)\b/;
const WHOLE_BEFORE = /\b(?:whole|entire|all the|todo el|toda la|completo|completa)\s+$/;
const IN_BASEMENT = /\bbasement\s+(?:(?:rec|family|game|media|tv|play)\s+)?$/;
const SAME_AS_BEFORE =
  /\b(?:same(?:\s+[a-z]+){0,2}\s+as|to match|matching|like in|igual que|igual a|mismo color que|el mismo que|lo mismo que|como en)\s+(?:in\s+|en\s+)?(?:(?:the|el|la|our|my|mi|nuestr[oa])\s+)?$/;
const ANOTHER_ONES =
  /^(\s*(?:principal|grande|chic[oa]|de arriba|de abajo)?\s*(?:,|y|e)\s+)(?:la|el)\s+(?:de|del)\s+(?:(?:mi|mis|su|sus|tu|la|el|los|las|nuestr[oa]s?)\s+)?[a-z]+/;
/** "2 bdrm 1 ba", "3bd/2ba": the bedrooms describe the home when a count of baths follows. */
const BATHS_AFTER = /^\s*[,/]?\s*\d+(?:\.\d+)?\s*(?:ba|bth|bath|baths|bathrooms?|banos?)\b/;
/** "its my rental suite in the basement": where the rooms are, not one more room. */
const IN_THE_BEFORE = /\b(?:in|down in|at|en|en el)\s+(?:the|my|our|el)\s+$/;
const INCLUDED_BEFORE =
  /\b(?:contando|counting|including|incl|incluyendo|incluida|incluido|con todo y|with)\s+(?:(?:the|el|la|los|las)\s+)?$/;
const SO_THE_ROOMS =
  /\b(?:so|which is|that is|that s|i e|ie|meaning|basically|o sea|osea|es decir|que son|que es(?: un| una)?)\s+(?:(?:the|el|la|los|las)\s+)?$/;

const EVERY =
  /\b(?:all|each of (?:the|our|my)|every one of (?:the|our|my)|todas las|todos los|en las|en los|cada una de las|cada uno de los)\s*$/;
const EACH =
  /\b(?:each of (?:the|our|my)|every one of (?:the|our|my)|one (?:in|for) (?:each of )?the|cada una de las|cada uno de los|uno en cada una de las|una en cada una de las)\s*$/;

const KINDS: ReadonlyArray<readonly [RoomKind, string]> = [
  [
    'living',
    'living\\s*rooms?|living(?=\\s*(?:[-,.;+&]|$))|lr|family\\s*rooms?|lounges?|front\\s*rooms?|great\\s*rooms?|salas?(?:\\s+de\\s+estar)?|salitas?|salones|salon|estancias?',
  ],
  ['dining', 'dining\\s*rooms?|comedor(?:es)?|comedorcitos?'],
  [
    'bedroom',
    'bedrooms?|beds(?!\\s+frames?)|bed(?!\\s+frames?)|bdrms?|brs|br|master(?:\\s+suite)?|(?:kids?|boys?|girls?)\\s+rooms?|guest\\s*rooms?|nursery|nurseries|recamaras?|recamaritas?|recas?|dormitorios?|alcobas?|habitaciones|habitacion|habs?',
  ],
  ['bathroom', 'bathrooms?|baths?|washrooms?|restrooms?|powder\\s*rooms?|half\\s*baths?|ensuites?|banos?|banitos?|aseos?|medio\\s+bano'],
  ['kitchen', 'kitchens?|cocinas?|cocinitas?'],
  ['office', 'offices?|home\\s*offices?|studys?|studies|dens?|oficinas?|despachos?|estudios?'],
  ['hallway', 'hallways?|halls|hall|corridors?|entryway|foyer|stairwell|pasillos?|recibidor(?:es)?|vestibulo'],
  ['closet', 'closets?|walk\\s*in|armarios?\\s+empotrados?|vestidor(?:es)?'],
  ['laundry', 'laundry(?:\\s*rooms?)?|mudroom|lavanderia|cuarto\\s+de\\s+lavado'],
  ['garage', 'garages?|garajes?|cocheras?'],
  ['basement', 'basements?|sotanos?'],
  // "the front waiting room", "the break room", "the game room", "the bunkie": what the room is for names which room.
  [
    'room',
    '(?:waiting|break|exam|sewing|fellowship|conference|meeting|staff|game|games|rec|play|media|bonus|craft|music|hobby|exercise)\\s+rooms?|playrooms?|sunrooms?|bunkies?|rooms|room|cuartos?|cuartitos?|piezas?|ambientes?|espacios',
  ],
];
const KIND_OF = new Map<string, RoomKind>();
const WORDS = KINDS.map(([, w]) => w).join('|');
const MENTION = new RegExp(
  `(?:\\b(\\d+(?:\\.\\d+)?)\\s*-?\\s*(?:of\\s+(?:our|my|the|the\\s+kids|de\\s+(?:mis|las|los|nuestr[oa]s))\\s+)?(?:(?:small|big|large|tiny|little|spare|upstairs|downstairs|kids|guest|master|main|full|half|pequen[oa]s?|grandes?|chic[oa]s?)\\s+)?)?(?:\\b|(?<=\\d))(${WORDS})\\b`,
  'g',
);
/** A count of bedrooms that sizes a dwelling: "3 bedroom house", "piso de 3 habitaciones". */
const HOME_AFTER =
  /^\s*(?:-?\s*)(?:home|house|apartment|apt|condo|townhouse|flat|unit|place|casa|departamento|depa|apartamento|piso|vivienda)\b/;
const HOME_BEFORE =
  /\b(?:home|house|apartment|apt|condo|townhouse|flat|unit|place|casa|departamento|depa|apartamento|piso|vivienda|estudio)\s+(?:(?:normal|normalito|tipico|standard|pequeno|chico|grande|viejo|antiguo|nuevo)\s+)?(?:de|with|of|con)\s+$/;
/** "it's a prewar 3br", "we have a 4 bedroom": a count with the singular word after "a" is the home's size. */
const A_HOME_OF = /\b(?:it s|its|it is|we have|we ve got|we got|thats|that s|a|an)\s+(?:[a-z]+\s+)?$/;
/** Between two rooms of one list: ", ", " and ", " y ", "+". */
// "the 3 bedrooms upstairs and the living room": where the rooms before are may come first; voice-to-text lists rooms
// with only an article between them ("the bedroom the living room and the washroom").
const LIST_JOIN =
  /^\s*(?:(?:upstairs|downstairs|arriba|abajo|principal|grande|pequen[oa]|chic[oa]|main|big|small|del fondo|de arriba|de abajo)\s*)?(?:(?:,|\+|&|and|plus|y|e|mas)\s*(?:(?:and|y)\s+)?(?:(?:the|my|our|de|del|la|las|los|el|mi|mis|otro|otra|another|other)\s+){0,2}|(?:the|la|el)\s+)$/;
/** A joiner then a counted room: "sala y 2 recámaras", "kitchen and 2 baths". */
const LEADS_LIST = /^\s*(?:,|\+|&|and|plus|y|e|mas)\s*(?:(?:the|my|our|las|los|mis)\s+)?\d/;
/**
 * A count said after a bare plural: "the bedrooms, 3 of them", "paint our bedrooms? we have 4", "bedrooms x3",
 * "las recámaras, son 3". The count must stand alone ("there are 3 windows in each" counts windows).
 */
const COUNT_AFTER = new RegExp(
  String.raw`^\s*(?:x?\s*(\d+)(?=\s*[,.;!?]|\s*$)|x\s*(\d+)|\(\s*(\d+)\s*\)|(?:\s*[a-z]+){0,5}\s*[,:;.?!-]*\s*(?:(?:there\s+(?:are|re|is|s)|theres|we\s+have|i\s+have|we\s+got|theres|son|que\s+son|tengo|tenemos|hay)\s+(\d+)|(?:all\s+|los\s+|las\s+|todos\s+los\s+|todas\s+las\s+)?(\d+)\s+(?:of\s+them|total|in\s+total|en\s+total|de\s+ellas|de\s+ellos)))` +
    String.raw`(?=\s*(?:$|[,.;!?)]|and\b|y\b|pls\b|please\b|por\s+favor\b|of\s+them\b|total\b|in\s+total\b|en\s+total\b|de\s+ellas\b|de\s+ellos\b|nomas\b|no\s+mas\b|nada\s+mas\b|solamente\b|only\b|vale\b|ok\b|okay\b|gracias\b|thanks\b|thx\b|porfa\b|pues\b))`,
);
const LIST_OF_ROOMS_AFTER = new RegExp(String.raw`^\s*(?:,|&|\+)\s*(?:(?:the|my|our|el|la|los|las|mi|mis)\s+)?(?:${WORDS})\b`);
/** The work done to a room, said right before it without an article ("paint living room", "limpiar sala"). */
const WORK_BEFORE = /\b(?:paint|repaint|clean|deep clean|carpet|pintar|repintar|pinten|limpiar|limpien)\s+$/;
/** "3 bed 2 bath" lists describe the home, the baths count with it. */
const PLACE_WORDS =
  /(?::\s*$)|\b(?:in|on|of|at|for|the|my|our|your|a|an|this|that|en|el|la|los|las|mi|mis|su|sus|nuestr[oa]s?|del|de|al|un|una|both|each|ese|esa|este|esta|his|her|their|these|those)\s+$/;

function kindOf(word: string): RoomKind {
  const cached = KIND_OF.get(word);
  if (cached) return cached;
  const kind = KINDS.find(([, w]) => new RegExp(`^(?:${w})$`).test(word))?.[0] ?? 'room';
  KIND_OF.set(word, kind);
  return kind;
}

/**
 * Room mentions in order. A mention with a number is `stated`; a bare room
 * noun after an article or possessive ("my bedroom", "la sala") counts one.
 * Bedrooms that size a home ("2 bedroom apartment") become one `home`
 * mention per bedroom, and any bathrooms in the same breath are dropped.
 */
export function findRooms(text: string): RoomMention[] {
  const rooms = roomsMeant(text, mentionsIn(text));
  const where = (r: RoomMention) =>
    r.describesHome || (r.kind === 'basement' && !r.stated && !r.joined && IN_THE_BEFORE.test(text.slice(Math.max(0, r.pos - 12), r.pos)));
  // "2 bdrm 1 ba. need both bdrms + living rm painted": the home's bedrooms go when the job's bedrooms are named too.
  const named = rooms.some((r) => !where(r) && (r.kind === 'bedroom' || r.kind === 'room' || r.kind === 'living'));
  return named ? rooms.filter((r) => !where(r)) : rooms;
}

/** A clause that names only rooms and joining words: "y la sala", "and the hallway", "plus 2 bathrooms". */
export function namesOnlyRooms(text: string): boolean {
  const found = mentionsIn(text);
  if (found.length === 0) return false;
  let rest = text;
  for (const m of found) rest = `${rest.slice(0, m.pos)}${' '.repeat(m.end - m.pos)}${rest.slice(m.end)}`;
  return !/[a-z]{3,}/.test(rest.replace(JOINING_WORDS, ' '));
}
const JOINING_WORDS = /\b(?:and|y|e|plus|also|too|the|my|our|la|el|las|los|mi|mis|tambien|mas|de|del)\b/g;

function mentionsIn(text: string): Array<RoomMention & { end: number }> {
  const out: Array<RoomMention & { end: number }> = [];
  let home = false;
  let prevEnd = -1;
  for (const m of matchesOf(MENTION, text)) {
    const word = m[2]!.replace(/\s+/g, ' ');
    let kind = kindOf(word);
    const pos = m.index;
    const end = pos + m[0].length;
    // "un piso de un dormitorio", "depa de una recámara": the article counts the one bedroom of the home.
    const oneOfHome =
      m[1] === undefined &&
      (kind === 'bedroom' || kind === 'room') &&
      /\b(?:un|una)\s+$/.test(text.slice(Math.max(0, pos - 5), pos)) &&
      HOME_BEFORE.test(text.slice(Math.max(0, pos - 34), pos).replace(/\b(?:un|una)\s+$/, ''));
    const stated = m[1] !== undefined || oneOfHome;
    if (stated) {
      const count = oneOfHome ? 1 : Number(m[1]);
      if (!(count > 0 && count <= 30)) continue;
      // "sala de 3 piezas", "juego de comedor de 6 piezas": pieces of furniture, not rooms.
      if (
        /^piezas?$/.test(word) &&
        /\b(?:sala|comedor|juego|sillon|sofa|antecomedor|mueble|muebles)\s+de\s+$/.test(text.slice(Math.max(0, pos - 16), pos))
      )
        continue;
      // "tres estancias (el salón y los dos dormitorios)": Spain's estancia is any room; Mexico's is the living room.
      if (kind === 'living' && word === 'estancias') kind = 'room';
      if (
        (kind === 'bedroom' || kind === 'room') &&
        // "in all three bedrooms? House in Schaumburg": rooms the work goes into are no home's size.
        !EVERY.test(text.slice(Math.max(0, pos - 30), pos)) &&
        (oneOfHome ||
          HOME_AFTER.test(text.slice(end)) ||
          HOME_BEFORE.test(text.slice(Math.max(0, pos - 30), pos)) ||
          (count > 1 && /^(?:bedroom|br|bdrm|bdr|bd)$/.test(word) && A_HOME_OF.test(text.slice(Math.max(0, pos - 24), pos))) ||
          // "es un tres dormitorios normal": a home named by its bedrooms after "un".
          (count > 1 && /\bun\s+$/.test(text.slice(Math.max(0, pos - 4), pos))))
      ) {
        kind = 'home';
        home = true;
      }
      const lead = text.slice(Math.max(0, pos - 30), pos);
      out.push({
        kind,
        count,
        pos,
        end,
        stated,
        ...(kind === 'bedroom' && BATHS_AFTER.test(text.slice(end, end + 20)) ? { describesHome: true } : {}),
        every: EVERY.test(lead),
        each: EACH.test(lead),
        joined: prevEnd >= 0 && LIST_JOIN.test(text.slice(prevEnd, pos)),
      });
      prevEnd = end;
      continue;
    }
    // "a bed" is furniture; only "3 bed" counts bedrooms.
    if (word === 'bed') continue;
    // "cuarto piso" is the fourth floor, not a room.
    if (word === 'cuarto' && /^\s+(?:piso|planta|nivel)\b/.test(text.slice(end))) continue;
    // A bare noun counts one room only when it is the place of the job ("paint my bedroom"), not a modifier ("bedroom door"),
    // or when it is listed right after another room ("3 habitaciones, salón y cocina").
    // "plus the upstairs hall", "y el baño de visitas": a word that says which room does not hide the article before it.
    const before = text
      .slice(Math.max(0, pos - 24), pos)
      .replace(/\b(?:upstairs|downstairs|main|front|back|guest|kids|small|big|little|spare|other|second|first|whole|entire)\s+$/, '')
      .slice(-12);
    const prev = out.at(-1);
    const listed = prev !== undefined && prevEnd >= 0 && LIST_JOIN.test(text.slice(prevEnd, pos));
    // "alfombras: sala y 2 recámaras": a bare room listed before a counted one is one more room.
    const leads = LEADS_LIST.test(text.slice(end));
    // "pintar 3 habitaciones, son los dormitorios", "2 rooms, the kids bedrooms": names the rooms just counted.
    if (
      /s$/.test(word) &&
      prev?.stated &&
      prev.count > 1 &&
      (prev.kind === 'room' || prev.kind === 'bedroom') &&
      (kind === 'room' || kind === 'bedroom') &&
      /^[\s,.;:-]*(?:(?:son|are|they re|theyre|those are|que son|osea|o sea|es decir|i e)\s+)?(?:(?:the|los|las|mis|my|our)\s+)?(?:(?:kids|guest|small|pequen[oa]s|de los ninos)\s+)?$/.test(
        text.slice(prevEnd, pos),
      )
    ) {
      if (kind === 'bedroom') prev.kind = 'bedroom';
      prevEnd = end;
      continue;
    }
    const after = /s$/.test(word) ? COUNT_AFTER.exec(text.slice(end, end + 40)) : null;
    // "paint living room and dining room": a bare room right after the work on it is the place of the job.
    const worked = WORK_BEFORE.test(text.slice(Math.max(0, pos - 16), pos));
    // "…before we list. Living room, dining room and the two bedrooms": a bare room that opens a list of rooms ending in
    // counted ones (a list after a count names the rooms counted: "2 bedrooms (nursery + guest rm)").
    const opensList =
      !prev?.stated &&
      LIST_OF_ROOMS_AFTER.test(text.slice(end, end + 40)) &&
      /\b(?:and|y|&|\+)\s+(?:(?:the|my|our|los|las|mis)\s+)?\d+\s/.test(text.slice(end, end + 60));
    if (!PLACE_WORDS.test(before) && pos !== 0 && !listed && !leads && !after && !worked && !opensList) continue;
    if (ROOM_AS_MODIFIER.test(text.slice(end))) continue;
    // "our basement rec room": one room, counted once as the basement.
    if (kind === 'room' && IN_BASEMENT.test(text.slice(Math.max(0, pos - 24), pos))) continue;
    // "same colour as the hallway", "igual que el pasillo": a room named to say how, not where.
    if (SAME_AS_BEFORE.test(text.slice(Math.max(0, pos - 36), pos))) continue;
    const counted = after ? Number(after[1] ?? after[2] ?? after[3] ?? after[4] ?? after[5]) : 0;
    if (counted > 0 && counted <= 30) {
      out.push({ kind, count: counted, pos, end, stated: true, joined: listed });
      prevEnd = end;
      continue;
    }
    // A bare plural ("paint the bedrooms") names rooms without saying how many: count 0, unknown.
    out.push({ kind, count: /s$/.test(word) ? 0 : 1, pos, end, stated: false, joined: listed });
    prevEnd = end;
    // "la recámara principal y la de mi hijo": one more room of the kind, said by whose it is.
    const another = /s$/.test(word) ? null : ANOTHER_ONES.exec(text.slice(end, end + 40));
    if (another) {
      out.push({ kind, count: 1, pos: end + another[1]!.length, end: end + another[0].length, stated: false, joined: true });
      prevEnd = end + another[0].length;
    }
  }
  // "pintar dos habitaciones y el salón, es un piso de tres habitaciones": the rooms counted before the home's size,
  // apart from it, are the rooms worked on; the home's size only describes where they are.
  const firstHome = out.find((r) => r.kind === 'home');
  if (
    firstHome &&
    out.some((r) => r.pos < firstHome.pos && r.stated && r.kind !== 'home' && r.kind !== 'bathroom') &&
    /\b(?:es|son|is|it s|its|en|in)\s+(?:un|una|a|an|my|mi|nuestro|our)\b/.test(text.slice(Math.max(0, firstHome.pos - 40), firstHome.pos))
  )
    return out.filter((r) => r.kind !== 'home' && r.pos < firstHome.pos);
  if (home)
    return out.filter((r) => r.kind === 'home' || (r.kind !== 'bathroom' && r.kind !== 'bedroom' && r.kind !== 'room' && !r.stated));
  return out;
}
