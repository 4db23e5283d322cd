/**
 * Punctuation dictated to a phone or a car: "patch two holes comma upstairs period can you come question mark". Read
 * as the marks, so clauses split where the customer meant; "a grace period", "a period of time" stay words.
 */
const DICTATED_CUE = / (?:comma|period|question mark|exclamation (?:point|mark)|full stop)\b/i;
const DICTATED =
  /(?<!\b(?:a|the|grace|trial|waiting|time|short|long|this|that|warranty|same|rental|notice|cooling|probation|holiday|busy|rainy|dry|transition|billing|pay|payment|school|class|free|each|every|whole|entire|blackout|quiet))\s+(comma|period|question mark|exclamation (?:point|mark)|full stop)(?=\s|$)(?!\s+of\b)/gi;
const DICTATED_MARKS: Record<string, string> = {
  comma: ',',
  period: '.',
  'question mark': '?',
  'exclamation point': '!',
  'exclamation mark': '!',
  'full stop': '.',
};

/** The text with its dictated punctuation read as marks. */
export function undictated(text: string): string {
  if (!DICTATED_CUE.test(text)) return text;
  return text.replace(DICTATED, (_, mark: string) => DICTATED_MARKS[mark.toLowerCase()] ?? mark);
}
