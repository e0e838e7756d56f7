import { describe, expect, it } from 'vitest';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, Order } from './types.js';
import { validateOrders } from './validate.js';
import { playerView } from './views.js';

const running = (state: GameState) => started(state);
const base = () => running(makeGame([[50, 50, 50, 50], [50, 50, 50, 50], [40]]));
const codes = (state: GameState, orders: Order[], country = 1) => {
  const r = validateOrders(state, country, orders);
  return r.ok ? [] : r.errors.map((e) => `${e.index}:${e.code}`);
};

/** State where country 1 has technology from round 1 and `bombs` bombs from round 2. */
function armed(bombs = 3): GameState {
  const r1 = resolveRound(base(), { 1: [{ type: 'technology' }] }).state;
  const r2 = resolveRound(running(r1), { 1: [{ type: 'build_bombs', count: bombs }] }).state;
  return running(r2);
}

describe('validateOrders', () => {
  it('accepts a valid set and returns its cost', () => {
    const orders: Order[] = [
      { type: 'develop', city: 11 },
      { type: 'shield', city: 12 },
      { type: 'ecology' },
      { type: 'transfer', country: 2, amount: 50 },
    ];
    expect(validateOrders(base(), 1, orders)).toEqual({ ok: true, cost: 150 + 300 + 200 + 50 });
  });

  it('refuses sets outside a running round, after the game, or for unknown countries', () => {
    expect(codes(makeGame([[50], [50]]), [])).toEqual(['-1:round_not_running']);
    expect(codes({ ...base(), over: true }, [])).toEqual(['-1:game_over']);
    expect(codes(base(), [], 99)).toEqual(['-1:unknown_country']);
  });

  it('refuses a set whose total cost exceeds the budget, at the order that tips it', () => {
    const orders: Order[] = [
      { type: 'technology' },
      { type: 'shield', city: 11 },
      { type: 'develop', city: 12 },
      { type: 'develop', city: 13 },
    ];
    expect(codes(base(), orders)).toEqual(['3:insufficient_budget']);
    expect(codes(base(), [{ type: 'transfer', country: 2, amount: 1001 }])).toEqual([
      '0:insufficient_budget',
    ]);
  });

  it('develop: own city, once per city per round, not destroyed', () => {
    const s = base();
    expect(codes(s, [{ type: 'develop', city: 21 }])).toEqual(['0:not_own_city']);
    expect(codes(s, [{ type: 'develop', city: 99 }])).toEqual(['0:unknown_city']);
    expect(
      codes(s, [
        { type: 'develop', city: 11 },
        { type: 'develop', city: 11 },
      ]),
    ).toEqual(['1:duplicate_develop']);
    const ruined = {
      ...s,
      cities: s.cities.map((c) => (c.id === 11 ? { ...c, destroyed: true, development: 0 } : c)),
    };
    expect(codes(ruined, [{ type: 'develop', city: 11 }])).toEqual(['0:city_destroyed']);
  });

  it('develop: not a city that the boost cannot raise, at or above the cap', () => {
    const s = running(makeGame([[80, 75, 90, 50], [50]], { variables: { development_cap: 80 } }));
    expect(codes(s, [{ type: 'develop', city: 11 }])).toEqual(['0:development_at_cap']);
    expect(codes(s, [{ type: 'develop', city: 13 }])).toEqual(['0:development_at_cap']);
    expect(codes(s, [{ type: 'develop', city: 12 }])).toEqual([]);
    const still = running(makeGame([[50], [50]], { variables: { develop_boost: 0 } }));
    expect(codes(still, [{ type: 'develop', city: 11 }])).toEqual(['0:development_at_cap']);
    // Refused at resolution too: never charged, never logged as a development.
    const { state, log } = resolveRound(s, { 1: [{ type: 'develop', city: 11 }] });
    expect(log.filter((e) => e.country === 1).map((e) => e.type)).not.toContain('develop');
    expect(log.filter((e) => e.type === 'spend')).toEqual([]);
    expect(state.cities.find((c) => c.id === 11)?.development).toBe(80);
  });

  it('shield: own city, not one that already has a shield', () => {
    const s = base();
    expect(codes(s, [{ type: 'shield', city: 21 }])).toEqual(['0:not_own_city']);
    expect(
      codes(s, [
        { type: 'shield', city: 11 },
        { type: 'shield', city: 11 },
      ]),
    ).toEqual(['1:already_shielded']);
    const shielded = {
      ...s,
      cities: s.cities.map((c) => (c.id === 11 ? { ...c, shield: true } : c)),
    };
    expect(codes(shielded, [{ type: 'shield', city: 11 }])).toEqual(['0:already_shielded']);
  });

  it('shield: not on a destroyed or unknown city', () => {
    const s = base();
    const ruined = {
      ...s,
      cities: s.cities.map((c) => (c.id === 11 ? { ...c, destroyed: true, development: 0 } : c)),
    };
    expect(codes(ruined, [{ type: 'shield', city: 11 }])).toEqual(['0:city_destroyed']);
    expect(codes(s, [{ type: 'shield', city: 99 }])).toEqual(['0:unknown_city']);
  });

  it('technology: once per game', () => {
    expect(codes(base(), [{ type: 'technology' }, { type: 'technology' }])).toEqual([
      '1:technology_owned',
    ]);
    expect(codes(armed(), [{ type: 'technology' }])).toEqual(['0:technology_owned']);
  });

  it('build_bombs: needs technology from an earlier round, at most max_bombs_per_round', () => {
    expect(codes(base(), [{ type: 'technology' }, { type: 'build_bombs', count: 1 }])).toEqual([
      '1:no_technology',
    ]);
    const s = armed();
    expect(codes(s, [{ type: 'build_bombs', count: 3 }])).toEqual([]);
    expect(codes(s, [{ type: 'build_bombs', count: 4 }])).toEqual(['0:too_many_bombs']);
    expect(
      codes(s, [
        { type: 'build_bombs', count: 2 },
        { type: 'build_bombs', count: 2 },
      ]),
    ).toEqual(['1:too_many_bombs']);
    expect(codes(s, [{ type: 'build_bombs', count: 0 }])).toEqual(['0:invalid_count']);
    expect(codes(s, [{ type: 'build_bombs', count: 1.5 }])).toEqual(['0:invalid_count']);
  });

  it('attack: an enemy city, one bomb per target, only the stock held at round start', () => {
    const s = armed(2);
    expect(codes(s, [{ type: 'attack', city: 11 }])).toEqual(['0:own_city']);
    expect(
      codes(s, [
        { type: 'attack', city: 21 },
        { type: 'attack', city: 21 },
      ]),
    ).toEqual(['1:duplicate_attack']);
    const three: Order[] = [21, 22, 23].map((city) => ({ type: 'attack', city }));
    expect(codes(s, three)).toEqual(['2:no_bombs']);
    expect(codes(s, [{ type: 'build_bombs', count: 3 }, ...three])).toEqual(['3:no_bombs']);
    expect(codes(base(), [{ type: 'attack', city: 21 }])).toEqual(['0:no_bombs']);
  });

  it('attack: not on a city destroyed before the round started, nor an unknown one', () => {
    const s = armed(2);
    const ruined = {
      ...s,
      cities: s.cities.map((c) => (c.id === 21 ? { ...c, destroyed: true, development: 0 } : c)),
    };
    expect(codes(ruined, [{ type: 'attack', city: 21 }])).toEqual(['0:city_destroyed']);
    expect(codes(ruined, [{ type: 'attack', city: 22 }])).toEqual([]);
    expect(codes(s, [{ type: 'attack', city: 99 }])).toEqual(['0:unknown_city']);
  });

  it('ecology: at most max_ecology_per_round', () => {
    expect(codes(base(), [{ type: 'ecology' }, { type: 'ecology' }])).toEqual([
      '1:too_many_ecology',
    ]);
  });

  it('sanction / lift_sanction: another country; lift only what was imposed', () => {
    const s = base();
    expect(codes(s, [{ type: 'sanction', country: 1 }])).toEqual(['0:invalid_country']);
    expect(codes(s, [{ type: 'sanction', country: 9 }])).toEqual(['0:invalid_country']);
    expect(codes(s, [{ type: 'lift_sanction', country: 2 }])).toEqual(['0:not_sanctioned']);
    expect(
      codes(s, [
        { type: 'sanction', country: 2 },
        { type: 'lift_sanction', country: 2 },
      ]),
    ).toEqual(['1:duplicate_sanction']);
    const after = running(resolveRound(s, { 1: [{ type: 'sanction', country: 2 }] }).state);
    expect(codes(after, [{ type: 'sanction', country: 2 }])).toEqual(['0:already_sanctioned']);
    expect(codes(after, [{ type: 'lift_sanction', country: 2 }])).toEqual([]);
  });

  it('transfer: another country, a whole amount above 0', () => {
    const s = base();
    expect(codes(s, [{ type: 'transfer', country: 2, amount: 0 }])).toEqual(['0:invalid_amount']);
    expect(codes(s, [{ type: 'transfer', country: 2, amount: 2.5 }])).toEqual(['0:invalid_amount']);
    expect(codes(s, [{ type: 'transfer', country: 1, amount: 5 }])).toEqual(['0:invalid_country']);
    expect(codes(s, [{ type: 'transfer', country: 9, amount: 5 }])).toEqual(['0:invalid_country']);
  });

  it('ufo_contact and supertech need the UFO mode', () => {
    expect(codes(base(), [{ type: 'ufo_contact', city: 11 }])).toEqual(['0:mod_disabled']);
    expect(codes(base(), [{ type: 'supertech', kind: 'dome' }])).toEqual(['0:mod_disabled']);
  });

  it('refuses unknown orders', () => {
    expect(codes(base(), [{ type: 'nuke' } as unknown as Order])).toEqual(['0:unknown_order']);
  });

  it("decides the same on a player's own view as on the whole state", () => {
    const s = armed(2);
    const sets: Order[][] = [
      [{ type: 'develop', city: 11 }, { type: 'shield', city: 12 }, { type: 'ecology' }],
      [
        { type: 'attack', city: 21 },
        { type: 'attack', city: 21 },
        { type: 'attack', city: 31 },
      ],
      [
        { type: 'attack', city: 11 },
        { type: 'attack', city: 99 },
      ],
      [{ type: 'build_bombs', count: 4 }, { type: 'technology' }],
      [
        { type: 'sanction', country: 2 },
        { type: 'lift_sanction', country: 3 },
      ],
      [
        { type: 'transfer', country: 2, amount: 400 },
        { type: 'transfer', country: 3, amount: 900 },
      ],
      [{ type: 'ecology' }, { type: 'ecology' }, { type: 'supertech', kind: 'dome' }],
    ];
    for (const orders of sets)
      expect(validateOrders(playerView(s, 1), 1, orders)).toEqual(validateOrders(s, 1, orders));
    const capped = running(makeGame([[100, 50], [50]]));
    const develops: Order[] = [
      { type: 'develop', city: 11 },
      { type: 'develop', city: 12 },
    ];
    expect(codes(capped, develops)).toEqual(['0:development_at_cap']);
    expect(validateOrders(playerView(capped, 1), 1, develops)).toEqual(
      validateOrders(capped, 1, develops),
    );
  });

  it("refuses to decide for a country whose view it is not: the others' facts are hidden", () => {
    expect(codes(base(), [])).toEqual([]);
    const r = validateOrders(playerView(base(), 2), 1, []);
    expect(r).toEqual({ ok: false, errors: [{ index: -1, code: 'unknown_country' }] });
  });
});
