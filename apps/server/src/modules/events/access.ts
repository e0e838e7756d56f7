// Who may do what with an event. Its owner (or an admin) may do everything; a co-host named on
// the event runs every world and may broadcast; a host named co-host of one world only (through
// the game's own call) sees that world's tile and nothing else. Routes and the event's real-time
// channel share these rules.
import type { Db } from '../../db/database.js';
import { forbidden, notFound, unauthenticated } from '../../errors.js';
import type { Viewer } from '../games/access.js';
import { eventWorlds, findEvent, type EventRow, type WorldRow } from './repository.js';

/** The caller's part in an event: `owner` (admins too), `cohost` of it, or of some `world`s. */
export type EventPart = 'owner' | 'cohost' | 'world';

/** An event as one caller may see it: the worlds whose tiles they may read. */
export interface EventAccess {
  event: EventRow;
  part: EventPart;
  /** Every world of the event. */
  allWorlds: WorldRow[];
  /** The worlds the caller may see. */
  worlds: WorldRow[];
}

/**
 * The event as `user` may see it, or null when they may see none of it: its owner, an admin or
 * a co-host of the event see every world; a co-host of some worlds sees those.
 */
export function eventPart(
  user: NonNullable<Viewer['user']>,
  event: EventRow,
  allWorlds: WorldRow[],
): Omit<EventAccess, 'event' | 'allWorlds'> | null {
  if (user.role === 'admin' || user.id === event.hostId)
    return { part: 'owner', worlds: allWorlds };
  if (event.cohostIds.includes(user.id)) return { part: 'cohost', worlds: allWorlds };
  const worlds = allWorlds.filter((w) => w.cohostIds.includes(user.id));
  return worlds.length > 0 ? { part: 'world', worlds } : null;
}

/** The event when `user` may read its dashboard: 401 signed out, 404 unknown, 403 a stranger. */
export async function requireEventReader(
  db: Db,
  user: Viewer['user'],
  eventId: number,
): Promise<EventAccess> {
  if (!user) throw unauthenticated();
  const event = await findEvent(db, eventId);
  if (!event) throw notFound();
  const allWorlds = await eventWorlds(db, eventId);
  const access = eventPart(user, event, allWorlds);
  if (!access) throw forbidden();
  return { event, allWorlds, ...access };
}

/** The event when `user` may run all of it (broadcast): its owner, a co-host, an admin; else 403. */
export async function requireEventRunner(
  db: Db,
  user: Viewer['user'],
  eventId: number,
): Promise<EventAccess> {
  const access = await requireEventReader(db, user, eventId);
  if (access.part === 'world') throw forbidden();
  return access;
}

/** The event when `user` is its owner or an admin (delete it, add worlds, name co-hosts); else 403. */
export async function requireEventOwner(
  db: Db,
  user: Viewer['user'],
  eventId: number,
): Promise<EventAccess> {
  const access = await requireEventReader(db, user, eventId);
  if (access.part !== 'owner') throw forbidden();
  return access;
}
