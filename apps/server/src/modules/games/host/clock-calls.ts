// The host's round clock: pause, resume, next phase and extend, each a journaled write with the
// time it was decided at, so the replay (the `clock` action of write/actions.ts) gives the same clock.
import type { ClockResponse } from '@orbis/contracts';
import { clockAction, type ClockAction } from '@orbis/engine';
import { clockJson } from '../clock-view.js';
import type { CallResult } from '../write/refusal.js';
import type { GameContext } from '../write/write.js';
import type { Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';

/** Acts on the clock of the running round `round`; answers the clock after the action. */
export function actOnClock(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
  action: ClockAction,
): Promise<CallResult<ClockResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    const now = ctx.now();
    const result = clockAction(state, round, action, now);
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
