import { describe, expect, it } from 'vitest';
import { applySynonyms } from '../../../../core/engine/interpret/synonyms.js';

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
