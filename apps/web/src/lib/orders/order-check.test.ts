import type { Order } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkSet,
  isPossible,
  largestPossible,
  orderCheckState,
  refusalOf,
  whyNot,
} from './order-check';
import { teamView } from './testing';

const develop = (city: number): Order => ({ type: 'develop', city });

describe('checking a set on the team view', () => {
  it('prices each line and totals the set, transfers included', () => {
    const orders: Order[] = [
      develop(11),
      { type: 'shield', city: 14 },
      { type: 'ecology' },
      { type: 'transfer', country: 2, amount: 40 },
    ];
    const checked = checkSet(orderCheckState(teamView()), 1, orders);
    expect(checked.costs).toEqual([150, 300, 200, 40]);
    expect(checked.total).toBe(690);
    expect(checked.errors.size).toBe(0);
    expect(checked.setError).toBeNull();
  });

  it('counts no money for an amount the engine refuses: -50 never lowers the total, 12.5 never rounds', () => {
    for (const amount of [-50, 12.5, 0]) {
      const orders: Order[] = [develop(11), { type: 'transfer', country: 2, amount }];
      const checked = checkSet(orderCheckState(teamView()), 1, orders);
      expect(checked.errors.get(1), String(amount)).toBe('invalid_amount');
      expect(checked.costs, String(amount)).toEqual([150, 0]);
      expect(checked.total, String(amount)).toBe(150);
    }
  });

  it('marks the line that takes the set over the budget, as the server does', () => {
    const orders: Order[] = [
      develop(11),
      develop(14),
      { type: 'shield', city: 11 },
      { type: 'ecology' },
    ];
    const checked = checkSet(orderCheckState(teamView()), 1, orders);
    expect(checked.total).toBe(800);
    expect([...checked.errors]).toEqual([]);
    const poorer = checkSet(orderCheckState(teamView((s) => (s.me.budget = 500))), 1, orders);
    expect([...poorer.errors]).toEqual([[2, 'insufficient_budget']]);
  });

  it('refuses what the rules refuse, on its line', () => {
    const checked = checkSet(orderCheckState(teamView()), 1, [
      develop(13),
      { type: 'shield', city: 12 },
      { type: 'build_bombs', count: 1 },
      { type: 'attack', city: 21 },
      develop(21),
    ]);
    expect([...checked.errors]).toEqual([
      [0, 'city_destroyed'],
      [1, 'already_shielded'],
      [2, 'no_technology'],
      [3, 'no_bombs'],
      [4, 'not_own_city'],
    ]);
  });

  it('reports a stopped round for the whole set', () => {
    const stopped = teamView((s) => (s.game.stopped = true));
    expect(checkSet(orderCheckState(stopped), 1, [develop(11)]).setError).toBe('round_not_running');
  });
});

describe('what the form offers', () => {
  const unlimited = (change?: Parameters<typeof teamView>[0]) =>
    orderCheckState(teamView(change), Infinity);

  it('offers develop on every city still standing, once a round', () => {
    const check = unlimited();
    expect([11, 12, 13, 14].filter((c) => isPossible(check, 1, [], develop(c)))).toEqual([
      11, 12, 14,
    ]);
    expect(isPossible(check, 1, [develop(11)], develop(11))).toBe(false);
  });

  it('does not offer develop on a city the boost cannot raise: at the maximum', () => {
    const capped = unlimited((s) => {
      const paris = s.me.cities[0];
      if (paris) paris.economy = s.prices.development_cap ?? 100;
    });
    expect(isPossible(capped, 1, [], develop(11))).toBe(false);
    expect(refusalOf(capped, 1, [], develop(11))).toBe('development_at_cap');
    expect(refusalOf(capped, 1, [], develop(14))).toBeNull();
  });

  it('offers what is possible whatever the budget', () => {
    const poor = orderCheckState(
      teamView((s) => (s.me.budget = 0)),
      Infinity,
    );
    expect(isPossible(poor, 1, [develop(11), develop(14)], { type: 'ecology' })).toBe(true);
  });

  it('offers bombs only with technology from an earlier round, up to the round limit', () => {
    expect(whyNot(unlimited(), 1, { type: 'build_bombs', count: 1 })).toBe('no_technology');
    const armed = unlimited((s) => (s.me.has_technology = true));
    const bombs = (n: number): Order[] => [{ type: 'build_bombs', count: n }];
    expect(largestPossible(armed, 1, [], 10, bombs)).toBe(3);
    expect(whyNot(armed, 1, { type: 'technology' })).toBe('technology_owned');
  });

  it('offers as many attacks as bombs in stock, on standing enemy cities', () => {
    const attack = (city: number): Order => ({ type: 'attack', city });
    const noStock = unlimited();
    expect(whyNot(noStock, 1, attack(21))).toBe('no_bombs');
    const one = unlimited((s) => (s.me.bombs = 1));
    expect(isPossible(one, 1, [], attack(21))).toBe(true);
    expect(isPossible(one, 1, [], attack(22))).toBe(false);
    expect(isPossible(one, 1, [attack(21)], attack(31))).toBe(false);
  });

  it('offers ecology investments up to the round limit', () => {
    const eco = (n: number): Order[] => Array.from({ length: n }, () => ({ type: 'ecology' }));
    expect(largestPossible(unlimited(), 1, [], 5, eco)).toBe(1);
    const twice = unlimited((s) => (s.prices.max_ecology_per_round = 2));
    expect(largestPossible(twice, 1, [], 5, eco)).toBe(2);
  });

  it('offers UFO contact over our own cities with a UFO, and supertech with all three keys', () => {
    const ufo = unlimited((s) => {
      s.game.mods = ['ufo'];
      const paris = s.me.cities[0];
      if (paris) paris.ufo = 'blue';
      s.me.ufo = {
        keys: [
          { color: 'red', has: true },
          { color: 'green', has: true },
          { color: 'blue', has: false },
        ],
        supertech: null,
      };
    });
    expect(isPossible(ufo, 1, [], { type: 'ufo_contact', city: 11 })).toBe(true);
    expect(isPossible(ufo, 1, [], { type: 'ufo_contact', city: 14 })).toBe(false);
    expect(whyNot(ufo, 1, { type: 'supertech', kind: 'dome' })).toBe('missing_keys');
  });

  it('does not offer a UFO contact that could only cost money', () => {
    const contact = (city: number): Order => ({ type: 'ufo_contact', city });
    const ufos = (change: Parameters<typeof teamView>[0] = () => {}) =>
      unlimited((s) => {
        s.game.mods = ['ufo'];
        const [paris, , , lille] = s.me.cities;
        if (paris) paris.ufo = 'red';
        if (lille) lille.ufo = 'blue';
        s.me.ufo = {
          keys: [
            { color: 'red', has: true },
            { color: 'green', has: false },
            { color: 'blue', has: false },
          ],
          supertech: null,
        };
        change(s);
      });
    // A red key is ours already.
    expect(refusalOf(ufos(), 1, [], contact(11))).toBe('key_owned');
    expect(refusalOf(ufos(), 1, [], contact(14))).toBeNull();
    // A second blue UFO once the first is ticked.
    const twins = ufos((s) => {
      const paris = s.me.cities[0];
      if (paris) paris.ufo = 'blue';
    });
    expect(refusalOf(twins, 1, [contact(14)], contact(11))).toBe('key_owned');
    // In the last round no key can serve a supertech any more.
    const last = ufos((s) => (s.game.round = s.prices.rounds ?? 6));
    expect(refusalOf(last, 1, [], contact(14))).toBe('contact_too_late');
  });
});
