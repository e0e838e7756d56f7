import { describe, expect, it } from 'vitest';
import { resolveRound } from './resolve/resolve.js';
import { startRound } from './round.js';
import { makeGame } from './testing.js';
import type { GameState, Order } from './types.js';
import { validateOrders } from './validate.js';

const ufoGame = (seed = 7, variables = {}) =>
  makeGame(
    [
      [50, 60, 70, 95],
      [50, 50, 50, 50],
    ],
    { mods: ['ufo'], seed, variables },
  );
const ufos = (s: GameState) => s.cities.filter((c) => c.ufo !== null).map((c) => [c.id, c.ufo]);
const withKeys = (s: GameState): GameState => ({
  ...s,
  countries: s.countries.map((c) =>
    c.id === 1 ? { ...c, keys: { red: true, green: true, blue: true } } : c,
  ),
});
const country = (s: GameState, id: number) => s.countries.find((c) => c.id === id)!;

describe('UFO mode', () => {
  it('places ufo_per_round UFOs over distinct surviving cities, reproducibly', () => {
    const a = startRound(ufoGame());
    expect(ufos(a)).toHaveLength(2);
    expect(ufos(startRound(ufoGame()))).toEqual(ufos(a));
    expect(a.rng).not.toBe(ufoGame().rng);
    const seeds = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(ufos(startRound(ufoGame(seed))))),
    );
    expect(seeds.size).toBeGreaterThan(1);
    const ruined = ufoGame(3, { ufo_per_round: 9 });
    const most = {
      ...ruined,
      cities: ruined.cities.map((c) => (c.id === 11 ? c : { ...c, destroyed: true })),
    };
    expect(ufos(startRound(most)).map(([id]) => id)).toEqual([11]);
    expect(ufos(startRound(makeGame([[50], [50]])))).toEqual([]);
  });

  it("ufo_contact gives the key of the UFO's colour; the UFOs leave at round end", () => {
    const s = startRound(ufoGame());
    const own = s.cities.find((c) => c.ufo !== null)!;
    const orders: Order[] = [{ type: 'ufo_contact', city: own.id }];
    expect(validateOrders(s, own.country, orders)).toEqual({ ok: true, cost: 100 });
    const { state, log } = resolveRound(s, { [own.country]: orders });
    expect(country(state, own.country).keys[own.ufo!]).toBe(true);
    expect(log.map((e) => e.type)).toContain(`key_${own.ufo}`);
    expect(ufos(state)).toEqual([]);
    const bare = s.cities.find((c) => c.ufo === null && c.country === own.country)!;
    const refused = validateOrders(s, own.country, [{ type: 'ufo_contact', city: bare.id }]);
    expect(refused).toEqual({ ok: false, errors: [{ index: 0, code: 'no_ufo' }] });
    const twice = validateOrders(s, own.country, [...orders, ...orders]);
    expect(twice).toEqual({ ok: false, errors: [{ index: 1, code: 'duplicate_contact' }] });
  });

  it('supertech needs all three keys and works once per game', () => {
    const s = startRound(ufoGame());
    const noKeys = validateOrders(s, 1, [{ type: 'supertech', kind: 'dome' }]);
    expect(noKeys).toEqual({ ok: false, errors: [{ index: 0, code: 'missing_keys' }] });
    const keyed = withKeys(s);
    const r = resolveRound(keyed, { 1: [{ type: 'supertech', kind: 'dome' }] });
    expect(r.state.cities.filter((c) => c.country === 1).every((c) => c.shield)).toBe(true);
    expect(country(r.state, 1).supertech).toBe('dome');
    const again = validateOrders(startRound(r.state), 1, [{ type: 'supertech', kind: 'boom' }]);
    expect(again).toEqual({ ok: false, errors: [{ index: 0, code: 'supertech_used' }] });
    const bad = validateOrders(keyed, 1, [{ type: 'supertech', kind: 'x' } as unknown as Order]);
    expect(bad).toEqual({ ok: false, errors: [{ index: 0, code: 'invalid_kind' }] });
  });

  it('boom adds supertech_boost (capped) to surviving own cities; terraform adds ecology (clamped)', () => {
    const keyed = withKeys(startRound(ufoGame()));
    const boom = resolveRound(keyed, { 1: [{ type: 'supertech', kind: 'boom' }] }).state;
    expect(boom.cities.filter((c) => c.country === 1).map((c) => c.development)).toEqual([
      70, 80, 90, 100,
    ]);
    const terra = resolveRound(keyed, { 1: [{ type: 'supertech', kind: 'terraform' }] });
    expect(terra.state.ecology).toBe(100); // 90 + 20, clamped
    expect(terra.log.find((e) => e.type === 'supertech_terraform')).toMatchObject({ value: 10 });
    expect(country(terra.state, 2).income).toBe(600); // income at the terraformed ecology
  });
});
