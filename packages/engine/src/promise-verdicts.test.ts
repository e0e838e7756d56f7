import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { promise, promiseOf, play, table, applied } from './promise-test-kit.js';
import { promiseTally, proposePromise, acceptPromise } from './promises.js';
import type { GameState, LogEntry } from './types.js';

const verdicts = (log: LogEntry[]) =>
  log
    .filter((e) => e.type === 'promise_kept' || e.type === 'promise_broken')
    .map((e) => ({ type: e.type, from: e.country, id: e.value, to: e.target }));

const withShield = (state: GameState, city: number): GameState => ({
  ...state,
  cities: state.cities.map((c) => (c.id === city ? { ...c, shield: true } : c)),
});

describe('no_attack', () => {
  it('is kept exactly at the end of round until, and a bomb in round until+1 does not break it', () => {
    const { state: s0, id } = promise(table(), { kind: 'no_attack', until: 2 });
    const r1 = play(s0);
    expect(promiseOf(r1.state, id)).toMatchObject({ status: 'accepted', settled: null });
    expect(verdicts(r1.log)).toEqual([]);
    const r2 = play(r1.state);
    expect(promiseOf(r2.state, id)).toMatchObject({ status: 'kept', settled: 2 });
    expect(verdicts(r2.log)).toEqual([{ type: 'promise_kept', from: 1, id, to: 2 }]);
    const r3 = play(r2.state, { 1: [{ type: 'attack', city: 21 }] });
    expect(r3.log.some((e) => e.type === 'city_destroyed')).toBe(true);
    expect(promiseOf(r3.state, id)).toMatchObject({ status: 'kept', settled: 2 });
    expect(verdicts(r3.log)).toEqual([]);
  });

  it('is broken by a bomb in round until', () => {
    const { state: s0, id } = promise(table(), { kind: 'no_attack', until: 2 });
    const r2 = play(play(s0).state, { 1: [{ type: 'attack', city: 22 }] });
    expect(promiseOf(r2.state, id)).toMatchObject({ status: 'broken', settled: 2 });
    expect(verdicts(r2.log)).toEqual([{ type: 'promise_broken', from: 1, id, to: 2 }]);
  });

  it('is broken by a bomb a shield stopped', () => {
    const { state: s0, id } = promise(withShield(table(), 21), { kind: 'no_attack', until: 3 });
    const r1 = play(s0, { 1: [{ type: 'attack', city: 21 }] });
    expect(r1.log.map((e) => e.type)).toContain('shield_destroyed');
    expect(r1.state.cities.find((c) => c.id === 21)).toMatchObject({ destroyed: false });
    expect(promiseOf(r1.state, id)).toMatchObject({ status: 'broken', settled: 1 });
  });

  it('binds its maker only towards the other country', () => {
    // Country 2 bombs country 1, and country 1 bombs country 3: neither breaks 1's promise to 2.
    const { state: s0, id } = promise(table(), { kind: 'no_attack', until: 1 });
    const r1 = play(s0, {
      1: [{ type: 'attack', city: 31 }],
      2: [{ type: 'attack', city: 11 }],
    });
    expect(promiseOf(r1.state, id).status).toBe('kept');
  });

  it('is not broken by an order the engine skipped', () => {
    // Country 1 destroys city 31 first (game order); country 2's bomb on it is not dropped.
    const { state: s0, id } = promise(table(), { from: 2, to: 3, kind: 'no_attack', until: 1 });
    const r1 = play(s0, {
      1: [{ type: 'attack', city: 31 }],
      2: [{ type: 'attack', city: 31 }],
    });
    expect(r1.log.filter((e) => e.type === 'attack_skipped')).toMatchObject([{ country: 2 }]);
    expect(promiseOf(r1.state, id).status).toBe('kept');
  });

  it('is not broken by an attack refused for want of a bomb', () => {
    const unarmed = { ...table() };
    unarmed.countries = unarmed.countries.map((c) => (c.id === 1 ? { ...c, bombs: 0 } : c));
    const { state: s0, id } = promise(unarmed, { kind: 'no_attack', until: 1 });
    const r1 = play(s0, { 1: [{ type: 'attack', city: 21 }] });
    expect(r1.log.map((e) => e.type)).toContain('order_skipped');
    expect(r1.log.map((e) => e.type)).not.toContain('attack');
    expect(promiseOf(r1.state, id).status).toBe('kept');
  });

  it('is broken at most once, and then binds no more', () => {
    const { state: s0, id } = promise(table(), { kind: 'no_attack', until: 3 });
    const r1 = play(s0, { 1: [{ type: 'attack', city: 21 }] });
    const r2 = play(r1.state, { 1: [{ type: 'attack', city: 22 }] });
    const r3 = play(r2.state);
    expect(promiseOf(r3.state, id)).toMatchObject({ status: 'broken', settled: 1 });
    expect(verdicts([...r1.log, ...r2.log, ...r3.log])).toEqual([
      { type: 'promise_broken', from: 1, id, to: 2 },
    ]);
    expect(promiseTally(r3.state)[1]).toEqual({ kept: 0, broken: 1 });
    expect(r3.state.countries.find((c) => c.id === 1)?.totals.promisesKept ?? 0).toBe(0);
  });
});

