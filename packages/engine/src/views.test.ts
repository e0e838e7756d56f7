import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { negotiation } from './negotiation.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import { hostView, playerView, projectorView } from './views.js';

const game = () => started(makeGame([[50, 60], [70]], { mods: ['ufo', 'negotiation'] }));

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
      ['country', 'destroyed', 'id', 'name', 'standard', 'ufo'].sort(),
    );
    expect(JSON.stringify(v)).not.toContain('"budget":1000,"income":351'); // the other's money
    expect(v).not.toHaveProperty('rng');
  });

  it('the projector sees only public facts', () => {
    // A game with money moved, technology, bombs, keys, a shield, a destroyed city, a negotiation.
    let s = makeGame([[50, 60], [70], [40]], { mods: ['ufo', 'negotiation'], seed: 3 });
    s = resolveRound(started(s), {
      1: [{ type: 'technology' }, { type: 'transfer', country: 2, amount: 10 }],
      2: [
        { type: 'shield', city: 21 },
        { type: 'sanction', country: 3 },
      ],
    }).state;
    s = resolveRound(started(s), { 1: [{ type: 'build_bombs', count: 1 }] }).state;
    s = {
      ...s,
      countries: s.countries.map((c) =>
        c.id === 3 ? { ...c, keys: { red: true, green: false, blue: true } } : c,
      ),
    };
    s = resolveRound(started(s), { 1: [{ type: 'attack', city: 31 }] }).state;
    const asked = negotiation.request(started(s), 1, 2);
    s = asked.ok ? asked.state : s;
    const v = projectorView(s);

    expect(Object.keys(v).sort()).toEqual(
      [
        'collapsed',
        'cities',
        'countries',
        'ecology',
        'history',
        'mods',
        'over',
        'phase',
        'round',
      ].sort(),
    );
    expect(v).toMatchObject({ round: 4, ecology: s.ecology, over: false, collapsed: false });
    expect(v.history).toEqual(s.history);
    expect(v.countries).toEqual(
      s.countries.map((c) => ({
        id: c.id,
        name: c.name,
        averageStandard: c.averageStandard,
        sanctionsTo: c.sanctionsTo,
        sanctionsFrom: c.sanctionsFrom,
        cities: c.cities,
      })),
    );
    expect(v.countries[1]).toMatchObject({ sanctionsTo: [3] });
    expect(v.cities).toEqual(
      s.cities.map((c) => ({
        id: c.id,
        name: c.name,
        country: c.country,
        standard: c.standard,
        destroyed: c.destroyed,
        ufo: c.ufo,
      })),
    );
    expect(v.cities.find((c) => c.id === 31)).toMatchObject({ destroyed: true, standard: 0 });
    // City 21 has a shield: its team's secret.
    expect(s.cities.find((c) => c.id === 21)?.shield).toBe(true);
    expect(v.cities.find((c) => c.id === 21)).not.toHaveProperty('shield');

    const keys = new Set<string>();
    const walk = (x: unknown): void => {
      if (typeof x !== 'object' || x === null) return;
      for (const [k, child] of Object.entries(x)) {
        keys.add(k);
        walk(child);
      }
    };
    walk(v);
    for (const secret of [
      'budget',
      'bombs',
      'hasTechnology',
      'technology',
      'keys',
      'supertech',
      'totals',
      'income',
      'development',
      'rng',
      'negotiations',
      'variables',
    ])
      expect(keys.has(secret), secret).toBe(false);
    expect(JSON.stringify(v)).not.toMatch(/budget|bombs|echnology|totals|income|development|rng/);
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
