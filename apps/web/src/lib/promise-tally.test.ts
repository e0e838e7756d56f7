import { describe, expect, it } from 'vitest';
import { tallyRows } from './promise-tally';

describe('tallyRows', () => {
  it('lists the countries that made promises, the most broken first', () => {
    const countries = [
      { id: 1, name: 'France' },
      { id: 2, name: 'Germany' },
      { id: 3, name: 'Spain' },
      { id: 4, name: 'Italy' },
    ];
    const rows = tallyRows(
      { '1': { kept: 2, broken: 0 }, '2': { kept: 0, broken: 1 }, '3': { kept: 0, broken: 0 } },
      countries,
    );
    expect(rows.map((r) => [r.country.name, r.kept, r.broken])).toEqual([
      ['Germany', 0, 1],
      ['France', 2, 0],
    ]);
  });
});
