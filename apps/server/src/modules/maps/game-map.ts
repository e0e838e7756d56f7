// `stats.map`: the projector's map as the room sees it now. The places are the host's where set,
// else the engine's ring; the marks are the engine's `mapRounds`, from the public log only.
import type { GameMap } from '@orbis/contracts';
import { mapRounds, ringPositions, type GameState, type LogEntry } from '@orbis/engine';
import type { StoredMap } from './repository.js';

/** Game `state`'s map from its stored one (null: none placed yet) and its whole `log`. */
export function gameMap(
  stored: StoredMap | null,
  state: Pick<GameState, 'history' | 'countries' | 'worldEvents' | 'round'>,
  log: readonly LogEntry[],
): GameMap {
  const positions = ringPositions(state.countries.map((c) => c.id));
  // Only the game's countries: a place stored for anything else never reaches the screen.
  for (const [id, point] of Object.entries(stored?.positions ?? {}))
    if (id in positions) positions[id] = point;
  return { background: stored?.picture ?? null, positions, rounds: mapRounds(log, state) };
}
