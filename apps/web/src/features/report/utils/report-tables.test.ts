import type { GameReport } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { isBombEntry, orderSets, standingRows } from './report-tables';

const develop = { type: 'develop', value: 'Paris', order: { type: 'develop', city: 17 } } as const;

const city = {
  id: 17,
  name: 'Paris',
  economy: 60,
  standard: 52.8,
  destroyed: false,
  has_shield: false,
};
const report: GameReport = {
  game: {
    id: 1,
    title: 'Friday',
    language: { code: 'en' },
    created_at: '2026-11-25T10:00:00Z',
    round: 3,
    over: false,
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
      countries: {
        '5': {
          budget: 1200,
          income: 500,
          averageStandard: 48.6,
          orders: [develop],
          by: 'host',
          cities: [city],
        },
        '7': { budget: 900, income: 450, averageStandard: 40, orders: [], by: 'team', cities: [] },
      },
      log: [],
    },
    {
      round: 2,
      ecology: 85,
      countries: {
        '5': {
          budget: 1300,
          income: 510,
          averageStandard: 50,
          orders: [],
          by: 'team',
          cities: [city],
        },
      },
      log: [],
    },
  ],
  nominations: null,
  attacks: [],
  events: [],
  promises: [],
};

describe('the debrief tables', () => {
  it('give each country its figures after every round, in the game’s order', () => {
    const rows = standingRows(report);
    expect(rows.map((r) => r.country.name)).toEqual(['France', 'Germany']);
    expect(rows[0]?.rounds).toEqual([
      { averageStandard: 48.6, budget: 1200, income: 500 },
      { averageStandard: 50, budget: 1300, income: 510 },
    ]);
    // A round that has no figures for a country leaves a gap, not a zero.
    expect(rows[1]?.rounds[1]).toBeNull();
  });

  it('list each team’s order sets round by round, empty where it sent none', () => {
    const sets = orderSets(report);
    expect(sets[0]?.rounds).toEqual([
      { round: 1, orders: [develop], by: 'host' },
      { round: 2, orders: [], by: 'team' },
    ]);
    expect(sets[1]?.rounds.map((r) => r.orders.length)).toEqual([0, 0]);
  });

  it('mark the log entries of bombs', () => {
    expect(isBombEntry('log.attack')).toBe(true);
    expect(isBombEntry('log.city_destroyed')).toBe(true);
    expect(isBombEntry('log.develop')).toBe(false);
  });
});
