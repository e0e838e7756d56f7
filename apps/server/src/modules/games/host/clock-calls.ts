// The host's round clock: pause, resume, next phase, extend and fit (a hard stop), each a journaled
// write with the time it was decided at, so the replay (the `clock` action of write/actions.ts)
// gives the same clock.
import type { ClockResponse } from '@orbis/contracts';
import { clockAction, clockAhead, fitSettings, type ClockAction } from '@orbis/engine';
import { clockJson } from '../clock-view.js';
import type { CallResult } from '../write/refusal.js';
import type { GameContext } from '../write/write.js';
import type { Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';

/**
 * Acts on the clock of round `round` (running, or for `fit` about to start); answers the clock
 * after the action. `offsetMinutes` is the UTC offset a `fit`'s stop was given in, for the time
 * its refusal names.
 */
export function actOnClock(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
  action: ClockAction,
  offsetMinutes = 0,
): Promise<CallResult<ClockResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    const now = ctx.now();
    const result = clockAction(state, round, action, now);
    if (!result.ok && result.code === 'cannot_fit' && action.type === 'fit') {
      const ahead = clockAhead(state, now);
      const fit = ahead && state.clock && fitSettings(state.clock, ahead, now, action.endsAt);
      if (fit && !fit.ok)
        return {
          ok: false,
          status: 422,
          reason: 'cannot_fit',
          earliest: fit.earliest,
          offsetMinutes,
        };
    }
    if (!result.ok) return { ok: false, status: 409, reason: 'clock', code: result.code };
    const clock = clockJson(result.state, now);
    // Only a game with a clock gets this far.
    if (!clock) return { ok: false, status: 409, reason: 'clock', code: 'no_clock' };
    return {
      ok: true,
      state: result.state,
      record: {
        kind: 'action',
        action: { kind: 'clock', args: { round, action, now } },
        log: result.log,
      },
      events: [{ name: 'clock-changed', payload: {} }],
      value: { clock },
    };
  });
}
