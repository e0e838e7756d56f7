import { describe, expect, it } from 'vitest';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
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
    const a = started(ufoGame());
    expect(ufos(a)).toHaveLength(2);
    expect(ufos(started(ufoGame()))).toEqual(ufos(a));
    expect(a.rng).not.toBe(ufoGame().rng);
    const seeds = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(ufos(started(ufoGame(seed))))),
    );
    expect(seeds.size).toBeGreaterThan(1);
    const ruined = ufoGame(3, { ufo_per_round: 9 });
    const most = {
      ...ruined,
      cities: ruined.cities.map((c) => (c.id === 11 ? c : { ...c, destroyed: true })),
    };
    expect(ufos(started(most)).map(([id]) => id)).toEqual([11]);
    expect(ufos(started(makeGame([[50], [50]])))).toEqual([]);
  });

  it("ufo_contact gives the key of the UFO's colour; the UFOs leave at round end", () => {
    const s = started(ufoGame());
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

  it('ufo_contact: not for a key colour held or contacted in the set, nor in the last round', () => {
    const two = (s: GameState) =>
      s.cities.filter((c) => c.ufo !== null && c.country === 1).map((c) => c.id);
    // Two UFOs of one colour over country 1: the second contact could only cost money.
    const twin = (s: GameState): GameState => ({
      ...s,
      cities: s.cities.map((c) => (c.id === 11 || c.id === 12 ? { ...c, ufo: 'red' } : c)),
    });
    const s = twin(started(ufoGame()));
    const contact = (city: number): Order => ({ type: 'ufo_contact', city });
    expect(two(s)).toEqual(expect.arrayContaining([11, 12]));
    expect(validateOrders(s, 1, [contact(11), contact(12)])).toEqual({
      ok: false,
      errors: [{ index: 1, code: 'key_owned' }],
    });
    const held: GameState = {
      ...s,
      countries: s.countries.map((c) =>
        c.id === 1 ? { ...c, keys: { red: true, green: false, blue: false } } : c,
      ),
    };
    expect(validateOrders(held, 1, [contact(11)])).toEqual({
      ok: false,
      errors: [{ index: 0, code: 'key_owned' }],
    });
    // Refused at resolution too: no charge, no log of a contact.
    const { state, log } = resolveRound(held, { 1: [contact(11)] });
    expect(country(state, 1).budget).toBe(country(held, 1).budget + country(state, 1).income);
    expect(log.map((e) => e.type)).not.toContain('ufo_contact');
    const last = twin(started(ufoGame(7, { rounds: 1 })));
    expect(validateOrders(last, 1, [contact(11)])).toEqual({
      ok: false,
      errors: [{ index: 0, code: 'contact_too_late' }],
    });
  });

  it('supertech needs all three keys and works once per game', () => {
    const s = started(ufoGame());
    const noKeys = validateOrders(s, 1, [{ type: 'supertech', kind: 'dome' }]);
    expect(noKeys).toEqual({ ok: false, errors: [{ index: 0, code: 'missing_keys' }] });
    const keyed = withKeys(s);
    const r = resolveRound(keyed, { 1: [{ type: 'supertech', kind: 'dome' }] });
    expect(r.state.cities.filter((c) => c.country === 1).every((c) => c.shield)).toBe(true);
    expect(country(r.state, 1).supertech).toBe('dome');
    const again = validateOrders(started(r.state), 1, [{ type: 'supertech', kind: 'boom' }]);
    expect(again).toEqual({ ok: false, errors: [{ index: 0, code: 'supertech_used' }] });
    const bad = validateOrders(keyed, 1, [{ type: 'supertech', kind: 'x' } as unknown as Order]);
    expect(bad).toEqual({ ok: false, errors: [{ index: 0, code: 'invalid_kind' }] });
  });

  it('boom adds supertech_boost (capped) to surviving own cities; terraform adds ecology (clamped)', () => {
    const keyed = withKeys(started(ufoGame()));
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

/** A running UFO game where country 2 holds one bomb (technology from an earlier round). */
function bomberVsUfo(seed = 7, variables = {}): GameState {
  const s = started(ufoGame(seed, variables));
  return {
    ...s,
    countries: s.countries.map((c) => (c.id === 2 ? { ...c, hasTechnology: true, bombs: 1 } : c)),
  };
}

describe('UFO mode at resolution', () => {
  it('takes ufo_contact_cost from the budget', () => {
    const s = started(ufoGame(7, { ufo_contact_cost: 70 }));
    const own = s.cities.find((c) => c.ufo !== null)!;
    const orders: Order[] = [{ type: 'ufo_contact', city: own.id }];
    expect(validateOrders(s, own.country, orders)).toEqual({ ok: true, cost: 70 });
    const { state, log } = resolveRound(s, { [own.country]: orders });
    const quiet = resolveRound(s, {}).state;
    expect(country(state, own.country).budget).toBe(country(quiet, own.country).budget - 70);
    expect(log.find((e) => e.type === 'spend')).toEqual({
      round: 1,
      type: 'spend',
      country: own.country,
      value: 70,
      target: null,
    });
    expect(log.find((e) => e.type === 'ufo_contact')).toEqual({
      round: 1,
      type: 'ufo_contact',
      country: own.country,
      value: 70,
      target: own.id,
    });
  });

  it('skips, refunds and logs a contact on a city bombed earlier in the same resolution', () => {
    const s = bomberVsUfo();
    const target = s.cities.find((c) => c.ufo !== null && c.country === 1)!;
    const other = s.cities.find((c) => c.country === 1 && c.id !== target.id)!;
    const contact: Order[] = [
      { type: 'develop', city: other.id },
      { type: 'ufo_contact', city: target.id },
    ];
    expect(validateOrders(s, 1, contact)).toEqual({ ok: true, cost: 250 });
    const attack: Order[] = [{ type: 'attack', city: target.id }];
    const { state, log } = resolveRound(s, { 1: contact, 2: attack });
    const without = resolveRound(s, { 1: [contact[0]!], 2: attack }).state;
    expect(state.cities.find((c) => c.id === target.id)).toMatchObject({ destroyed: true });
    // Charged at step 1 with the develop order, refunded at step 7: as if never ordered.
    expect(country(state, 1).budget).toBe(country(without, 1).budget);
    expect(country(state, 1).keys).toEqual({ red: false, green: false, blue: false });
    const mine = log.filter((e) => e.country === 1 && e.type !== 'ufo_left');
    expect(mine.map((e) => [e.type, e.value, e.target])).toEqual([
      ['spend', 250, null],
      ['develop', other.development + 20, other.id],
      ['city_destroyed', target.development, target.id],
      ['order_skipped', 1, null],
      ['refund', 100, target.id],
      ['income', country(state, 1).income, null],
    ]);
    expect(log.some((e) => e.type === 'ufo_contact' || e.type.startsWith('key_'))).toBe(false);
  });

  it('dome and boom skip destroyed cities', () => {
    const keyed = withKeys(started(ufoGame()));
    const ruined: GameState = {
      ...keyed,
      cities: keyed.cities.map((c) =>
        c.id === 12 ? { ...c, destroyed: true, development: 0 } : c,
      ),
    };
    const dome = resolveRound(ruined, { 1: [{ type: 'supertech', kind: 'dome' }] });
    const shields = dome.state.cities.filter((c) => c.country === 1).map((c) => c.shield);
    expect(shields).toEqual([true, false, true, true]);
    expect(dome.log.find((e) => e.type === 'supertech_dome')).toEqual({
      round: 1,
      type: 'supertech_dome',
      country: 1,
      value: 3,
      target: null,
    });
    const boom = resolveRound(ruined, { 1: [{ type: 'supertech', kind: 'boom' }] });
    const devs = boom.state.cities.filter((c) => c.country === 1).map((c) => c.development);
    expect(devs).toEqual([70, 0, 90, 100]);
    expect(boom.state.cities.find((c) => c.id === 12)).toMatchObject({ destroyed: true });
  });

  it("supertech takes effect after this round's bombs", () => {
    const s = withKeys(bomberVsUfo());
    const dome = resolveRound(s, {
      1: [{ type: 'supertech', kind: 'dome' }],
      2: [{ type: 'attack', city: 11 }],
    });
    // Step 4 destroys 11 before the step-7 dome, which then covers the three survivors.
    expect(dome.state.cities.filter((c) => c.country === 1).map((c) => c.destroyed)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(dome.state.cities.filter((c) => c.country === 1).map((c) => c.shield)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(dome.log.find((e) => e.type === 'supertech_dome')?.value).toBe(3);
    const types = dome.log.map((e) => e.type);
    expect(types.indexOf('city_destroyed')).toBeLessThan(types.indexOf('supertech_dome'));
    const boom = resolveRound(s, {
      1: [{ type: 'supertech', kind: 'boom' }],
      2: [{ type: 'attack', city: 11 }],
    });
    expect(boom.state.cities.filter((c) => c.country === 1).map((c) => c.development)).toEqual([
      0, 80, 90, 100,
    ]);
  });

  it('terraform cannot lift a collapsed world', () => {
    const g = withKeys(started(ufoGame(7, { start_ecology: 3, ecology_drift: -5 })));
    const { state, log } = resolveRound(g, { 1: [{ type: 'supertech', kind: 'terraform' }] });
    expect(state).toMatchObject({ ecology: 0, collapsed: true, over: true });
    expect(log.find((e) => e.type === 'supertech_terraform')).toEqual({
      round: 1,
      type: 'supertech_terraform',
      country: 1,
      value: 0,
      target: null,
    });
    expect(country(state, 1).supertech).toBe('terraform');
    expect(state.history.at(-1)!.ecology).toBe(0);
  });

  it('logs boom and ufo_left with the right country, value and target', () => {
    const keyed = withKeys(started(ufoGame(7, { supertech_boost: 15 })));
    const { log } = resolveRound(keyed, { 1: [{ type: 'supertech', kind: 'boom' }] });
    expect(log.find((e) => e.type === 'supertech_boom')).toEqual({
      round: 1,
      type: 'supertech_boom',
      country: 1,
      value: 15,
      target: null,
    });
    const left = keyed.cities
      .filter((c) => c.ufo !== null)
      .map((c) => ({ round: 1, type: 'ufo_left', country: c.country, value: 0, target: c.id }));
    expect(left).toHaveLength(2);
    expect(log.filter((e) => e.type === 'ufo_left')).toEqual(left);
  });
});

describe('UFO order limits', () => {
  it("refuses a contact on another country's city or on a destroyed one", () => {
    const s = started(ufoGame());
    const theirs = s.cities.find((c) => c.ufo !== null)!;
    const me = theirs.country === 1 ? 2 : 1;
    expect(validateOrders(s, me, [{ type: 'ufo_contact', city: theirs.id }])).toEqual({
      ok: false,
      errors: [{ index: 0, code: 'not_own_city' }],
    });
    const ruined: GameState = {
      ...s,
      cities: s.cities.map((c) => (c.id === theirs.id ? { ...c, destroyed: true } : c)),
    };
    expect(
      validateOrders(ruined, theirs.country, [{ type: 'ufo_contact', city: theirs.id }]),
    ).toEqual({ ok: false, errors: [{ index: 0, code: 'city_destroyed' }] });
  });
});
