import type { GamePromise } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { teamView } from '../../../../lib/orders/testing';
import { promiseRows, promisesWaiting, roundsLeft, untilChoices } from './promise-rows';

const promise = (extra: Partial<GamePromise>): GamePromise => ({
  id: 1,
  from: 1,
  to: 2,
  kind: 'no_attack',
  value: null,
  until: 4,
  round: 2,
  status: 'proposed',
  sent: 0,
  settled: null,
  ...extra,
});

describe('promiseRows', () => {
  it('puts what waits for an answer first, names the other country and offers our steps', () => {
    const state = teamView((s) => {
      s.promises = [
        promise({ id: 1, status: 'kept', settled: 2 }),
        promise({ id: 2, from: 3, to: 1, status: 'proposed' }),
        promise({ id: 3, status: 'proposed' }),
        promise({ id: 4, from: 2, to: 1, status: 'accepted' }),
      ];
    });
    expect(promiseRows(state).map((r) => [r.promise.id, r.ours, r.other.name, r.steps])).toEqual([
      [3, true, 'Germany', ['withdraw']],
      [2, false, 'Spain', ['accept', 'decline']],
      [4, false, 'Germany', []],
      [1, true, 'Germany', []],
    ]);
  });

  it('offers no step once the game is over', () => {
    const state = teamView((s) => {
      s.game.over = true;
      s.promises = [promise({ from: 2, to: 1 })];
    });
    expect(promiseRows(state)[0]?.steps).toEqual([]);
    expect(promisesWaiting(state)).toBe(0);
  });
});

describe('promisesWaiting', () => {
  it('counts the proposals made to us, not ours nor answered ones', () => {
    const state = teamView((s) => {
      s.promises = [
        promise({ id: 1 }),
        promise({ id: 2, from: 2, to: 1 }),
        promise({ id: 3, from: 3, to: 1 }),
        promise({ id: 4, from: 3, to: 1, status: 'declined' }),
      ];
    });
    expect(promisesWaiting(state)).toBe(2);
  });
});

describe('roundsLeft and untilChoices', () => {
  it('counts the round in play and offers the rounds from it to the last', () => {
    expect(roundsLeft(promise({ until: 4 }), 2)).toBe(3);
    expect(roundsLeft(promise({ until: 2 }), 2)).toBe(1);
    expect(untilChoices(2, 5)).toEqual([2, 3, 4, 5]);
    expect(untilChoices(6, 6)).toEqual([6]);
  });
});
