import { describe, expect, it } from 'vitest';
import { createGame } from './create.js';
import { startRound } from './round.js';
import { makeGame } from './testing.js';
import { DEFAULT_VARIABLES } from './variables.js';

describe('createGame', () => {
  it('starts at round 1, stopped, with start_budget, start_ecology and derived values', () => {
    const g = makeGame([[50, 30], [80]]);
    expect(g).toMatchObject({
      round: 1,
      phase: 'stopped',
      over: false,
      collapsed: false,
      ecology: 90,
    });
    expect(g.variables).toEqual(DEFAULT_VARIABLES);
    expect(g.countries[0]).toMatchObject({
      id: 1,
      budget: 1000,
      bombs: 0,
      hasTechnology: false,
      sanctionsTo: [],
      sanctionsFrom: [],
      keys: { red: false, green: false, blue: false },
      supertech: null,
      cities: [11, 12],
      averageStandard: 36, // (45 + 27) / 2
      income: 216, // 3 x 72
    });
    expect(g.cities[0]).toEqual({
      id: 11,
      name: 'City 1.1',
      country: 1,
      development: 50,
      standard: 45,
      income: 135,
      destroyed: false,
      shield: false,
      ufo: null,
    });
    expect(g.history).toEqual([]);
  });

  it('pins the preset variables over the defaults', () => {
    const g = makeGame([[50]], { variables: { start_budget: 400, rounds: 3 } });
    expect(g.variables).toEqual({ ...DEFAULT_VARIABLES, start_budget: 400, rounds: 3 });
    expect(g.countries[0]!.budget).toBe(400);
  });

  it('is plain JSON', () => {
    const g = startRound(makeGame([[50, 60], [70]], { mods: ['ufo', 'negotiation'], seed: 4 }));
    expect(JSON.parse(JSON.stringify(g))).toEqual(g);
    expect(createGame({ countries: [] })).toMatchObject({ countries: [], cities: [] });
  });
});

describe('startRound', () => {
  it('runs a stopped round and leaves a running or finished game alone', () => {
    const g = makeGame([[50]]);
    const running = startRound(g);
    expect(running.phase).toBe('running');
    expect(startRound(running)).toBe(running);
    const over = { ...g, over: true };
    expect(startRound(over)).toBe(over);
  });
});
