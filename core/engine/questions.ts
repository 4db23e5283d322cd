/** Questions for `needs_detail`, worded in the customer's language, with units of the region and, in Spanish, its country's words. */
import type { Question, Unit } from '../schemas/estimate.js';
import type { TaskDef, Trade } from './catalog/types.js';
import { en } from './steps/en.js';
import { spanish } from './steps/es.js';
import type { Lang } from './interpret/index.js';
import type { Messages } from './steps/messages.js';

const ES_MX = spanish(false);
const ES_ES = spanish(true);

/** The wording for a question: English, or Spanish of Spain for Spanish regions in Spain, else of Mexico. */
function words(lang: Lang, locale: string): Messages {
  if (lang === 'en') return en;
  return locale === 'es-ES' ? ES_ES : ES_MX;
}

export function quantityQuestion(def: TaskDef, unit: Unit, lang: Lang, locale = ''): Question {
  const m = words(lang, locale);
  const name = m.name(def);
  const units = m.unit(unit, 2);
  const text =
    lang === 'es'
      ? {
          area: `¿Qué tamaño tiene el área para «${name}»? Basta una medida aproximada en ${units} (para una habitación, largo × ancho).`,
          length: `¿Cuántos ${units} mide aproximadamente, para «${name}»?`,
          count: `¿Cuántas unidades son, para «${name}»?`,
          room: `¿Cuántas habitaciones son, para «${name}»?`,
          hour: `¿Cuántas horas de trabajo necesita, para «${name}»?`,
        }[def.dimension]
      : {
          area: `How big is the area for "${name}"? An approximate size in ${units} is enough (for a room, length × width).`,
          length: `About how many ${units} is it, for "${name}"?`,
          count: `How many are there, for "${name}"?`,
          room: `How many rooms, for "${name}"?`,
          hour: `How many hours of work do you need, for "${name}"?`,
        }[def.dimension];
  return { text, field: 'quantity', options: null, trade: def.trade };
}

export function taskQuestion(trade: Trade | null, tasks: readonly TaskDef[], lang: Lang, locale = ''): Question {
  const m = words(lang, locale);
  if (trade) {
    const options = tasks
      .filter((t) => t.trade === trade)
      .slice(0, 8)
      .map((t) => m.name(t));
    return {
      text: lang === 'es' ? `¿Qué trabajo de ${m.trade(trade)} necesita?` : `What ${m.trade(trade)} job do you need done?`,
      field: 'task',
      options,
      trade,
    };
  }
  return {
    text:
      lang === 'es'
        ? `¿Qué trabajo necesita? Indique la tarea y su tamaño (por ejemplo, «pintar ${locale === 'es-ES' ? 'un dormitorio' : 'una recámara'} de 4 x 3 m»).`
        : 'What job do you need done? Tell us the task and its size (for example, "paint a 12x14 bedroom").',
    field: 'task',
    options: null,
    trade: null,
  };
}

export function describeQuestion(lang: Lang): Question {
  return {
    text:
      lang === 'es'
        ? 'No podemos ver fotos. Describa el trabajo con palabras: qué hay que hacer y de qué tamaño es o cuántas unidades son.'
        : "We can't see photos. Please describe the job in words: what needs doing, and how big it is or how many.",
    field: 'scope',
    options: null,
    trade: null,
  };
}
