import { describe, expect, it } from 'vitest';
import { asciiSource } from '../../../scripts/build-binary.js';

describe('the bundle in ASCII (scripts/build-binary.ts)', () => {
  it('escapes non-ASCII characters so that regular expressions and strings keep their meaning', () => {
    const source = [
      'const CONFIRM = /^(?:sí|así es)$/;',
      'const CLASS = /^[\\w$\\x80-\uFFFC]/;',
      'const SIGN = /[×²]/u;',
      "const TEXT = 'año 😀';",
      '// "limpieza del jardín"',
      'module.exports = { CONFIRM, CLASS, SIGN, TEXT };',
    ].join('\n');
    const ascii = asciiSource(source);
    expect(/[^\x00-\x7f]/.test(ascii)).toBe(false);
    const load = (text: string) => {
      const module = { exports: {} as Record<string, unknown> };
      new Function('module', text)(module);
      return module.exports as { CONFIRM: RegExp; CLASS: RegExp; SIGN: RegExp; TEXT: string };
    };
    const [before, after] = [load(source), load(ascii)];
    expect(after.TEXT).toBe(before.TEXT);
    for (const input of ['sí', 'así es', 'si', 'é', 'ñ', 'x']) {
      expect(after.CONFIRM.test(input)).toBe(before.CONFIRM.test(input));
      expect(after.CLASS.test(input)).toBe(before.CLASS.test(input));
    }
    for (const input of ['3×4', 'm²', 'x']) expect(after.SIGN.test(input)).toBe(before.SIGN.test(input));
  });

  it('refuses a non-ASCII character right after a backslash (its escape would not mean the same)', () => {
    expect(() => asciiSource('const R = /\\é/;')).toThrow(/backslash/);
  });
});
