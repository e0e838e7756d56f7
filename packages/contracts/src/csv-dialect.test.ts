import { describe, expect, it } from 'vitest';
import { csvDialect, csvNumber } from './csv-dialect.js';

describe('the csv dialect of a game language', () => {
  it('is `;` with a decimal comma where the language writes a decimal comma', () => {
    for (const code of ['ru', 'de', 'fr', 'es', 'it', 'uk', 'pt-br', 'RU'])
      expect(csvDialect(code), code).toEqual({ separator: ';', decimal: ',' });
  });

  it('is `,` with a decimal point where the language writes a decimal point', () => {
    for (const code of ['en', 'en-gb', 'ja', 'zh-hans', 'he'])
      expect(csvDialect(code), code).toEqual({ separator: ',', decimal: '.' });
  });

  it('reads a code Intl does not know, or no code at all, as English', () => {
    for (const code of ['xx', 'qq-zz', '', 'not a code'])
      expect(csvDialect(code), code).toEqual({ separator: ',', decimal: '.' });
  });
});

describe('a number in a csv', () => {
  it('has the dialect’s decimal mark and no grouping', () => {
    const ru = csvDialect('ru');
    const en = csvDialect('en');
    expect(csvNumber(48.6, ru)).toBe('48,6');
    expect(csvNumber(48.6, en)).toBe('48.6');
    expect(csvNumber(1_234_567, ru)).toBe('1234567');
    expect(csvNumber(-350, ru)).toBe('-350');
    expect(csvNumber(-0.5, ru)).toBe('-0,5');
    expect(csvNumber(0, en)).toBe('0');
  });
});
