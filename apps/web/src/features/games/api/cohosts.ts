import { paths } from '@orbis/contracts';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';

// Both calls refresh the game's screens on success (useControlAction refreshes every host games
// query: the list and this control screen); the other screens hear `cohosts-changed`.

/**
 * Names a host co-host of the game by email (the owner or an admin). A refusal on the address
 * (422 `errors.email`) is shown under the field, not as a notice.
 */
export function useAddCohost(gameId: number) {
  return useControlAction({
    gameId,
    inlineValidation: true,
    call: (email: string, headers) =>
      api(paths.hostGamesCohostsAdd, { body: { gameId, email }, headers }),
  });
}

/** Removes a co-host from the game (the owner or an admin). */
export function useRemoveCohost(gameId: number) {
  return useControlAction({
    gameId,
    call: (hostId: number, headers) =>
      api(paths.hostGamesCohostsRemove, { body: { gameId, hostId }, headers }),
  });
}
