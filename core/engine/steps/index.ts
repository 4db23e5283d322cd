/**
 * Chooses the language of the step lines from the region's locale. Locales
 * without a translation get English, formatted as English of that country,
 * and the answer reports `locale_fallback: 'en'`.
 */
import { en } from './en.js';
import { spanish } from './es.js';
import { formatFor, type Format } from './format.js';
import type { Messages } from './messages.js';

export interface Voice {
  messages: Messages;
  format: Format;
  fallback: boolean;
}

const ES_ES = spanish(true);
const ES_LATAM = spanish(false);

export function voiceFor(locale: string, currency: string): Voice {
  const [language, country] = locale.split('-');
  if (language === 'en') return { messages: en, format: formatFor(locale, currency), fallback: false };
  if (language === 'es') return { messages: country === 'ES' ? ES_ES : ES_LATAM, format: formatFor(locale, currency), fallback: false };
  return { messages: en, format: formatFor(country ? `en-${country}` : 'en', currency), fallback: true };
}

export type { Messages, StepFacts, UnpricedReason } from './messages.js';
