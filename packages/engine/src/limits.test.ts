import { describe, expect, it } from 'vitest';
import { runAction } from './actions.js';
import {
  MAX_FIRED_WORLD_EVENTS,
  MAX_ROUND_PROMISES,
  MAX_WAITING_PROMISES,
  firedWorldEvents,
} from './limits.js';
import { applied, play, table } from './promise-test-kit.js';
import {
  acceptPromise,
  declinePromise,
  proposePromise,
  withdrawPromise,
  type PromiseProposal,
} from './promises.js';
import { replayGame, type ReplayStep } from './replay.js';
import { endRound } from './round.js';
import { deepFreeze, started } from './testing.js';
import type { GameState, GameWorldEvent, ScheduledWorldEvent } from './types.js';
import { applyWorldEvent } from './world-event-effects.js';

const proposal = (p: Partial<PromiseProposal> = {}): PromiseProposal => ({
  from: 1,
  to: 2,
  kind: 'no_attack',
  value: null,
  until: 6,
  ...p,
});
const refusal = (r: { ok: boolean; code?: string }) => (r.ok ? 'ok' : r.code);

/** `state` after country `from` proposed `n` promises to country 2. */
function proposed(state: GameState, n: number, from = 1): GameState {
  let s = state;
  for (let i = 0; i < n; i++) s = applied(proposePromise(s, proposal({ from })));
  return s;
}

/** The id of the last promise made. */
const lastId = (state: GameState) => state.promises?.at(-1)?.id ?? 0;

describe('the promises a country may propose', () => {
  it(`allows ${MAX_WAITING_PROMISES} waiting for an answer, and refuses one more`, () => {
    const s = deepFreeze(proposed(table(), MAX_WAITING_PROMISES - 1));
    const twentieth = proposePromise(s, proposal());
    expect(refusal(twentieth)).toBe('ok');
    const full = deepFreeze(applied(twentieth));
    expect(full.promises?.filter((p) => p.status === 'proposed')).toHaveLength(20);
    expect(proposePromise(full, proposal())).toEqual({
      ok: false,
      code: 'too_many_waiting_promises',
    });
    // The same through the action table, as the live call and the replay run it.
    expect(refusal(runAction(full, { kind: 'promise_propose', args: proposal() }))).toBe(
      'too_many_waiting_promises',
    );
  });

  it('counts per country: another country still proposes, to anyone', () => {
    const full = deepFreeze(proposed(table(), MAX_WAITING_PROMISES));
    expect(refusal(proposePromise(full, proposal({ from: 2, to: 1 })))).toBe('ok');
    expect(refusal(proposePromise(full, proposal({ from: 3, to: 2 })))).toBe('ok');
    // Proposals made to the full country are not its own.
    expect(refusal(proposePromise(full, proposal({ from: 1, to: 3 })))).toBe(
      'too_many_waiting_promises',
    );
  });

  it('frees a waiting place once one is answered or withdrawn', () => {
    const full = proposed(table(), MAX_WAITING_PROMISES);
    const ids = (full.promises ?? []).map((p) => p.id);
    const answers = [
      applied(withdrawPromise(full, ids[0]!, 1)),
      applied(acceptPromise(full, ids[1]!, 2)),
      applied(declinePromise(full, ids[2]!, 2)),
    ];
    for (const s of answers) expect(refusal(proposePromise(s, proposal()))).toBe('ok');
  });

  it(`allows ${MAX_ROUND_PROMISES} in a round whatever became of them, then the next round again`, () => {
    // Propose and withdraw in a loop: never more than one waiting, yet the round fills up.
    let s = table();
    for (let i = 0; i < MAX_ROUND_PROMISES - 1; i++) {
      s = applied(proposePromise(s, proposal()));
      s = applied(withdrawPromise(s, lastId(s), 1));
    }
    const fortieth = proposePromise(s, proposal());
    expect(refusal(fortieth)).toBe('ok');
    s = deepFreeze(applied(fortieth));
    expect(s.promises?.filter((p) => p.status === 'proposed')).toHaveLength(1);
    expect(proposePromise(s, proposal())).toEqual({ ok: false, code: 'too_many_round_promises' });
    // Withdrawing frees a waiting place, not a place in the round.
    const withdrawn = applied(withdrawPromise(s, lastId(s), 1));
    expect(refusal(proposePromise(withdrawn, proposal()))).toBe('too_many_round_promises');
    // Another country's round is its own.
    expect(refusal(proposePromise(s, proposal({ from: 2, to: 1 })))).toBe('ok');
    // Between rounds the proposals count towards the next round, which starts afresh.
    const next = play(withdrawn).state;
    expect(next.round).toBe(2);
    expect(refusal(proposePromise(next, proposal()))).toBe('ok');
    expect(refusal(proposePromise(started(next), proposal()))).toBe('ok');
  });

  it('counts accepted and declined proposals in the round too', () => {
    let s = table();
    for (let i = 0; i < MAX_ROUND_PROMISES; i++) {
      s = applied(proposePromise(s, proposal()));
      s = applied((i % 2 === 0 ? acceptPromise : declinePromise)(s, lastId(s), 2));
    }
    expect(refusal(proposePromise(s, proposal()))).toBe('too_many_round_promises');
  });

  it('keeps the waiting ones from earlier rounds counted in the next', () => {
    const full = proposed(table(), MAX_WAITING_PROMISES);
    const next = play(full).state;
    expect(refusal(proposePromise(next, proposal()))).toBe('too_many_waiting_promises');
  });
});

