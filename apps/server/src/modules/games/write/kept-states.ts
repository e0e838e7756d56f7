// The engine state each game reached at its last write in this process, by version. A write
// reads the game's version under its lock; when that is the version kept here, it takes the
// state from here instead of reading and parsing 17 kB of JSON again (an order set changes only
// the version). The version makes this safe with several processes: every write, in any process,
// raises it, so a kept state is used only while nobody has written since.
import type { GameState } from '@orbis/engine';
import { deepFreeze } from '../../../deep-freeze.js';

export interface Kept {
  version: number;
  /** Tells a game apart from one that took its id in a database made anew (tests). */
  createdAt: string;
  state: GameState;
}

/** How many games a process keeps: the most recently written ones. */
export const KEPT_GAMES = 512;

export class KeptStates {
  // A Map iterates in insertion order: re-inserting an entry makes it the most recently used.
  private readonly games = new Map<number, Kept>();
  /** Per game, the end of the last write queued by `inTurn`. */
  private readonly turns = new Map<number, Promise<void>>();

  constructor(private readonly capacity = KEPT_GAMES) {}

  /** The state kept for the game at exactly this version, or undefined. */
  get(gameId: number, version: number, createdAt: string): GameState | undefined {
    const kept = this.games.get(gameId);
    if (!kept || kept.version !== version || kept.createdAt !== createdAt) return undefined;
    this.games.delete(gameId);
    this.games.set(gameId, kept);
    return kept.state;
  }

  /**
   * The newest state kept for the game, with its version, without knowing the game's version: a
   * guess that only a write conditioned on that version may act on (`writeGame`'s `onKeptState`).
   */
  latest(gameId: number): Readonly<Kept> | undefined {
    return this.games.get(gameId);
  }

  /**
   * Keeps the state a committed write left at `version`. The state is frozen: calls share it, so
   * code that changed it in place would change every later write's starting point; frozen, such
   * code fails loudly instead.
   */
  keep(gameId: number, version: number, createdAt: string, state: GameState): void {
    const kept = this.games.get(gameId);
    // A write that committed earlier may report after a later one: keep the newest.
    if (kept && kept.createdAt === createdAt && kept.version >= version) return;
    this.games.delete(gameId);
    this.games.set(gameId, { version, createdAt, state: deepFreeze(state) });
    if (this.games.size > this.capacity) {
      const oldest = this.games.keys().next();
      if (!oldest.done) this.games.delete(oldest.value);
    }
  }

  /**
   * Runs `write` after the writes to the game this process began before it through this method,
   * so that each finds the state the one before kept: a burst of sends to one game then costs
   * PostgreSQL one statement each, where racing on one kept version would make all but one wait
   * for the game's row and fall back to the lock.
   */
  inTurn<T>(gameId: number, write: () => Promise<T>): Promise<T> {
    const before = this.turns.get(gameId) ?? Promise.resolve();
    const result = before.then(write);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(gameId, done);
    void done.then(() => {
      if (this.turns.get(gameId) === done) this.turns.delete(gameId);
    });
    return result;
  }

  /** How many games are kept. */
  get size(): number {
    return this.games.size;
  }
}
