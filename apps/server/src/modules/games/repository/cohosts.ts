// The `game_cohosts` table: the hosts a game's owner named to run it with them. Access checks read
// the ids with the game's header (games.ts); this file writes them and reads who they are.
import type { Db } from '../../../db/database.js';
import { nowIso } from '../../../db/values.js';

/** A host as the control screen names them. */
export interface HostCard {
  id: number;
  email: string;
  name: string;
}

/** The users `ids` as cards, in the order of `ids`; ids no longer in the table are left out. */
export async function hostCards(db: Db, ids: readonly number[]): Promise<HostCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, email: row.email, name: row.name }] : [];
  });
}

/** Names host `hostId` a co-host of game `gameId`; naming them again changes nothing. */
export async function insertCohost(db: Db, gameId: number, hostId: number): Promise<void> {
  await db
    .insertInto('game_cohosts')
    .values({ game_id: gameId, host_id: hostId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['game_id', 'host_id']).doNothing())
    .execute();
}

/** Removes host `hostId` from game `gameId`'s co-hosts; false when they were not one. */
export async function deleteCohost(db: Db, gameId: number, hostId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('game_cohosts')
    .where('game_id', '=', gameId)
    .where('host_id', '=', hostId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
