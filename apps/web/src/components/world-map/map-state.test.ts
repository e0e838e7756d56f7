import type { FinalAttack, GameStats } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import {
  attackArrows,
  countriesAt,
  lastMapRound,
  resolvedRound,
  roundMarks,
  standardsAt,
} from './map-state';

const city = (id: number, destroyed = false, shieldHits = 0) => ({
  id,
  name: `C${id}`,
  standard: 50,
  destroyed,
  ufo: null,
  shieldHits,
});

const stats = {
  countries: [
    { id: 1, name: 'A', flag: '', averageStandard: 60, cities: [city(11), city(12, true)] },
    { id: 2, name: 'B', flag: '', averageStandard: 40, cities: [city(21, false, 1)] },
  ],
  averageStandard: { '1': [50, 55, 60], '2': [45, 42, 40] },
  map: {
    background: null,
    positions: {},
    rounds: {
      '1': [{ type: 'sanction', from: 1, to: 2 }],
      '2': [{ type: 'shield_stopped_bomb', country: 2, city: 21 }],
      '3': [{ type: 'city_destroyed', country: 1, city: 12 }],
    },
  },
} as unknown as GameStats;

describe('the map at a round', () => {
  it('knows the last resolved round and each round’s marks', () => {
    expect(lastMapRound(stats.map)).toBe(3);
    expect(roundMarks(stats.map, 1)).toEqual([{ type: 'sanction', from: 1, to: 2 }]);
    expect(roundMarks(stats.map, 9)).toEqual([]);
  });

  it('replays the cities from the marks up to the round, their standards unknown', () => {
    const at2 = countriesAt(stats.countries, stats.map, 2);
    expect(at2[0]!.cities.map((c) => c.destroyed)).toEqual([false, false]);
    expect(at2[1]!.cities[0]).toMatchObject({ shieldHits: 1, standard: null });
    const at3 = countriesAt(stats.countries, stats.map, 3);
    expect(at3[0]!.cities[1]!.destroyed).toBe(true);
    expect(countriesAt(stats.countries, stats.map, 1)[1]!.cities[0]!.shieldHits).toBe(0);
  });

  it('gives each country’s standard after a round', () => {
    expect(standardsAt(stats, 1)).toEqual(
      new Map([
        [1, 50],
        [2, 45],
      ]),
    );
    expect(standardsAt(stats, 3)).toEqual(
      new Map([
        [1, 60],
        [2, 40],
      ]),
    );
  });

  it('turns the final attacks into arrows by round', () => {
    const attack = (round: number): FinalAttack => ({
      round,
      from: { country: 1, name: 'A', flag: '' },
      city: { id: 21, name: 'C21', country: 2, countryName: 'B' },
      destroyed: false,
    });
    const { arrows, rounds } = attackArrows([attack(3), attack(2), attack(3)]);
    expect(rounds).toEqual([2, 3]);
    expect(arrows[0]).toEqual({ round: 3, from: 1, country: 2, city: 21, destroyed: false });
  });
});

describe('the last resolved round', () => {
  it('leaves out the current round, which has marks once a world event applies in it', () => {
    const map = { background: null, positions: {}, rounds: { '1': [], '2': [] } };
    expect(lastMapRound(map, 2)).toBe(1);
    expect(resolvedRound({ game: { round: 2, over: false }, map } as unknown as GameStats)).toBe(1);
    expect(resolvedRound({ game: { round: 2, over: true }, map } as unknown as GameStats)).toBe(2);
  });
});
