import { describe, expect, it } from 'vitest';
import { csvTextCell } from './export.js';

describe('a text cell of the csv', () => {
  it('is quoted with an apostrophe when a spreadsheet would run it as a formula', () => {
    for (const text of ['=1+1', '+7', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvTextCell(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('is left as it is otherwise', () => {
    for (const text of [
      'Россия',
      'United States',
      'Ядерная программа; Перевод денег: Китай: $100',
      'a=b',
      '',
    ])
      expect(csvTextCell(text)).toBe(text);
  });
});
