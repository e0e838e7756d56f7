import { describe, expect, it } from 'vitest';
import { decide, type Command, type CommandKind } from './decide.js';
import { MemoryGame } from './journal-kit.js';
import { makeGame, started } from './testing.js';
import type { GameState, GameWorldEvent } from './types.js';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

const newGame = (clock = false) =>
  makeGame(
    [
      [50, 40],
      [60, 30],
      [40, 40],
    ],
    {
      mods: ['negotiation'],
      seed: 3,
      ...(clock ? { clock: { talks: 60, orders: 120, lock: true } } : {}),
    },
  );

const decided = <K extends CommandKind>(state: GameState, command: Command<K>, now = T0) => {
  const decision = decide(state, command, now);
  if (!decision.ok) throw new Error(`refused: ${JSON.stringify(decision)}`);
  return decision;
};

const storm: GameWorldEvent = {
  title: 'Storm',
  text: 'A storm',
  effects: [{ kind: 'budget', value: -10, target: 'all' }],
  country: null,
};

describe('decide: the round', () => {
  it('starts the stopped round, journaled with its time, and says so', () => {
    const d = decided(newGame(), { kind: 'start_round', args: { round: 1 } });
    expect(d.state?.phase).toBe('running');
    expect(d.record).toEqual({
      kind: 'action',
      action: { kind: 'start_round', args: { now: T0 } },
      log: [],
    });
    expect(d.events).toEqual([{ name: 'round-started', payload: {} }]);
    expect(d.value).toEqual({ round: 1, stopped: false });
    expect(decide(d.state as GameState, { kind: 'start_round', args: { round: 1 } }, T0)).toEqual({
      ok: false,
      reason: 'round_control',
      code: 'round_running',
    });
  });

  it('ends the running round with the sets it carries, keeping the state it ended from', () => {
    const running = started(newGame());
    const orders = { '1': [{ type: 'develop' as const, city: 11 }] };
    const d = decided(running, { kind: 'end_round', args: { round: 1, orders } }, T0 + 5);
    expect(d.state?.round).toBe(2);
    expect(d.state?.phase).toBe('stopped');
    expect(d.record).toMatchObject({
      kind: 'round',
      stateBefore: running,
      orders,
      endedAt: T0 + 5,
    });
    expect(d.events).toEqual([{ name: 'round-ended', payload: {} }]);
    expect(d.value).toEqual({ round: 2, stopped: true, over: false });
    const stale = decide(running, { kind: 'end_round', args: { round: 2, orders } }, T0);
    expect(stale).toEqual({ ok: false, reason: 'round_control', code: 'stale_round' });
  });
});

describe('decide: orders', () => {
  const command = (args: Partial<Command<'orders'>['args']> = {}): Command<'orders'> => ({
    kind: 'orders',
    args: {
      country: 1,
      round: 1,
      orders: [{ type: 'develop', city: 11 }],
      by: 'team',
      submitKey: 'k1',
      storedCost: null,
      ...args,
    },
  });

  it('takes a set without changing the state, and tells the host and the team', () => {
    const d = decided(started(newGame()), command());
    expect(d.state).toBeNull();
    expect(d.record).toMatchObject({ kind: 'orders', countryId: 1, submitKey: 'k1' });
    expect(d.record?.kind === 'orders' && d.record.set.by).toBe('team');
    expect(d.value.cost).toBeGreaterThan(0);
    expect(d.events.map((e) => e.name)).toEqual(['orders-accepted', 'team-changed']);
  });

  it('answers a retried send as stored, with nothing to store', () => {
    const d = decided(started(newGame()), command({ storedCost: 42 }));
    expect(d).toMatchObject({ state: null, record: null, value: { cost: 42 } });
    expect(d.events).toHaveLength(2);
  });

  it('refuses outside the running round, bad orders, and a team once the clock locks', () => {
    expect(decide(newGame(), command(), T0)).toEqual({
      ok: false,
      reason: 'round_closed',
      code: 'round_not_running',
    });
    const bad = decide(
      started(newGame()),
      command({ orders: [{ type: 'develop', city: 21 }] }),
      T0,
    );
    expect(bad.ok || bad.reason).toBe('orders');
    // The talks (60 s) and the orders (120 s) are over: the lock shuts the team out, not the host.
    const clocked = decided(newGame(true), { kind: 'start_round', args: { round: 1 } }, T0).state;
    const late = T0 + 10 * MINUTE;
    expect(decide(clocked as GameState, command(), late)).toEqual({ ok: false, reason: 'time_up' });
    expect(decide(clocked as GameState, command({ by: 'host' }), late).ok).toBe(true);
  });
});