describe('no_sanction', () => {
  it('is broken when its maker imposes a sanction on the other country', () => {
    const { state: s0, id } = promise(table(), { kind: 'no_sanction', until: 2 });
    const r1 = play(s0, { 1: [{ type: 'sanction', country: 3 }] });
    expect(promiseOf(r1.state, id).status).toBe('accepted');
    const r2 = play(r1.state, { 1: [{ type: 'sanction', country: 2 }] });
    expect(promiseOf(r2.state, id)).toMatchObject({ status: 'broken', settled: 2 });
  });

  it('is kept at the end of round until without one', () => {
    const { state: s0, id } = promise(table(), { kind: 'no_sanction', until: 1 });
    const r1 = play(s0, { 2: [{ type: 'sanction', country: 1 }] });
    expect(promiseOf(r1.state, id)).toMatchObject({ status: 'kept', settled: 1 });
    const r2 = play(r1.state, { 1: [{ type: 'sanction', country: 2 }] });
    expect(promiseOf(r2.state, id).status).toBe('kept');
  });
});

describe('lift_sanction', () => {
  it('is kept when a sanction imposed while it binds is lifted by the end of round until', () => {
    const { state: s0, id } = promise(table(), { kind: 'lift_sanction', until: 3 });
    const r1 = play(s0, { 1: [{ type: 'sanction', country: 2 }] });
    expect(promiseOf(r1.state, id).status).toBe('accepted');
    const r2 = play(r1.state);
    expect(promiseOf(r2.state, id).status).toBe('accepted');
    const r3 = play(r2.state, { 1: [{ type: 'lift_sanction', country: 2 }] });
    expect(promiseOf(r3.state, id)).toMatchObject({ status: 'kept', settled: 3 });
  });

  it('is broken when the sanction is still on at the end of round until, not before', () => {
    const sanctioned = play(table(), { 1: [{ type: 'sanction', country: 2 }] }).state;
    const { state: s0, id } = promise(sanctioned, { kind: 'lift_sanction', until: 3 });
    const r2 = play(s0);
    expect(promiseOf(r2.state, id).status).toBe('accepted');
    const r3 = play(r2.state);
    expect(promiseOf(r3.state, id)).toMatchObject({ status: 'broken', settled: 3 });
    expect(verdicts(r3.log)).toEqual([{ type: 'promise_broken', from: 1, id, to: 2 }]);
  });

  it('looks only at the maker’s sanction on the other country', () => {
    const { state: s0, id } = promise(table(), { kind: 'lift_sanction', until: 1 });
    const r1 = play(s0, {
      1: [{ type: 'sanction', country: 3 }],
      2: [{ type: 'sanction', country: 1 }],
    });
    expect(promiseOf(r1.state, id).status).toBe('kept');
  });
});

