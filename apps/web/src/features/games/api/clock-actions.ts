import { paths, type ClockActionName, type ClockResponse } from '@orbis/contracts';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';

/** What one click on a clock button sends: the action, and `seconds` for `extend`. */
export interface ClockClick {
  round: number;
  action: ClockActionName;
  seconds?: number;
}

/**
 * Pauses, resumes, skips to the next phase or extends the running round's clock. The screen
 * refetches on `clock-changed`, which every other screen of the game hears too.
 */
export function useClockAction(gameId: number) {
  return useControlAction({
    gameId,
    call: ({ round, action, seconds }: ClockClick) =>
      api<ClockResponse>(paths.hostGamesClock, {
        body: { gameId, round, action, ...(seconds === undefined ? {} : { seconds }) },
      }),
  });
}
