// Replaying a game from its journal: the initial state, then every journaled action and every
// resolved round (with its stored orders, through `resolveRound`) in order. It must give the
// stored current state; each round's stored "state before" must match the replay on the way.
import { isDeepStrictEqual } from 'node:util';
import { resolveRound, type GameState } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { isActionKind, runAction, type Action } from './actions.js';
import { loadGame, loadInitialState } from '../repository/games.js';
import { history } from '../repository/history.js';

/** A state as stored: JSON drops what JSON cannot hold, so compare in that form. */
const stored = (state: GameState): GameState => JSON.parse(JSON.stringify(state)) as GameState;

/** The outcome of a replay: the state it reached and what did not match on the way. */
export interface Replay {
  state: GameState;
  problems: string[];
}

/** Replays a game's history from its initial state. */
export function replay(initial: GameState, steps: Awaited<ReturnType<typeof history>>): Replay {
  let state = initial;
  const problems: string[] = [];
  for (const step of steps) {
    const { record } = step;
    if (step.type === 'round') {
      if (!isDeepStrictEqual(stored(state), step.record.stateBefore))
        problems.push(`seq ${record.seq}: the state before round ${step.record.round} differs`);
      state = resolveRound(state, step.record.orders).state;
      continue;
    }
    const { kind, args } = step.record;
    if (!isActionKind(kind)) {
      problems.push(`seq ${record.seq}: unknown action ${kind}`);
      continue;
    }
    const result = runAction(state, { kind, args } as Action);
    if (result.ok) state = result.state;
    else problems.push(`seq ${record.seq}: ${kind} refused (${result.code})`);
  }
  return { state, problems };
}

/**
 * Replays a stored game and compares the result with its stored state; the problems list is
 * empty when the game is consistent.
 */
export async function checkReplay(db: Db, gameId: number): Promise<Replay & { stored: GameState }> {
  const game = await loadGame(db, gameId);
  const initial = await loadInitialState(db, gameId);
  if (!game || !initial) throw new Error(`game ${gameId} not found`);
  const result = replay(initial, await history(db, gameId));
  if (!isDeepStrictEqual(stored(result.state), game.state))
    result.problems.push('the replayed state differs from the stored state');
  return { ...result, stored: game.state };
}
