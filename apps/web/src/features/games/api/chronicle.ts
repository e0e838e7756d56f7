import { paths, type ChronicleResponse } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameFinalKey } from '../../../lib/game-final';
import { useControlAction } from './control-action';

/**
 * Publishes the game's chronicle (`true`) or takes it down (`false`): the answer is its address,
 * or null. The final screen and the phones hear `final-revealed`; this screen's own `final`
 * (which carries the address after the last reveal step) is fetched again at once.
 */
export function usePublishChronicle(gameId: number) {
  const queryClient = useQueryClient();
  return useControlAction({
    gameId,
    call: (publish: boolean, headers) =>
      api<ChronicleResponse>(paths.hostGamesChronicle, { body: { gameId, publish }, headers }),
    applyAnswer: () => void queryClient.invalidateQueries({ queryKey: gameFinalKey(gameId) }),
  });
}