describe('decide: the host between rounds', () => {
  it('acts on the clock, journaled with its time, and answers the state after', () => {
    const running = decided(newGame(true), { kind: 'start_round', args: { round: 1 } }).state;
    const action = { type: 'pause' } as const;
    const d = decided(running as GameState, { kind: 'clock', args: { round: 1, action } }, T0 + 9);
    expect(d.record).toEqual({
      kind: 'action',
      action: { kind: 'clock', args: { round: 1, action, now: T0 + 9 } },
      log: [],
    });
    expect(d.value).toBe(d.state);
    expect(d.events).toEqual([{ name: 'clock-changed', payload: {} }]);
    const none = decide(newGame(), { kind: 'clock', args: { round: 1, action } }, T0);
    expect(none.ok).toBe(false);
    expect(!none.ok && none.reason).toBe('clock');
  });

  it('answers a hard stop too soon for the rounds left with the earliest it could be', () => {
    const state = newGame(true);
    const action = { type: 'fit', endsAt: T0 + 1000 } as const;
    const d = decide(state, { kind: 'clock', args: { round: 1, action } }, T0);
    expect(d).toMatchObject({ ok: false, reason: 'cannot_fit' });
    expect(!d.ok && d.reason === 'cannot_fit' && d.earliest).toBeGreaterThan(T0);
  });

  it('reveals the final screen only once the game is over', () => {
    expect(decide(newGame(), { kind: 'reveal', args: { step: 1 } }, T0)).toMatchObject({
      ok: false,
      reason: 'reveal',
    });
    const over = { ...newGame(), over: true };
    const d = decided(over, { kind: 'reveal', args: { step: 2 } });
    expect(d.value).toEqual({ revealed: 2 });
    expect(d.record).toMatchObject({
      kind: 'action',
      action: { kind: 'reveal', args: { step: 2 } },
    });
    expect(d.events).toEqual([{ name: 'final-revealed', payload: {} }]);
  });

  it('credits a team of the game, answering its new budget', () => {
    const state = newGame();
    const d = decided(state, { kind: 'credit', args: { country: 2, amount: 100 } });
    const before = state.countries.find((c) => c.id === 2)?.budget ?? 0;
    expect(d.value).toEqual({ budget: before + 100 });
    expect(d.events).toEqual([{ name: 'team-changed', payload: { countryId: 2 } }]);
    expect(decide(state, { kind: 'credit', args: { country: 9, amount: 1 } }, T0)).toEqual({
      ok: false,
      reason: 'unknown_team',
    });
  });

  it('fires a world event whole, telling every team; refuses one not in the catalogue', () => {
    const state = started(newGame());
    const d = decided(state, { kind: 'world_event', args: { event: storm } });
    expect(d.record).toMatchObject({
      kind: 'action',
      action: { kind: 'world_event', args: { event: storm } },
    });
    expect(d.events.map((e) => e.name)).toEqual([
      'world-event',
      'team-changed',
      'team-changed',
      'team-changed',
    ]);
    expect(decide(state, { kind: 'world_event', args: { event: null } }, T0)).toEqual({
      ok: false,
      reason: 'world_event',
      field: 'event',
      code: 'unknown_event',
    });
    const chosen = {
      ...storm,
      effects: [{ kind: 'budget' as const, value: 5, target: 'chosen' as const }],
    };
    expect(decide(state, { kind: 'world_event', args: { event: chosen } }, T0)).toMatchObject({
      field: 'country',
      code: 'country_required',
    });
    const over = { ...state, over: true };
    expect(decide(over, { kind: 'world_event', args: { event: null } }, T0)).toEqual({
      ok: false,
      reason: 'action',
      code: 'game_over',
    });
  });
});

describe('decide: talks and promises', () => {
  it('runs a negotiation from the request to the end, each step journaled', () => {
    let state = started(newGame());
    const step = (command: Command) => {
      const d = decided(state, command);
      state = d.state as GameState;
      expect(d.events).toEqual([
        { name: 'negotiation-changed', payload: { countries: expect.any(Array) } },
      ]);
      return d;
    };
    const requested = step({
      kind: 'team_negotiation',
      args: { step: 'request', country: 1, other: 3 },
    });
    expect(requested.record).toMatchObject({
      action: { kind: 'negotiation_request', args: { from: 1, to: 3 } },
    });
    step({ kind: 'team_negotiation', args: { step: 'accept', country: 3, other: 1 } });
    step({ kind: 'host_negotiation', args: { step: 'start', from: 3, to: 1 } });
    step({ kind: 'team_negotiation', args: { step: 'done', country: 1, other: 3 } });
    const finished = step({ kind: 'host_negotiation', args: { step: 'finish', from: 1, to: 3 } });
    expect(finished.record).toMatchObject({ action: { kind: 'negotiation_finish' } });
    expect(
      decide(state, { kind: 'host_negotiation', args: { step: 'start', from: 1, to: 2 } }, T0),
    ).toEqual({ ok: false, reason: 'action', code: 'unknown_negotiation' });
  });

  it('proposes a promise, answering its id, and lets its party answer it', () => {
    const state = started(newGame());
    const proposal = { from: 1, to: 2, kind: 'no_attack' as const, value: null, until: 2 };
    const d = decided(state, { kind: 'promise_propose', args: proposal });
    expect(d.value).toEqual({ id: 1 });
    expect(d.events).toEqual([{ name: 'promise-changed', payload: { countries: [1, 2] } }]);
    const after = d.state as GameState;
    const wrong = decide(
      after,
      { kind: 'promise_answer', args: { id: 1, country: 3, how: 'accept' } },
      T0,
    );
    expect(wrong).toEqual({ ok: false, reason: 'action', code: 'not_promise_party' });
    const accepted = decided(after, {
      kind: 'promise_answer',
      args: { id: 1, country: 2, how: 'accept' },
    });
    expect(accepted.record).toMatchObject({
      action: { kind: 'promise_accept', args: { id: 1, country: 2 } },
    });
    expect(accepted.value).toBeNull();
  });
});

