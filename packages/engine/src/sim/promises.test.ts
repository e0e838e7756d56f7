import { describe, expect, it } from 'vitest';
import { promise, table } from '../promise-test-kit.js';
import { resolveRound } from '../resolve/resolve.js';
import { started } from '../testing.js';
import type { GameState, Order } from '../types.js';
import { validateOrders } from '../validate.js';
import { playerView } from '../views.js';
import { BOTS, type Bot } from './bots.js';
import { ordersWithinPromises, promiseTalks } from './promises.js';
import { simulate } from './simulate.js';

const always = () => 0;
const never = () => 0.999;

/** A bot that bombs city 21 (country 2) and sanctions countries 2 and 3 every round. */
const hawk: Bot = () => [
  { type: 'attack', city: 21 },
  { type: 'sanction', country: 2 },
  { type: 'sanction', country: 3 },
];

/** Country 1's orders from `bot` within its promises in the running round of `state`. */
function within(state: GameState, bot: Bot, strategy: string, random: () => number): Order[] {
  const s = started(state);
  const orders = ordersWithinPromises(bot, strategy, playerView(s, 1), random, []);
  expect(validateOrders(s, 1, orders)).toMatchObject({ ok: true });
  return orders;
}

describe('promiseTalks', () => {
  it('has each country propose by its habit and the other answer by its own', () => {
    const s = started(table());
    const talked = promiseTalks(s, ['builder', 'diplomat', 'aggressor'], always);
    // Drawing 0: every country proposes no attack, binding this round, to the first other
    // country (the aggressor to the leader), and every proposal is accepted.
    expect(talked.promises?.map((p) => [p.from, p.to, p.kind, p.until, p.status])).toEqual([
      [1, 2, 'no_attack', 1, 'accepted'],
      [2, 1, 'no_attack', 1, 'accepted'],
      [3, 1, 'no_attack', 1, 'accepted'],
    ]);
    expect(promiseTalks(s, ['builder', 'diplomat', 'aggressor'], never).promises).toBeUndefined();
  });
});

describe('ordersWithinPromises', () => {
  it('keeps a promise not to bomb, unless the habit breaks it this round', () => {
    const { state } = promise(table(), { kind: 'no_attack', until: 2 });
    expect(within(state, hawk, 'builder', always)).not.toContainEqual({ type: 'attack', city: 21 });
    expect(within(state, hawk, 'aggressor', never)).not.toContainEqual({
      type: 'attack',
      city: 21,
    });
    expect(within(state, hawk, 'aggressor', always)).toContainEqual({ type: 'attack', city: 21 });
  });

  it('imposes no sanction it promised not to, and lifts one it promised to lift', () => {
    const sanctioned = resolveRound(started(table()), {
      1: [{ type: 'sanction', country: 3 }],
    }).state;
    let s = promise(sanctioned, { kind: 'no_sanction', until: 2 }).state;
    s = promise(s, { to: 3, kind: 'lift_sanction', until: 3 }).state;
    const orders = within(s, hawk, 'diplomat', never);
    expect(orders.filter((o) => o.type === 'sanction' || o.type === 'lift_sanction')).toEqual([
      { type: 'lift_sanction', country: 3 },
    ]);
  });

  it('spreads a promised transfer over its rounds and leaves the bot the rest', () => {
    const { state } = promise(table(), { kind: 'transfer', value: 301, until: 3 });
    const orders = within(state, BOTS.builder as Bot, 'builder', never);
    expect(orders[0]).toEqual({ type: 'transfer', country: 2, amount: 101 });
    const r1 = resolveRound(started(state), { 1: orders }).state;
    expect(r1.promises?.[0]).toMatchObject({ status: 'accepted', sent: 101 });
    const r2 = resolveRound(started(r1), {
      1: ordersWithinPromises(
        BOTS.builder as Bot,
        'builder',
        playerView(started(r1), 1),
        never,
        [],
      ),
    }).state;
    expect(r2.promises?.[0]).toMatchObject({ status: 'accepted', sent: 201 });
  });

  it('pays only what the budget allows', () => {
    const base = table();
    const poor = {
      ...base,
      countries: base.countries.map((c) => (c.id === 1 ? { ...c, budget: 80 } : c)),
    };
    const { state } = promise(poor, { kind: 'transfer', value: 200, until: 1 });
    expect(within(state, BOTS.builder as Bot, 'builder', never)).toEqual([
      { type: 'transfer', country: 2, amount: 80 },
    ]);
  });
});

describe('simulate with promises', () => {
  it('is the same for the same seed, and counts promises made, kept and broken', () => {
    const options = { games: 150, seed: 4, promises: true, strategies: ['aggressor', 'diplomat'] };
    const a = simulate(options);
    expect(simulate(options)).toEqual(a);
    const p = a.promises;
    expect(p?.made).toBeGreaterThan(0);
    expect(p?.kept).toBeGreaterThan(0);
    expect(p?.broken).toBeGreaterThan(0);
    expect(p!.kept + p!.broken).toBeLessThanOrEqual(p!.accepted);
    expect(p!.accepted).toBeLessThanOrEqual(p!.made);
    const by = p!.byStrategy;
    expect((by.aggressor?.made ?? 0) + (by.diplomat?.made ?? 0)).toBe(p?.made);
    // The diplomat breaks no promise by choice: only a game that ends early cuts a transfer short.
    expect(by.aggressor?.broken).toBeGreaterThan(by.diplomat?.broken ?? 0);
    expect(a.skippedOrders).toBe(0);
  });

  it('leaves the figures without promises as they were', () => {
    const plain = simulate({ games: 40, seed: 5 });
    expect(plain).not.toHaveProperty('promises');
    expect(simulate({ games: 40, seed: 5, promises: false })).toEqual(plain);
    expect(simulate({ games: 40, seed: 5, promises: true })).not.toEqual(plain);
  });

  it('bots within their promises send only orders the engine accepts, with UFOs too', () => {
    expect(simulate({ games: 60, seed: 2, promises: true }).skippedOrders).toBe(0);
    expect(simulate({ games: 60, seed: 2, promises: true, mods: ['ufo'] }).skippedOrders).toBe(0);
  });
});
