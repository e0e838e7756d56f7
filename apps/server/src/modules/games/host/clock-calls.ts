// The host's round clock: pause, resume, next phase, extend and fit (a hard stop), each a journaled
// write with the time it was decided at, so the replay (the engine's `clock` action) gives the same
// clock.
import type { ClockResponse } from '@orbis/contracts';
import type { ClockAction } from '@orbis/engine';
import { clockJson } from '../clock-view.js';
import type { CallResult } from '../write/refusal.js';
import { commandDecision, type GameContext } from '../write/write.js';
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
    const decision = commandDecision(state, { kind: 'clock', args: { round, action } }, now);
    if (!decision.ok)
      return decision.reason === 'cannot_fit' ? { ...decision, offsetMinutes } : decision;
    // The engine answers the clock action with the state after it.
    const clock = clockJson(decision.value, now);
    // Only a game with a clock gets this far.
    if (!clock) return { ok: false, status: 409, reason: 'clock', code: 'no_clock' };
    return { ...decision, value: { clock } };
  });
}
