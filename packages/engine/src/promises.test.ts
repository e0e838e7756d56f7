import { describe, expect, it } from 'vitest';
import { runAction, type Action } from './actions.js';
import { logView } from './log-view.js';
import { publicNews } from './news.js';
import { applied, play, promiseOf, table } from './promise-test-kit.js';
import {
  MAX_PROMISE_VALUE,
  acceptPromise,
  declinePromise,
  promiseTally,
  proposePromise,
  teamPromises,
  withdrawPromise,
  type PromiseProposal,
} from './promises.js';
import { resolveRound } from './resolve/resolve.js';
import { replayGame, sameAsStored, type ReplayStep } from './replay.js';
import { startRound } from './round.js';
import type { GameState, LogEntry, Order } from './types.js';
import { playerView } from './views.js';

const proposal = (p: Partial<PromiseProposal> = {}): PromiseProposal => ({
  from: 1,
  to: 2,
  kind: 'no_attack',
  value: null,
  until: 2,
  ...p,
});
const refusal = (r: { ok: boolean; code?: string }) => (r.ok ? 'ok' : r.code);

describe('proposePromise', () => {
  it('records a proposal, numbered in the game, and logs it for the two parties', () => {
    const s = table();
    const first = proposePromise(s, proposal({ kind: 'transfer', value: 250, until: 3 }));
    expect(first.ok && first.log).toEqual([
      { round: 1, type: 'promise_proposed', country: 1, value: 1, target: 2 },
    ]);
    const s1 = applied(first);
    const s2 = applied(proposePromise(s1, proposal({ from: 3, to: 1 })));
    expect(s2.promises).toEqual([
      {
        id: 1,
        from: 1,
        to: 2,
        kind: 'transfer',
        value: 250,
        until: 3,
        round: 1,
        status: 'proposed',
        sent: 0,
        settled: null,
      },
      {
        id: 2,
        from: 3,
        to: 1,
        kind: 'no_attack',
        value: null,
        until: 2,
        round: 1,
        status: 'proposed',
        sent: 0,
        settled: null,
      },
    ]);
  });

  it('refuses what the rules do not allow, each with its code', () => {
    const s = play(table()).state; // round 2 of 6
    const cases: [Partial<PromiseProposal>, string][] = [
      [{ from: 9 }, 'unknown_country'],
      [{ to: 1 }, 'invalid_country'],
      [{ to: 9 }, 'invalid_country'],
      [{ until: 1 }, 'invalid_round'],
      [{ until: 7 }, 'invalid_round'],
      [{ until: 2.5 }, 'invalid_round'],
      [{ kind: 'transfer', value: null }, 'invalid_amount'],
      [{ kind: 'transfer', value: 0 }, 'invalid_amount'],
      [{ kind: 'transfer', value: 10.5 }, 'invalid_amount'],
      [{ kind: 'transfer', value: MAX_PROMISE_VALUE + 1 }, 'invalid_amount'],
      [{ kind: 'no_sanction', value: 5 }, 'invalid_amount'],
      [{ until: 2 }, 'ok'],
      [{ until: 6 }, 'ok'],
      [{ kind: 'transfer', value: 1 }, 'ok'],
      [{ kind: 'transfer', value: MAX_PROMISE_VALUE }, 'ok'],
      [{ kind: 'lift_sanction' }, 'ok'],
    ];
    for (const [p, code] of cases)
      expect(refusal(proposePromise(s, proposal(p))), JSON.stringify(p)).toBe(code);
    expect(refusal(proposePromise({ ...s, over: true }, proposal()))).toBe('game_over');
  });
});

describe('answering a promise', () => {
  const proposed = () => applied(proposePromise(table(), proposal()));

  it('lets the country it was made to accept or decline it, and its maker withdraw it', () => {
    const accepted = acceptPromise(proposed(), 1, 2);
    expect(accepted.ok && accepted.log).toEqual([
      { round: 1, type: 'promise_accepted', country: 2, value: 1, target: 1 },
    ]);
    expect(accepted.ok && promiseOf(accepted.state, 1).status).toBe('accepted');
    const declined = declinePromise(proposed(), 1, 2);
    expect(declined.ok && declined.log[0]?.type).toBe('promise_declined');
    expect(declined.ok && promiseOf(declined.state, 1).status).toBe('declined');
    const withdrawn = withdrawPromise(proposed(), 1, 1);
    expect(withdrawn.ok && withdrawn.log).toEqual([
      { round: 1, type: 'promise_withdrawn', country: 1, value: 1, target: 2 },
    ]);
    expect(withdrawn.ok && promiseOf(withdrawn.state, 1).status).toBe('withdrawn');
  });

  it('refuses the wrong country, an unknown promise, a second answer and a game over', () => {
    const s = proposed();
    expect(refusal(acceptPromise(s, 9, 2))).toBe('unknown_promise');
    expect(refusal(declinePromise(s, 9, 2))).toBe('unknown_promise');
    expect(refusal(withdrawPromise(s, 9, 1))).toBe('unknown_promise');
    expect(refusal(acceptPromise(s, 1, 1))).toBe('not_promise_party');
    expect(refusal(acceptPromise(s, 1, 3))).toBe('not_promise_party');
    expect(refusal(declinePromise(s, 1, 1))).toBe('not_promise_party');
    expect(refusal(withdrawPromise(s, 1, 2))).toBe('not_promise_party');
    const accepted = applied(acceptPromise(s, 1, 2));
    expect(refusal(acceptPromise(accepted, 1, 2))).toBe('promise_answered');
    expect(refusal(declinePromise(accepted, 1, 2))).toBe('promise_answered');
    expect(refusal(withdrawPromise(accepted, 1, 1))).toBe('promise_answered');
    const withdrawn = applied(withdrawPromise(s, 1, 1));
    expect(refusal(acceptPromise(withdrawn, 1, 2))).toBe('promise_answered');
    const over = { ...s, over: true };
    expect(refusal(acceptPromise(over, 1, 2))).toBe('game_over');
    expect(refusal(declinePromise(over, 1, 2))).toBe('game_over');
    expect(refusal(withdrawPromise(over, 1, 1))).toBe('game_over');
  });
});

