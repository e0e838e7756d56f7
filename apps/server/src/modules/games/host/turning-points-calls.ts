// The host's steps through the turning points on the projector: a journaled write of the step
// shown (the engine's `turning_points_step` command), as the reveal is, so the projector, which
// follows it through `turning-points-step` on `game.{id}`, shows only what the room was shown.
// The step's bound is the list's length, which the engine counts from the journal: the list kept
// for the version the call read, or, when a write came in between, the one the lock's version
// gives.
import type { TurningPointsStepResponse } from '@orbis/contracts';
import type { CallResult } from '../write/refusal.js';
import { loadJournal } from '../write/replay.js';
import { commandDecision, type GameContext } from '../write/write.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { keptTurningPoints, pointsOfJournal } from '../screens/turning-points.js';
import { loadSystemMessages } from '../system-messages.js';
import { hostedWrite } from './hosted-write.js';

/**
 * Shows the room the turning points up to step `step` (0..the list's length; 422 outside); 409
 * until the game is over and the reveal has reached its last step.
 */
export async function stepTurningPoints(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  step: number,
): Promise<CallResult<TurningPointsStepResponse>> {
  const header = await requireHostedGame(ctx.db, user, gameId);
  const { kept } = await keptTurningPoints(ctx.db, ctx.cache, header);
  const texts = await loadSystemMessages(ctx.db, ctx.cache, header.languageId);
  return hostedWrite(ctx, user, gameId, async ({ state, version }, trx) => {
    let count = kept.points.length;
    if (version !== header.version) {
      const journal = await loadJournal(trx, gameId);
      count = journal ? pointsOfJournal(journal, texts).points.length : 0;
    }
    return commandDecision(
      state,
      { kind: 'turning_points_step', args: { step, count } },
      ctx.now(),
    );
  });
}
