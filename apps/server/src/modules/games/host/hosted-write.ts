// A host's write: the access check (the game's host or an admin) before the write, so that every
// host call checks its caller itself, as the team calls do with `requireTeam`. A call with a key
// (`Idempotency-Key`) is taken once: its key is stored with its write, and a repeat is answered
// from it.
import { requireHostedGame, type Viewer } from '../access.js';
import type { CallResult } from '../write/refusal.js';
import { writeGame, type Decision, type GameContext } from '../write/write.js';
import type { GameRecord } from '../repository/games.js';
import { type CallKey, findCallKey } from '../repository/call-keys.js';
import type { Db } from '../../../db/database.js';

type Decide<T> = (game: GameRecord, trx: Db) => Decision<T> | Promise<Decision<T>>;

/**
 * Runs `decide` as a write to game `gameId` for `user`: 401 signed out, 404 for an unknown game,
 * 403 for another host's game (thrown), then `writeGame`, under `ctx.callKey` when the call has
 * one.
 */
export async function hostedWrite<T>(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  decide: Decide<T>,
): Promise<CallResult<T>> {
  await requireHostedGame(ctx.db, user, gameId);
  const { callKey } = ctx;
  return writeGame(ctx, gameId, callKey ? keyed(gameId, callKey, decide) : decide);
}

/**
 * `decide` under a call's key, read under the game's lock: a key the game took already is a
 * repeat of that call, answered as it was then and announced again, with no write (the same
 * key on another call or body is refused with 422); a new key is stored with the write, when
 * `decide` makes one. A refused call stores nothing, so its repeat is decided afresh.
 */
function keyed<T>(gameId: number, callKey: CallKey, decide: Decide<T>): Decide<T> {
  return async (game, trx) => {
    const taken = await findCallKey(trx, gameId, callKey.key);
    if (taken) {
      if (taken.call !== callKey.call || taken.request !== callKey.request)
        return { ok: false, status: 422, reason: 'key_reused' };
      // Stored from this call's own value.
      return { ok: true, stored: true, value: taken.answer as T, events: taken.events };
    }
    const decision = await decide(game, trx);
    if (!decision.ok || 'stored' in decision) return decision;
    return { ...decision, callKey };
  };
}
