import { paths, type WorldEventFired } from '@orbis/contracts';
import { api } from '../../../../lib/api-client';
import { useControlAction } from '../control-action';

interface Fire {
  event: number;
  /** A team's country id, for an event with a chosen target; else null. */
  country: number | null;
}

/**
 * Fires a world event now. Its refusals show in the dialog: no such event, a country missing or
 * not a team on their fields, the game over or its world events used up above the buttons. The
 * control screen refreshes on success.
 */
export function useFireWorldEvent(gameId: number) {
  return useControlAction({
    gameId,
    inlineValidation: true,
    inlineRefusal: true,
    call: (fire: Fire, headers) =>
      api<WorldEventFired>(paths.hostGamesWorldEvent, { body: { gameId, ...fire }, headers }),
  });
}
