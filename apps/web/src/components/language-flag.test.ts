import { describe, expect, it } from 'vitest';
import { flagForLanguage } from './language-flag';

describe('flagForLanguage', () => {
  it('maps a language to the country most associated with it', () => {
    const expected: Record<string, string> = {
      en: 'gb',
      ru: 'ru',
      uk: 'ua',
      de: 'de',
      fr: 'fr',
      es: 'es',
      pt: 'pt',
      it: 'it',
      pl: 'pl',
      zh: 'cn',
      ja: 'jp',
      ko: 'kr',
      ar: 'sa',
      he: 'il',
      hi: 'in',
      sv: 'se',
      cs: 'cz',
      el: 'gr',
      ca: 'es-ct',
    };
    for (const [code, flag] of Object.entries(expected))
      expect(flagForLanguage(code), code).toBe(flag);
  });

  it('lets a region that is a country win', () => {
    expect(flagForLanguage('pt-br')).toBe('br');
    expect(flagForLanguage('en-us')).toBe('us');
    expect(flagForLanguage('es-mx')).toBe('mx');
    expect(flagForLanguage('de-at')).toBe('at');
    expect(flagForLanguage('zh-tw')).toBe('tw');
    expect(flagForLanguage('PT-BR')).toBe('br');
  });

  it('falls back to the language when the suffix is not a country', () => {
    expect(flagForLanguage('zh-hans')).toBe('cn');
    expect(flagForLanguage('en-xx')).toBe('gb');
    expect(flagForLanguage('pt-pt')).toBe('pt');
  });

  it('knows no flag for unknown codes, nor reads a language code as a country', () => {
    expect(flagForLanguage('xx')).toBeNull();
    expect(flagForLanguage('eo')).toBeNull();
    expect(flagForLanguage('')).toBeNull();
    expect(flagForLanguage('xx-yy')).toBeNull();
    // "cy" is Welsh, not Cyprus; "ca" is Catalan, not Canada.
    expect(flagForLanguage('cy')).toBe('gb-wls');
    expect(flagForLanguage('ca')).not.toBe('ca');
  });
});
