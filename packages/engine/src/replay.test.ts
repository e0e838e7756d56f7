import { describe, expect, it } from 'vitest';
import { carryClock, clockAction } from './clock.js';
import { credit } from './credit.js';
import { negotiation } from './negotiation.js';
import { replayGame, sameAsStored, type ReplayStep } from './replay.js';
import { reveal } from './reveal.js';
import { endRound, startRound } from './round.js';
import { makeGame } from './testing.js';
import type { ActionResult, GameState, Order } from './types.js';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

/** A game with both mods and a clock: every kind of action has something to act on. */
const newGame = () =>
  makeGame(
    [
      [50, 40],
      [60, 30],
      [40, 40],
    ],
    { mods: ['ufo', 'negotiation'], seed: 7, clock: { talks: 60, orders: 120, lock: true } },
  );

/**
 * Plays a game live with the engine's own calls, journaling each as the server does: an action
 * by its kind and arguments, a resolved round with the state it was resolved from, as stored.
 */
function playLive(): { initial: GameState; live: GameState; steps: ReplayStep[] } {
  const initial = newGame();
  let live = initial;
  const steps: ReplayStep[] = [];
  const act = (kind: string, args: unknown, result: ActionResult<string>) => {
    if (!result.ok) throw new Error(`${kind} refused: ${result.code}`);
    live = result.state;
    steps.push({ type: 'action', seq: steps.length + 1, kind, args });
  };
  const latest = () => live.negotiations.at(-1)?.id ?? 0;

  for (let round = 1; round <= live.variables.rounds; round++) {
    const now = T0 + round * 10 * MINUTE;
    act('start_round', { now }, startRound(live, live.round, now));
    if (round === 1) {
      const pause = { type: 'pause' } as const;
      act(
        'clock',
        { round, action: pause, now: now + 1000 },
        clockAction(live, round, pause, now + 1000),
      );
      const resume = { type: 'resume' } as const;
      act(
        'clock',
        { round, action: resume, now: now + 5000 },
        clockAction(live, round, resume, now + 5000),
      );
      act('negotiation_request', { from: 1, to: 3 }, negotiation.request(live, 1, 3));
      act(
        'negotiation_accept',
        { id: latest(), country: 3 },
        negotiation.accept(live, latest(), 3),
      );
      act('negotiation_start', { id: latest() }, negotiation.start(live, latest()));
      act(
        'negotiation_done',
        { id: latest(), country: 1 },
        negotiation.markDone(live, latest(), 1),
      );
      act('negotiation_finish', { id: latest() }, negotiation.finish(live, latest()));
      act('negotiation_request', { from: 2, to: 1 }, negotiation.request(live, 2, 1));
      act(
        'negotiation_refuse',
        { id: latest(), country: 1 },
        negotiation.refuse(live, latest(), 1),
      );
    }
    if (round === 2) {
      const carried: ActionResult = {
        ok: true,
        state: carryClock(live, now, now + MINUTE),
        log: [],
      };
      act('carry_clock', { from: now, to: now + MINUTE }, carried);
    }
    act('credit', { country: 3, amount: 10 * round }, credit(live, 3, 10 * round));
    const orders: Record<number, Order[]> = {
      1: [{ type: 'develop', city: 11 }],
      2: [{ type: 'develop', city: 22 }, ...(round === 2 ? [{ type: 'technology' } as const] : [])],
      3: [{ type: 'transfer', country: 2, amount: 5 }],
    };
    if (round === 3) orders[2]?.push({ type: 'build_bombs', count: 1 });
    if (round === 4) orders[2]?.push({ type: 'attack', city: 31 });
    steps.push({
      type: 'round',
      seq: steps.length + 1,
      round,
      stateBefore: JSON.parse(JSON.stringify(live)) as GameState,
      orders,
    });
    const ended = endRound(live, round, orders);
    if (!ended.ok) throw new Error(`round ${round} refused: ${ended.code}`);
    live = ended.state;
  }
  act('reveal', { step: 3 }, reveal(live, 3));
  return { initial, live, steps };
}

describe('replayGame', () => {
  const { initial, live, steps } = playLive();

  it('reproduces a game played live from its initial state and journal', () => {
    expect(live.over).toBe(true);
    expect(steps.filter((s) => s.type === 'round')).toHaveLength(live.variables.rounds);
    const replay = replayGame(initial, steps);
    expect(replay.problems).toEqual([]);
    expect(replay.state).toEqual(live);
    expect(sameAsStored(replay.state, JSON.parse(JSON.stringify(live)) as GameState)).toBe(true);
  });

  it('reports an unknown action kind and goes on without it', () => {
    const replay = replayGame(initial, [
      { type: 'action', seq: 1, kind: 'teleport', args: {} },
      ...steps.map((s) => ({ ...s, seq: s.seq + 1 })),
    ]);
    expect(replay.problems).toEqual(['seq 1: unknown action teleport']);
    expect(replay.state).toEqual(live);
  });

  it('reports an action the engine refuses, with its code, and skips it', () => {
    const replay = replayGame(initial, [
      { type: 'action', seq: 1, kind: 'credit', args: { country: 1, amount: 0 } },
      { type: 'action', seq: 2, kind: 'reveal', args: { step: 1 } },
    ]);
    expect(replay.problems).toEqual([
      'seq 1: credit refused (invalid_amount)',
      'seq 2: reveal refused (not_over)',
    ]);
    expect(replay.state).toBe(initial);
  });

  it('reports a round whose stored state before is not the replay’s', () => {
    const first = steps.findIndex((s) => s.type === 'round');
    const changed = steps.map((s, i) =>
      i === first && s.type === 'round'
        ? { ...s, stateBefore: { ...s.stateBefore, ecology: s.stateBefore.ecology - 1 } }
        : s,
    );
    const seq = changed[first]?.seq;
    expect(replayGame(initial, changed).problems).toEqual([
      `seq ${seq}: the state before round 1 differs`,
    ]);
  });
});

describe('sameAsStored', () => {
  const state = newGame();

  it('ignores the order of keys a database gives back, and what JSON drops', () => {
    const reordered = Object.fromEntries(Object.entries(state).reverse()) as unknown as GameState;
    expect(sameAsStored(state, reordered)).toBe(true);
    expect(sameAsStored({ ...state, revealed: undefined }, state)).toBe(true);
  });

  it('tells a changed value', () => {
    expect(sameAsStored(state, { ...state, round: state.round + 1 })).toBe(false);
  });
});
