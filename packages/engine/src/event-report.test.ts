import { describe, expect, it } from 'vitest';
import { eventNominations, worldTally } from './event-report.js';
import { NOMINATION_NAMES, type NominationName } from './kinds.js';
import { makeGame } from './testing.js';
import type { GamePromise, LogEntry, LogType } from './types.js';

const entry = (
  round: number,
  type: LogType,
  country: number | null,
  target: number | null = null,
): LogEntry => ({ round, type, country, value: 0, target });

const promise = (id: number, status: GamePromise['status']): GamePromise => ({
  id,
  from: 1,
  to: 2,
  kind: 'no_attack',
  value: null,
  until: 3,
  round: 1,
  status,
  sent: 0,
  settled: null,
});

describe('worldTally', () => {
  it('counts bombs (stopped or not), sanctions imposed, transfers and the round of the first bomb', () => {
    const state = {
      ...makeGame([[40], [30]]),
      promises: [
        promise(1, 'kept'),
        promise(2, 'broken'),
        promise(3, 'kept'),
        promise(4, 'proposed'),
      ],
    };
    const log = [
      entry(1, 'sanction', 1, 2),
      entry(1, 'transfer', 2, 1),
      entry(2, 'lift_sanction', 1, 2),
      entry(2, 'attack', 1, 21),
      entry(2, 'shield_destroyed', 2, 21),
      entry(3, 'attack', 2, 11),
      entry(3, 'city_destroyed', 1, 11),
      entry(3, 'transfer', 1, 2),
      entry(3, 'attack_skipped', 2, 11),
    ];
    expect(worldTally(state, log)).toEqual({
      firstBomb: 2,
      bombs: 2,
      sanctions: 1,
      transfers: 2,
      promises: { kept: 2, broken: 1 },
    });
  });

  it('has no first bomb in a world without one', () => {
    const tally = worldTally(makeGame([[40], [30]]), [entry(1, 'build_bombs', 1)]);
    expect(tally).toEqual({
      firstBomb: null,
      bombs: 0,
      sanctions: 0,
      transfers: 0,
      promises: { kept: 0, broken: 0 },
    });
  });
});

type Awards = Record<NominationName, { country: number; value: number }[]>;
const awards = (given: Partial<Awards>): Awards =>
  Object.fromEntries(NOMINATION_NAMES.map((n) => [n, given[n] ?? []])) as Awards;

describe('eventNominations', () => {
  it('awards each nomination to the best of the worlds, naming the world', () => {
    const n = eventNominations([
      awards({ winner: [{ country: 1, value: 61.2 }], investor: [{ country: 2, value: 300 }] }),
      awards({ winner: [{ country: 3, value: 72.4 }], investor: [{ country: 1, value: 100 }] }),
    ]);
    expect(n.winner).toEqual([{ world: 1, nominee: { country: 3, value: 72.4 } }]);
    expect(n.investor).toEqual([{ world: 0, nominee: { country: 2, value: 300 } }]);
    expect(n.aggressor).toEqual([]);
  });

  it('shares a tie across worlds, comparing standards as the screens show them', () => {
    const n = eventNominations([
      awards({ winner: [{ country: 1, value: 61.04 }], aggressor: [{ country: 2, value: 2 }] }),
      awards({ winner: [{ country: 1, value: 60.96 }], aggressor: [{ country: 4, value: 2 }] }),
      awards({ winner: [{ country: 2, value: 60.9 }], aggressor: [{ country: 1, value: 1 }] }),
    ]);
    expect(n.winner.map((w) => [w.world, w.nominee.country])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(n.aggressor.map((w) => [w.world, w.nominee.country])).toEqual([
      [0, 2],
      [1, 4],
    ]);
  });

  it('leaves out a world that awarded nobody (a collapse), and a nomination nobody won', () => {
    const n = eventNominations([awards({}), awards({ winner: [{ country: 2, value: 10 }] })]);
    expect(n.winner).toEqual([{ world: 1, nominee: { country: 2, value: 10 } }]);
    expect(n.peacemaker).toEqual([]);
  });
});
