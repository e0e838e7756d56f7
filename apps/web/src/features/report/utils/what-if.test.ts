import type { GameReport, WhatIfAnswer } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { firstWhatIfKind, whatIfEcology, whatIfRows } from './what-if';

const country = (
  budget: number,
  averageStandard: number,
  orders: GameReport['rounds'][number]['countries'][string]['orders'] = [],
) => ({
  budget,
  income: 100,
  averageStandard,
  orders,
  by: 'team' as const,
  cities: [],
});

const transfer = {
  type: 'transfer',
  value: 'Germany: $100',
  order: { type: 'transfer', country: 7, amount: 100 },
} as const;

const report: GameReport = {
  game: {
    id: 1,
    title: 'Friday',
    language: { code: 'en' },
    created_at: '2026-11-25T10:00:00Z',
    round: 3,
    over: true,
    collapsed: false,
    mods: [],
  },
  countries: [
    { id: 5, name: 'France', flag: '' },
    { id: 7, name: 'Germany', flag: '' },
  ],
  rounds: [
    {
      round: 1,
      ecology: 90,
      countries: { '5': country(1200, 48.6, [transfer]), '7': country(900, 40) },
      log: [],
    },
    {
      round: 2,
      ecology: 60,
      countries: { '5': country(1300, 50), '7': country(950, 20) },
      log: [],
    },
  ],
  nominations: null,
  attacks: [],
  events: [],
  promises: [],
};

const answer: WhatIfAnswer = {
  without: ['attacks'],
  rounds: [{ round: 1, ecology: 2, countries: { '5': { averageStandard: 1, budget: 1500 } } }],
  winner: [],
};

describe('the what-if tables', () => {
  it('set each country’s end as it happened beside the what-if’s end', () => {
    expect(whatIfRows(report, answer)).toEqual([
      {
        country: report.countries[0],
        real: { averageStandard: 50, budget: 1300 },
        whatIf: { averageStandard: 1, budget: 1500 },
      },
      { country: report.countries[1], real: { averageStandard: 20, budget: 950 }, whatIf: null },
    ]);
  });

  it('leave a gap in the what-if ecology after it collapsed', () => {
    expect(whatIfEcology(report, answer)).toEqual([2, null]);
  });

  it('start on the bombs when any fell, else on the first kind the teams ordered', () => {
    expect(firstWhatIfKind(report)).toBe('transfers');
    const bombed = { ...report, attacks: [{} as GameReport['attacks'][number]] };
    expect(firstWhatIfKind(bombed)).toBe('attacks');
    expect(firstWhatIfKind({ ...report, rounds: [] })).toBe('attacks');
  });
});
