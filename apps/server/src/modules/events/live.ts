// An event's dashboard in real time: every change of one of its worlds is told on the event's
// channel as `event-changed`, from the world's own game events.
import type { EventChangedPayload, SubscribeAck } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../games/access.js';
import type { GameEvent } from '../games/write/events.js';
import { eventPart } from './access.js';
import { eventOfGame, eventWorlds, findEvent } from './repository.js';

/** How many games' events a process keeps in mind before it starts over. */
const KEPT_GAMES = 10_000;

/**
 * Which event each game is a world of, kept in memory: a game's event is set when the game is
 * made and never changes (deleting the event deletes the game), so a game event is forwarded to
 * its dashboard without a query once its game has been looked up.
 */
export class WorldsOfEvents {
  private readonly events = new Map<number, number | null>();

  constructor(private readonly db: Db) {}

  /** The event game `gameId` is a world of (null for none), when already known; else undefined. */
  known(gameId: number): number | null | undefined {
    return this.events.get(gameId);
  }

  /** The event game `gameId` is a world of, or null. */
  async eventOf(gameId: number): Promise<number | null> {
    const known = this.events.get(gameId);
    if (known !== undefined) return known;
    const eventId = await eventOfGame(this.db, gameId);
    if (this.events.size >= KEPT_GAMES) this.events.clear();
    this.events.set(gameId, eventId);
    return eventId;
  }
}

/**
 * The `event-changed` a world's game event makes on its event's channel, or null for what
 * changes nothing a dashboard shows (a team's draft).
 */
export function eventChanged(eventId: number, event: GameEvent): EventChangedPayload | null {
  if (event.name === 'draft-changed') return null;
  const { gameId, round, seq } = event.payload;
  return { eventId, gameId, round, seq };
}

/**
 * Whether the viewer may join event `eventId`'s channel: whoever may read its dashboard (its
 * owner, its co-hosts, a co-host of one of its worlds, an admin). 404 for an unknown event, 401
 * without any session, 403 for one that may not read it.
 */
export async function eventChannelAccess(
  db: Db,
  viewer: Viewer,
  eventId: number,
): Promise<SubscribeAck> {
  const event = await findEvent(db, eventId);
  if (!event) return { ok: false, status: 404 };
  if (viewer.user && eventPart(viewer.user, event, await eventWorlds(db, eventId)))
    return { ok: true };
  return { ok: false, status: viewer.user || viewer.team ? 403 : 401 };
}
