// The host fires a world event from the catalogue: it applies now, in the current round, as a
// journaled action that carries the event whole (in the game's language), so the replay and an
// undo keep it whatever the catalogue becomes.
import type { WorldEventFired } from '@orbis/contracts';
import { findWorldEvent } from '../../world-events/repository.js';
import { inLanguage } from '../../world-events/service.js';
import type { Viewer } from '../access.js';
import type { CallResult } from '../write/refusal.js';
import { commandDecision, type GameContext } from '../write/write.js';
import { hostedWrite } from './hosted-write.js';

/**
 * Applies catalogue event `eventId` to game `gameId` now; `country` is the team a `chosen`
 * target names. 409 once the game is over; 422 on `event` (not in the catalogue) or `country`
 * (missing or not a team for a chosen target, given for another).
 */
export function fireWorldEvent(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  eventId: number,
  country: number | null,
): Promise<CallResult<WorldEventFired>> {
  return hostedWrite(ctx, user, gameId, async (game, trx) => {
    const row = await findWorldEvent(trx, eventId);
    const event = row && inLanguage(row, game.language.code, country);
    const decision = commandDecision(
      game.state,
      { kind: 'world_event', args: { event } },
      ctx.now(),
    );
    if (!decision.ok) return decision;
    return { ...decision, value: { seq: game.version + 1 } };
  });
}