const storm: GameWorldEvent = {
  title: 'Storm',
  text: 'A storm.',
  effects: [{ kind: 'ecology', value: -1, target: 'all' }],
  country: null,
};

/** `state` after the host fired `n` world events. */
function fired(state: GameState, n: number): GameState {
  let s = state;
  for (let i = 0; i < n; i++) {
    const result = applyWorldEvent(s, storm);
    if (!result.ok) throw new Error(`event ${i + 1}: ${result.code}`);
    s = result.state;
  }
  return s;
}

describe('the world events a host may fire', () => {
  it(`allows ${MAX_FIRED_WORLD_EVENTS} in a game, and refuses one more`, () => {
    const s = fired(table(), MAX_FIRED_WORLD_EVENTS - 1);
    expect(firedWorldEvents(s)).toBe(49);
    const fiftieth = applyWorldEvent(s, storm);
    expect(refusal(fiftieth)).toBe('ok');
    const full = deepFreeze(applied(fiftieth));
    expect(applyWorldEvent(full, storm)).toEqual({ ok: false, code: 'too_many_world_events' });
    expect(refusal(runAction(full, { kind: 'world_event', args: { event: storm } }))).toBe(
      'too_many_world_events',
    );
    // A game's whole length: no later round frees a place.
    expect(refusal(applyWorldEvent(started(play(full).state), storm))).toBe(
      'too_many_world_events',
    );
  });

  it('does not count the scheduled events, which still apply once the host has fired 50', () => {
    const scheduled = (round: number): ScheduledWorldEvent => ({ ...storm, title: 'Due', round });
    const game: GameState = { ...table(), scheduledEvents: [1, 1, 2].map(scheduled) };
    const s = started(game);
    expect(s.worldEvents).toHaveLength(2);
    expect(firedWorldEvents(s)).toBe(0);
    const full = fired(s, MAX_FIRED_WORLD_EVENTS);
    expect(refusal(applyWorldEvent(full, storm))).toBe('too_many_world_events');
    // Round 2's scheduled event applies as its round starts, and is not counted either.
    const ended = endRound(full, 1, {});
    if (!ended.ok) throw new Error(ended.code);
    expect(firedWorldEvents(ended.state)).toBe(MAX_FIRED_WORLD_EVENTS);
    const round2 = started(ended.state);
    expect(round2.worldEvents).toHaveLength(2 + MAX_FIRED_WORLD_EVENTS + 1);
    expect(firedWorldEvents(round2)).toBe(MAX_FIRED_WORLD_EVENTS);
  });

  it('replays a game at its limits to the same state', () => {
    const initial = table();
    const steps: ReplayStep[] = [];
    let s = initial;
    for (let i = 0; i < MAX_FIRED_WORLD_EVENTS; i++) {
      steps.push({
        type: 'action',
        seq: steps.length + 1,
        kind: 'world_event',
        args: { event: storm },
      });
      s = fired(s, 1);
    }
    for (let i = 0; i < MAX_WAITING_PROMISES; i++) {
      steps.push({
        type: 'action',
        seq: steps.length + 1,
        kind: 'promise_propose',
        args: proposal(),
      });
      s = applied(proposePromise(s, proposal()));
    }
    const replay = replayGame(initial, steps);
    expect(replay.problems).toEqual([]);
    expect(replay.state).toEqual(s);
  });
});
