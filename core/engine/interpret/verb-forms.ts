/**
 * Spanish verb forms a customer uses in place of the infinitive the catalog
 * names: "que me quiten el tapiz", "que me corten el césped", "que me pongan
 * césped", "que coloquen loseta", "que me reemplacen la llave". The lexicon
 * matches a word by the keyword's prefix, which already covers "quitarlo" and
 * "instalaron"; these are the forms whose stem changes: the subjunctive of
 * requests (-ar → -e/-en, -er/-ir → -a/-an, with its spelling changes c→qu,
 * g→gu, z→c, g→j), participles and gerunds, and the few stem-changing or
 * irregular verbs of home work (poner, hacer, colgar, mover, sembrar...).
 */

/** Irregular and stem-changing verbs: the stems of their request forms. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  poner: ['pong', 'pusier', 'puest', 'ponie'],
  hacer: ['hag', 'hicier', 'hacie'],
  colgar: ['cuelgu', 'cuelg', 'colgad'],
  mover: ['muev', 'movid', 'movie'],
  remover: ['remuev', 'removid'],
  sembrar: ['siembr'],
  segar: ['siegu', 'sieg'],
  regar: ['riegu', 'rieg'],
  tender: ['tiend'],
  demoler: ['demuel', 'demolid'],
  construir: ['construy', 'construid'],
  soltar: ['suelt'],
  recoger: ['recoj', 'recogid'],
  proteger: ['protej', 'protegid'],
};

/** Verbs whose forms are common words of another meaning ("pase", "pasado", "sola", "tienda", "muela"). */
const SKIP = new Set(['pasar', 'solar', 'moler', 'meter', 'tener', 'hogar', 'alquiler', 'vater']);
/** The -er verbs of home work; other keywords ending in -er are English words or brands ("dimmer", "karcher"). */
const ER_VERBS = new Set([
  'poner',
  'hacer',
  'rehacer',
  'remover',
  'mover',
  'demoler',
  'recoger',
  'proteger',
  'barrer',
  'tender',
  'encender',
  'romper',
]);
/** Keyword stems that are not verbs, or are cut short ("repar", "retir" stand for reparar, retirar). */
const NOT_VERB_STEMS = new Set([
  'repar',
  'retir',
  'electric',
  'automatic',
  'magnetotermic',
  'dicroic',
  'inspecc',
  'raiz',
  'empac',
  'desempac',
  'tragaluz',
]);

/** Forms that are other words: never read as the verb. */
const NOT_FORMS = new Set([
  // "podéis", "podáis" are poder's, not podar's.
  'podeis',
  'podais',
  'tienda',
  'tiendas',
  'muela',
  'muelas',
  'sole',
  'sola',
  'pase',
  'baja',
  'bajan',
  'sube',
  'tira',
  'lleva',
  'carga',
  'cargo',
  'podemos',
  'tale',
  'tales',
  'tire',
  'tires',
  'quite',
  'aisle',
  'cheque',
  'cheques',
  'segue',
  // "se han movido unas tejas": a thing that shifted, not a move.
  'movido',
  'movida',
  'movidos',
  'movidas',
  'moviendo',
  'removido',
  'removida',
]);

// Spain asks with vosotros too: "que me colguéis", "que me pongáis", "¿me limpiáis el horno?".
const ENDINGS_AR = ['e', 'en', 'es', 'emos', 'eis', 'ais', 'ado', 'ada', 'ados', 'adas', 'ando'];
const ENDINGS_ER = ['a', 'an', 'as', 'amos', 'ais', 'eis', 'ido', 'ida', 'idos', 'idas', 'iendo'];

/** c→qu, g→gu, z→c before e: sacar → saque, agregar → agregue, reemplazar → reemplace. */
function beforeE(stem: string): string {
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu`;
  if (stem.endsWith('g')) return `${stem}u`;
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}c`;
  return stem;
}

/** Whole-word forms of a Spanish infinitive keyword ("quitar" → quite, quiten, quitado...). */
export function spanishForms(infinitive: string): string[] {
  if (SKIP.has(infinitive) || NOT_VERB_STEMS.has(infinitive) || !/^[a-z]{3,}(?:ar|er|ir)$/.test(infinitive)) return [];
  if (infinitive.endsWith('er') && !ER_VERBS.has(infinitive)) return [];
  const stem = infinitive.slice(0, -2);
  const forms: string[] = [];
  if (infinitive.endsWith('ar')) {
    for (const e of ENDINGS_AR) forms.push(`${e.startsWith('e') ? beforeE(stem) : stem}${e}`);
  } else {
    // recoger → recojan; -er and -ir verbs share the request forms.
    const soft = stem.endsWith('g') ? `${stem.slice(0, -1)}j` : stem;
    for (const e of ENDINGS_ER) forms.push(`${e.startsWith('a') ? soft : stem}${e}`);
  }
  for (const irregular of IRREGULAR[infinitive] ?? [])
    for (const e of irregular.endsWith('ie') ? ['ndo'] : ['a', 'an', 'as', 'ais', 'e', 'en', 'es', 'eis', 'o', 'os'])
      forms.push(irregular + e);
  return forms.filter((f) => f.length >= 4 && f !== infinitive && !NOT_FORMS.has(f));
}

/** Prefixes a stem keyword also takes before e ("coloc" → "coloque", "reemplaz" → "reemplace"), or null. */
export function spanishStemBeforeE(stem: string): string | null {
  if (NOT_VERB_STEMS.has(stem)) return null;
  const changed = beforeE(stem);
  return changed !== stem && stem.length >= 4 ? `${changed}e` : null;
}