describe('decide: undo', () => {
  /** A game whose round 1 ended at T0 + 1 minute, its clock running. */
  const afterEnd = () => {
    const game = new MemoryGame(newGame(true));
    game.run({ kind: 'start_round', args: { round: 1 } }, T0);
    const set = { country: 1, round: 1, orders: [{ type: 'develop' as const, city: 11 }] };
    game.run(
      { kind: 'orders', args: { ...set, by: 'team', submitKey: null, storedCost: null } },
      T0 + 1,
    );
    game.run({ kind: 'end_round', args: { round: 1, orders: game.storedOrders() } }, T0 + MINUTE);
    return game;
  };
  const undo = (game: MemoryGame): Command<'undo_round'> => ({
    kind: 'undo_round',
    args: { round: 1, last: game.lastRound(), since: game.sinceLastRound() },
  });

  it('restores the state before the end, its clock carried on to the undo', () => {
    const game = afterEnd();
    const before = game.lastRound()?.stateBefore as GameState;
    const d = decided(game.state, undo(game), T0 + 3 * MINUTE);
    expect(d.state?.round).toBe(1);
    expect(d.state?.phase).toBe('running');
    expect(d.state?.countries).toEqual(before.countries);
    expect(d.record).toEqual({
      kind: 'undo',
      round: 1,
      carried: { kind: 'carry_clock', args: { from: T0 + MINUTE, to: T0 + 3 * MINUTE } },
      undone: [],
    });
    expect(d.value).toEqual({ round: 1, stopped: false });
    expect(d.events).toEqual([{ name: 'round-started', payload: {} }]);
  });

  it('undoes the teams’ talks and promises since the end, and tells both sides', () => {
    const game = afterEnd();
    const proposal = { from: 2, to: 3, kind: 'no_attack' as const, value: null, until: 3 };
    game.run({ kind: 'promise_propose', args: proposal }, T0 + 2 * MINUTE);
    game.run(
      { kind: 'team_negotiation', args: { step: 'request', country: 1, other: 2 } },
      T0 + 2 * MINUTE,
    );
    const d = decided(game.state, undo(game), T0 + 3 * MINUTE);
    expect(d.state?.promises ?? []).toEqual([]);
    expect(d.state?.negotiations).toEqual([]);
    expect(d.record?.kind === 'undo' && d.record.undone).toEqual([4, 5]);
    expect(d.events).toEqual([
      { name: 'round-started', payload: {} },
      { name: 'promise-changed', payload: { countries: [2, 3] } },
      { name: 'negotiation-changed', payload: { countries: [1, 2] } },
    ]);
  });

  it('is blocked by the host’s own change since the end, by the next start, and before any end', () => {
    const credited = afterEnd();
    credited.run({ kind: 'credit', args: { country: 1, amount: 5 } }, T0 + 2 * MINUTE);
    const refused = { ok: false, reason: 'round_control', code: 'undo_unavailable' };
    expect(decide(credited.state, undo(credited), T0)).toEqual(refused);
    const next = afterEnd();
    next.run({ kind: 'start_round', args: { round: 2 } }, T0 + 2 * MINUTE);
    expect(decide(next.state, undo(next), T0)).toEqual(refused);
    const fresh = new MemoryGame(newGame());
    expect(decide(fresh.state, undo(fresh), T0)).toEqual(refused);
    const game = afterEnd();
    const stale = { ...undo(game), args: { ...undo(game).args, round: 2 } };
    expect(decide(game.state, stale, T0)).toEqual(refused);
  });

  it('leaves a journal that replays to the undone state', async () => {
    const { replayGame } = await import('./replay.js');
    const game = afterEnd();
    game.run(
      {
        kind: 'promise_propose',
        args: { from: 2, to: 3, kind: 'no_attack', value: null, until: 3 },
      },
      T0 + 2 * MINUTE,
    );
    game.run(undo(game), T0 + 3 * MINUTE);
    game.run(
      { kind: 'end_round', args: { round: 1, orders: game.storedOrders() } },
      T0 + 4 * MINUTE,
    );
    const replay = replayGame(game.initial, game.steps);
    expect(replay.problems).toEqual([]);
    expect(replay.state).toEqual(game.state);
  });
});