describe('transfer', () => {
  it('is kept once transfers split over rounds reach value, before round until', () => {
    const { state: s0, id } = promise(table(), { kind: 'transfer', value: 300, until: 4 });
    const r1 = play(s0, { 1: [{ type: 'transfer', country: 2, amount: 100 }] });
    expect(promiseOf(r1.state, id)).toMatchObject({ status: 'accepted', sent: 100 });
    const r2 = play(r1.state, {
      1: [
        { type: 'transfer', country: 3, amount: 500 },
        { type: 'transfer', country: 2, amount: 200 },
      ],
    });
    expect(promiseOf(r2.state, id)).toMatchObject({ status: 'kept', sent: 300, settled: 2 });
    expect(verdicts(r2.log)).toEqual([{ type: 'promise_kept', from: 1, id, to: 2 }]);
  });

  it('is broken when round until ends short', () => {
    const { state: s0, id } = promise(table(), { kind: 'transfer', value: 300, until: 2 });
    const r1 = play(s0, { 1: [{ type: 'transfer', country: 2, amount: 100 }] });
    const r2 = play(r1.state, { 1: [{ type: 'transfer', country: 2, amount: 199 }] });
    expect(promiseOf(r2.state, id)).toMatchObject({ status: 'broken', sent: 299, settled: 2 });
  });

  it('does not count what was sent before the acceptance', () => {
    const proposed = applied(
      proposePromise(table(), { from: 1, to: 2, kind: 'transfer', value: 300, until: 2 }),
    );
    const r1 = play(proposed, { 1: [{ type: 'transfer', country: 2, amount: 300 }] });
    expect(promiseOf(r1.state, 1)).toMatchObject({ status: 'proposed', sent: 0 });
    const accepted = applied(acceptPromise(r1.state, 1, 2));
    const r2 = play(accepted, { 1: [{ type: 'transfer', country: 2, amount: 100 }] });
    expect(promiseOf(r2.state, 1)).toMatchObject({ status: 'broken', sent: 100 });
  });

  it('does not count a transfer the engine skipped for want of money', () => {
    const { state: s0, id } = promise(table(), { kind: 'transfer', value: 300, until: 1 });
    const r1 = play(s0, { 1: [{ type: 'transfer', country: 2, amount: 9000 }] });
    expect(r1.log.map((e) => e.type)).toContain('order_skipped');
    expect(promiseOf(r1.state, id)).toMatchObject({ status: 'broken', sent: 0 });
  });
});

describe('judging promises', () => {
  it('lets a proposal nobody answered lapse as declined after its last round', () => {
    const s0 = applied(
      proposePromise(table(), { from: 1, to: 2, kind: 'no_attack', value: null, until: 2 }),
    );
    const r1 = play(s0);
    expect(promiseOf(r1.state, 1).status).toBe('proposed');
    const r2 = play(r1.state);
    expect(promiseOf(r2.state, 1)).toMatchObject({ status: 'declined', settled: null });
    expect(acceptPromise(r2.state, 1, 2)).toEqual({ ok: false, code: 'promise_answered' });
  });

  it('judges what still binds when ecology collapses and ends the game', () => {
    let s: GameState = { ...table(), ecology: 2 };
    const kinds = [
      { kind: 'no_attack', until: 5 },
      { kind: 'transfer', value: 100, until: 5 },
      { kind: 'lift_sanction', until: 5 },
    ] as const;
    s = play(s, { 1: [{ type: 'sanction', country: 2 }] }).state;
    for (const k of kinds) s = promise(s, k).state;
    s = applied(proposePromise(s, { from: 2, to: 1, kind: 'no_sanction', value: null, until: 5 }));
    // Country 3 buys the technology: ecology falls to 0, the game is over after round 2.
    const r2 = play(s, { 3: [{ type: 'technology' }] });
    expect(r2.state).toMatchObject({ over: true, collapsed: true });
    expect(r2.state.promises?.map((p) => [p.kind, p.status, p.settled])).toEqual([
      ['no_attack', 'kept', 2],
      ['transfer', 'broken', 2],
      ['lift_sanction', 'broken', 2],
      ['no_sanction', 'declined', null],
    ]);
    const types = r2.log.map((e) => e.type);
    expect(types.indexOf('promise_kept')).toBeLessThan(types.indexOf('round_end'));
    expect(promiseTally(r2.state)).toEqual({
      1: { kept: 1, broken: 2 },
      2: { kept: 0, broken: 0 },
      3: { kept: 0, broken: 0 },
    });
  });

  it('counts a kept promise as a peaceful act of its maker: the peacemaker', () => {
    // Two rounds, nobody bombs; country 2 keeps a promise, country 1 made none.
    let s: GameState = { ...table(), variables: { ...table().variables, rounds: 2 } };
    const made = promise(s, { from: 2, to: 3, kind: 'no_sanction', until: 2 });
    s = play(play(made.state).state).state;
    expect(s.over).toBe(true);
    expect(s.countries.find((c) => c.id === 2)?.totals.promisesKept).toBe(1);
    expect(nominations(s).peacemaker).toEqual([{ country: 2, value: 1 }]);
  });

  it('leaves a game without promises as it was', () => {
    const r1 = play(table());
    expect(r1.state.promises).toBeUndefined();
    expect(r1.state.countries.every((c) => c.totals.promisesKept === undefined)).toBe(true);
  });
});
