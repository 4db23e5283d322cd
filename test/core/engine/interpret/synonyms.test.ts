import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEveryPair, applySynonyms } from '../../../../core/engine/interpret/synonyms.js';

interface Case {
  text?: string;
  messages?: Array<{ content: string }>;
}

describe('applySynonyms', () => {
  it('rewrites a word keyed by a longer literal start ("tarima laminada")', () => {
    expect(applySynonyms('quiero tarima laminada en el salon')).toContain('laminado');
  });

  it('lets a rewrite feed a later pair even when the original text has none of its letters', () => {
    // "tarima laminada" → "suelo laminado" → "piso laminado": no word of the text starts like "suelo".
    expect(applySynonyms('quiero tarima laminada en el salon')).toBe('quiero piso laminado en el salon');
    // "me traen los muebles" → "hay que subir muebles" → "cargar mudanza".
    expect(applySynonyms('me traen los muebles')).toContain('cargar mudanza');
  });

  it('leaves a text no pair is keyed by as it is', () => {
    expect(applySynonyms('zzz qqq')).toBe('zzz qqq');
  });
});

describe('the pair index', () => {
  // Every blind-set text and conversation turn: the index must never skip a pair that would have rewritten it.
  const texts = (JSON.parse(readFileSync(new URL('../../../fixtures/blind-set-h29.json', import.meta.url), 'utf8')) as Case[])
    .flatMap((c) => (c.messages ? c.messages.map((m) => m.content) : [c.text ?? '']))
    .map((t) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));

  it('gives what running every pair in order gives', () => {
    const differ = texts.filter((t) => applySynonyms(t) !== applyEveryPair(t));
    expect(differ).toEqual([]);
    expect(texts.length).toBeGreaterThan(400);
  });
});
