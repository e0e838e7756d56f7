// Co-hosts (API.md "The facilitator's hands"): the owner of a game (or an admin) names other hosts
// to run it too, or removes them. A co-host may do all else the owner may (access.ts), not this.
import type { Db } from '../../../db/database.js';
import { notFound, validationError } from '../../../errors.js';
import { findActiveUserByEmail } from '../../users/repository.js';
import { requireOwnedGame, type Viewer } from '../access.js';
import { deleteCohost, insertCohost } from '../repository/cohosts.js';
import type { GameEvent } from '../write/events.js';
import { standingEventBase } from '../write/standing-event.js';

/**
 * Names the active host with `email` a co-host of game `gameId`. 422 on `email` when no host has
 * it or it is the owner's own; naming a co-host again is a success that changes nothing (a second
 * click, or two screens at once, end where the first left off).
 */
export async function addCohost(
  db: Db,
  user: Viewer['user'],
  gameId: number,
  email: string,
): Promise<void> {
  const game = await requireOwnedGame(db, user, gameId);
  const host = await findActiveUserByEmail(db, email);
  // Admins run every game already; only a host can be named.
  if (!host || host.role !== 'host') throw validationError({ email: { key: 'cohosts.no_host' } });
  if (host.id === game.hostId) throw validationError({ email: { key: 'cohosts.is_owner' } });
  await insertCohost(db, game.id, host.id);
}

/** Removes host `hostId` from game `gameId`'s co-hosts: 404 when they are not one. */
export async function removeCohost(
  db: Db,
  user: Viewer['user'],
  gameId: number,
  hostId: number,
): Promise<void> {
  const game = await requireOwnedGame(db, user, gameId);
  if (!(await deleteCohost(db, game.id, hostId))) throw notFound();
}

/**
 * The `cohosts-changed` event of game `gameId`, with its round and version as they stand (naming
 * a co-host is not a game write); null for a game that is gone.
 */
export async function cohostsEvent(db: Db, gameId: number): Promise<GameEvent | null> {
  const payload = await standingEventBase(db, gameId);
  return payload && { name: 'cohosts-changed', payload };
}
