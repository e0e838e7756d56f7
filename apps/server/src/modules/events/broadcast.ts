// A broadcast: one action of the control screen sent to several worlds of an event. Each world
// gets exactly the call its own control screen makes for its current round (the same host call
// functions, so the engine's `decide` rules each), in its own transaction: one world's refusal
// never stops another.
import type { ClockResponse, RoundEnded, RoundRunning, WorldEventFired } from '@orbis/contracts';
import type { ClockAction } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { validationError } from '../../errors.js';
import type { Viewer } from '../games/access.js';
import { actOnClock } from '../games/host/clock-calls.js';
import { endRound, startRound } from '../games/host/host-calls.js';
import { fireWorldEvent } from '../games/host/world-event-calls.js';
import { findGameStanding } from '../games/repository/games.js';
import { listTeams } from '../games/repository/teams.js';
import type { CallResult } from '../games/write/refusal.js';
import type { GameContext } from '../games/write/write.js';
import { requireEventRunner } from './access.js';

/** What is broadcast, read from the body: the clock's action as the engine takes it. */
export type Broadcast =
  | { action: 'start_round' | 'end_round' }
  | { action: 'clock'; clock: ClockAction; offset: number }
  | { action: 'world_event'; event: number; country: number | null };

/**
 * The worlds a broadcast of `user` goes to: `games` (each a world of the event, else 422 on
 * `games.<i>`) or every world; 401, 404, 403 (a co-host of some worlds only) as the dashboard's.
 */
export async function broadcastWorlds(
  db: Db,
  user: Viewer['user'],
  eventId: number,
  games: readonly number[] | undefined,
): Promise<number[]> {
  const { allWorlds } = await requireEventRunner(db, user, eventId);
  const ids = allWorlds.map((w) => w.id);
  if (!games) return ids;
  const errors = Object.fromEntries(
    games.flatMap((id, i) =>
      ids.includes(id) ? [] : [[`games.${i}`, { key: 'events.not_a_world' as const }]],
    ),
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return [...new Set(games)];
}

/**
 * Sends `broadcast` to world `gameId` as its control screen would, for its round as it stands
 * now (a round that moves meanwhile is refused as a stale click is). A world event's `country` is
 * a country preset: the world's own country of that preset, or 422 on `country`. Each action
 * answers 200 with its body, as its own call does (none of them answers 204).
 */
export async function broadcastTo(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  broadcast: Broadcast,
): Promise<CallResult<RoundRunning | RoundEnded | ClockResponse | WorldEventFired>> {
  const standing = await findGameStanding(ctx.db, gameId);
  if (!standing) return { ok: false, status: 404, reason: 'not_found' };
  const { round } = standing;
  switch (broadcast.action) {
    case 'start_round':
      return startRound(ctx, user, gameId, round);
    case 'end_round':
      return endRound(ctx, user, gameId, round);
    case 'clock':
      return actOnClock(ctx, user, gameId, round, broadcast.clock, broadcast.offset);
    case 'world_event': {
      let country: number | null = null;
      if (broadcast.country !== null) {
        const team = (await listTeams(ctx.db, gameId)).find(
          (t) => t.presetId === broadcast.country,
        );
        if (!team) throw validationError({ country: { key: 'events.country_not_in_world' } });
        country = team.id;
      }
      return fireWorldEvent(ctx, user, gameId, broadcast.event, country);
    }
  }
}
