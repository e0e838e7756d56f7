// The host fires a world event from the catalogue: it applies now, in the current round, as a
// journaled action that carries the event whole (in the game's language), so the replay and an
// undo keep it whatever the catalogue becomes.
import type { WorldEventFired } from '@orbis/contracts';
import { refuseWorldEvent, type GameAction } from '@orbis/engine';
import { findWorldEvent } from '../../world-events/repository.js';
import { inLanguage } from '../../world-events/service.js';
import type { Viewer } from '../access.js';
import { actionRefusal, type CallResult } from '../write/refusal.js';
import { actionDecision, type GameContext } from '../write/write.js';
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
    const { state } = game;
    if (state.over) return actionRefusal('game_over');
    const row = await findWorldEvent(trx, eventId);
    if (!row)
      return {
        ok: false,
        status: 422,
        reason: 'world_event',
        field: 'event',
        code: 'unknown_event',
      };
    const event = inLanguage(row, game.language.code, country);
    const refused = refuseWorldEvent(state, event);
    if (refused === 'unknown_country' || refused === 'invalid_country') {
      const code = refused === 'unknown_country' ? 'country_required' : 'country_not_needed';
      return { ok: false, status: 422, reason: 'world_event', field: 'country', code };
    }
    const action: GameAction = { kind: 'world_event', args: { event } };
    // Every team's figures may move (the ecology is everyone's): each phone refetches its own.
    const decision = actionDecision(state, action, [
      { name: 'world-event', payload: {} },
      ...state.countries.map((c) => ({
        name: 'team-changed' as const,
        payload: { countryId: c.id },
      })),
    ]);
    if (!decision.ok) return decision;
    return { ...decision, value: { seq: game.version + 1 } };
  });
}
