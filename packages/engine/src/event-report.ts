// Same start, different worlds: the facts an event's report compares across its worlds, which
// share one seed and so differ only by what their players did (RULES.md turn 5).
import { bombings } from './bomb-list.js';
import { NOMINATION_NAMES, type NominationName } from './kinds.js';
import { promisesOf } from './promises.js';
import { asShown } from './standards.js';
import type { GameState, LogEntry } from './types.js';

/** What a world did over its game, counted from its log and its promises. */
export interface WorldTally {
  /** The round the first bomb was dropped in, or null while none has been. */
  firstBomb: number | null;
  /** Bombs dropped, whether a shield stopped them or not. */
  bombs: number;
  /** Sanctions imposed (lifting one is not counted). */
  sanctions: number;
  /** Transfers made. */
  transfers: number;
  /** Promises judged so far: kept, and broken. */
  promises: { kept: number; broken: number };
}

/** A world's tally from its state and its whole log (the host's: every entry). */
export function worldTally(state: GameState, log: readonly LogEntry[]): WorldTally {
  const bombs = bombings(log);
  const promises = promisesOf(state);
  return {
    firstBomb: bombs[0]?.round ?? null,
    bombs: bombs.length,
    sanctions: log.filter((e) => e.type === 'sanction').length,
    transfers: log.filter((e) => e.type === 'transfer').length,
    promises: {
      kept: promises.filter((p) => p.status === 'kept').length,
      broken: promises.filter((p) => p.status === 'broken').length,
    },
  };
}

/** A nominee of one world, named by that world's place in the list the awards came in. */
export interface WorldNominee<T> {
  world: number;
  nominee: T;
}

/**
 * Each nomination across the worlds: of every world's nominees for it, those with the best
 * value, ties shared (across worlds as within one). Values are compared as the screens show them
 * (one decimal), so two winners whose standards read the same share the event's award. A world
 * with no nominee for a nomination (nobody qualified, a collapse) takes no part in it.
 */
export function eventNominations<T extends { value: number }>(
  worlds: readonly Readonly<Record<NominationName, readonly T[]>>[],
): Record<NominationName, WorldNominee<T>[]> {
  const out = {} as Record<NominationName, WorldNominee<T>[]>;
  for (const name of NOMINATION_NAMES) {
    let best: WorldNominee<T>[] = [];
    let top = -Infinity;
    worlds.forEach((awards, world) => {
      for (const nominee of awards[name]) {
        const value = asShown(nominee.value);
        if (value > top) {
          top = value;
          best = [{ world, nominee }];
        } else if (value === top) best.push({ world, nominee });
      }
    });
    out[name] = best;
  }
  return out;
}
