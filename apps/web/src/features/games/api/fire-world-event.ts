import { paths, type WorldEventFired } from '@orbis/contracts';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';

interface Fire {
  event: number;
  /** A team's country id, for an event with a chosen target; else null. */
  country: number | null;
}

/**
 * Fires a world event now. Its refusals (no such event, a country missing or not a team) show on
 * the dialog's fields; the control screen refreshes on success.
 */
export function useFireWorldEvent(gameId: number) {
  return useControlAction({
    gameId,
    inlineValidation: true,
    call: (fire: Fire, headers) =>
      api<WorldEventFired>(paths.hostGamesWorldEvent, { body: { gameId, ...fire }, headers }),
  });
}
