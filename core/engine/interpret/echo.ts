/**
 * A customer who confirms a figure the business asked about ("Is it a
 * standard 36 inch opening?" → "yes 36") repeats an attribute of the item,
 * not an amount: the repeated figure is dropped from the customer's turn.
 */
import type { CustomerMessage } from '../types.js';

const CONFIRM =
  /^(\s*(?:yes|yeah|yep|yup|correct|right|exactly|si|sí|exacto|correcto|eso|asi es|así es)\b[\s,.!:-]*)(\d+(?:[.,]\d+)?)(\s*(?:ft|feet|foot|in|inch|inches|"|'|pulgadas?|cm|m|metros?)?\.?)/i;

export function customerTurns(messages: readonly CustomerMessage[]): string[] {
  const turns: string[] = [];
  messages.forEach((m, i) => {
    if (m.role !== 'customer') return;
    let text = m.content;
    const asked = i > 0 && messages[i - 1]!.role !== 'customer' ? messages[i - 1]!.content : '';
    const echo = asked ? CONFIRM.exec(text) : null;
    if (echo && new RegExp(`(?<![\\d.,])${echo[2]!.replace(/[.,]/, '[.,]')}(?![\\d])`).test(asked))
      text = echo[1]! + text.slice(echo[0].length);
    if (text.trim() !== '') turns.push(text);
  });
  return turns;
}
