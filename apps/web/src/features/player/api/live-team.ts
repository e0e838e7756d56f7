import { channels } from '@orbis/contracts';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { playerKeys } from './keys';

/**
 * Keeps the team's view current without a reload: the game channel brings rounds starting and
 * ending, the team channel the host's credits, a teammate's order set and the negotiations. Nothing is
 * watched while the session plays no team (`countryId` null: the join screen). Returns the
 * connection state to show.
 */
export function useLiveTeam(gameId: number, countryId: number | null) {
  return useLiveQueries({
    channels: countryId === null ? [] : [channels.game(gameId), channels.team(gameId, countryId)],
    queryKeys: [playerKeys.state(gameId)],
    enabled: countryId !== null,
  });
}