/**
 * A game in which country 1 keeps a promise to 2, country 2 breaks one to 1 and country 3 makes
 * none; every step journaled as the server does.
 */
function journaled(): {
  initial: GameState;
  live: GameState;
  steps: ReplayStep[];
  log: LogEntry[];
  ecology: number[];
} {
  const initial = table();
  let live = initial;
  const steps: ReplayStep[] = [];
  const log: LogEntry[] = [];
  const ecology: number[] = [];
  const act = (action: Action) => {
    const result = runAction(live, action);
    if (!result.ok) throw new Error(`${action.kind} refused: ${result.code}`);
    live = result.state;
    log.push(...result.log);
    steps.push({ type: 'action', seq: steps.length + 1, kind: action.kind, args: action.args });
  };
  const resolve = (orders: Record<number, Order[]>) => {
    const started = startRound(live);
    if (!started.ok) throw new Error(started.code);
    steps.push({ type: 'action', seq: steps.length + 1, kind: 'start_round', args: {} });
    steps.push({
      type: 'round',
      seq: steps.length + 1,
      round: started.state.round,
      stateBefore: started.state,
      orders,
    });
    ecology.push(started.state.ecology);
    const result = resolveRound(started.state, orders);
    live = result.state;
    log.push(...result.log);
  };
  act({ kind: 'promise_propose', args: proposal({ kind: 'transfer', value: 200, until: 2 }) });
  act({ kind: 'promise_accept', args: { id: 1, country: 2 } });
  act({ kind: 'promise_propose', args: proposal({ from: 2, to: 1, until: 3 }) });
  act({ kind: 'promise_accept', args: { id: 2, country: 1 } });
  act({ kind: 'promise_propose', args: proposal({ from: 3, to: 1, until: 3 }) });
  act({ kind: 'promise_withdraw', args: { id: 3, country: 3 } });
  resolve({ 1: [{ type: 'transfer', country: 2, amount: 200 }] });
  act({
    kind: 'promise_propose',
    args: proposal({ from: 1, to: 2, kind: 'no_sanction', until: 4 }),
  });
  act({ kind: 'promise_decline', args: { id: 4, country: 2 } });
  resolve({ 2: [{ type: 'attack', city: 11 }] });
  return { initial, live, steps, log, ecology };
}

describe('promises in the journal and the log', () => {
  it('replays from the journal to the same promises', () => {
    const { initial, live, steps } = journaled();
    expect(live.promises?.map((p) => p.status)).toEqual([
      'kept',
      'broken',
      'withdrawn',
      'declined',
    ]);
    const replay = replayGame(initial, steps);
    expect(replay.problems).toEqual([]);
    expect(replay.state.promises).toEqual(live.promises);
    expect(sameAsStored(replay.state, live)).toBe(true);
  });

  it('shows a third country no promise of others but the broken ones', () => {
    const { log } = journaled();
    const promiseTypes = (viewer: Parameters<typeof logView>[1]) =>
      logView(log, viewer)
        .filter((e) => e.type.startsWith('promise_'))
        .map((e) => `${e.type}:${e.value}`);
    // Promise 3 was country 3's own, withdrawn: it sees that one, and 2's broken promise to 1.
    expect(promiseTypes({ country: 3 })).toEqual([
      'promise_proposed:3',
      'promise_withdrawn:3',
      'promise_broken:2',
    ]);
    expect(promiseTypes('projector')).toEqual(['promise_broken:2']);
    expect(promiseTypes({ country: 2 })).toEqual([
      'promise_proposed:1',
      'promise_accepted:1',
      'promise_proposed:2',
      'promise_accepted:2',
      'promise_kept:1',
      'promise_proposed:4',
      'promise_declined:4',
      'promise_broken:2',
    ]);
  });

  it('makes news of a broken promise and none of a kept one', () => {
    const { log, ecology } = journaled();
    const news = [1, 2].flatMap((round, i) =>
      publicNews(
        log.filter((e) => e.round === round),
        ecology[i] ?? 0,
      ),
    );
    expect(news.filter((n) => n.type.startsWith('promise'))).toEqual([
      { round: 2, type: 'promise_broken', country: 2, target: 1, value: 2, before: null },
    ]);
  });

  it('lists a country’s own promises and tallies each maker’s verdicts', () => {
    const { live } = journaled();
    expect(teamPromises(live, 3).map((p) => p.id)).toEqual([3]);
    expect(teamPromises(live, 1).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(promiseTally(live)).toEqual({
      1: { kept: 1, broken: 0 },
      2: { kept: 0, broken: 1 },
      3: { kept: 0, broken: 0 },
    });
  });
});

describe('playerView', () => {
  it('holds the promises the team made or received, and no others', () => {
    const { live } = journaled();
    expect(playerView(live, 3).promises?.map((p) => p.id)).toEqual([3]);
    expect(playerView(live, 2).promises?.map((p) => [p.id, p.status])).toEqual([
      [1, 'kept'],
      [2, 'broken'],
      [4, 'declined'],
    ]);
    expect(playerView(table(), 1)).not.toHaveProperty('promises');
  });
});
