import { paths, type ClockActionName, type ClockResponse } from '@orbis/contracts';
import { api } from '../../../../lib/api-client';
import { useControlAction } from '../control-action';

/** What one click on a clock button sends: the action, `seconds` for `extend`, `endsAt` for `fit`. */
export interface ClockClick {
  round: number;
  action: ClockActionName;
  seconds?: number;
  endsAt?: string;
}

/**
 * Pauses, resumes, skips to the next phase or extends the running round's clock, or fits the
 * rounds left to a hard stop (`inlineValidation`: its form shows the 422 under its field). The screen
 * refetches on `clock-changed`, which every other screen of the game hears too.
 */
export function useClockAction(gameId: number, { inlineValidation = false } = {}) {
  return useControlAction({
    gameId,
    inlineValidation,
    call: ({ round, action, seconds, endsAt }: ClockClick, headers) =>
      api<ClockResponse>(paths.hostGamesClock, {
        body: {
          gameId,
          round,
          action,
          ...(seconds === undefined ? {} : { seconds }),
          ...(endsAt === undefined ? {} : { endsAt }),
        },
        headers,
      }),
  });
}
