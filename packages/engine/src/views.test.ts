import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { startRound } from './round.js';
import { makeGame } from './testing.js';
import { hostView, playerView, projectorView } from './views.js';

const game = () => startRound(makeGame([[50, 60], [70]], { mods: ['ufo', 'negotiation'] }));

describe('views', () => {
  it('the host sees everything', () => {
    const s = game();
    expect(hostView(s)).toEqual(s);
  });

  it('a player sees their own country in full and only public facts of the others', () => {
    const s = game();
    const v = playerView(s, 1);
    expect(v.me).toEqual(s.countries[0]);
    expect(v.countries[0]).toEqual(s.countries[0]);
    expect(Object.keys(v.countries[1]!).sort()).toEqual(
      ['averageStandard', 'cities', 'id', 'name', 'sanctionsFrom', 'sanctionsTo'].sort(),
    );
    expect(v.cities[0]).toEqual(s.cities[0]);
    expect(Object.keys(v.cities[2]!).sort()).toEqual(
      ['country', 'destroyed', 'id', 'name', 'shield', 'standard', 'ufo'].sort(),
    );
    expect(JSON.stringify(v)).not.toContain('"budget":1000,"income":351'); // the other's money
    expect(v).not.toHaveProperty('rng');
  });

  it('the projector sees no budgets, bombs, technology or keys', () => {
    const v = projectorView(game());
    for (const c of v.countries) {
      for (const key of ['budget', 'bombs', 'hasTechnology', 'keys', 'income'])
        expect(c).not.toHaveProperty(key);
    }
    expect(v).not.toHaveProperty('rng');
    expect(v.cities).toHaveLength(3);
  });
});

describe('credit', () => {
  it('raises the budget at once and logs it', () => {
    const r = credit(game(), 2, 250);
    expect(r.ok && r.state.countries[1]!.budget).toBe(1250);
    expect(r.ok && r.log).toEqual([
      { round: 1, type: 'credit', country: 2, value: 250, target: null },
    ]);
  });

  it('refuses unknown countries and amounts that are not whole and positive', () => {
    expect(credit(game(), 9, 10)).toEqual({ ok: false, code: 'unknown_country' });
    expect(credit(game(), 1, 0)).toEqual({ ok: false, code: 'invalid_amount' });
    expect(credit(game(), 1, 1.5)).toEqual({ ok: false, code: 'invalid_amount' });
  });
});
