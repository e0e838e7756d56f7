// The `game_drafts` table: each team's draft for the running round, one row per team.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { Order } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { preparedQuery } from '../../../db/prepared.js';
import { toIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A team's draft as stored: its round, its orders and when it was last saved (ISO-8601). */
export interface DraftRecord {
  round: number;
  orders: Order[];
  updatedAt: string;
}

/** The team's draft for `round`, or null (none, or one left from another round). */
export async function teamDraft(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
): Promise<DraftRecord | null> {
  const row = await db
    .selectFrom('game_drafts')
    .select(['round', 'orders', 'updated_at'])
    .where('game_id', '=', gameId)
    .where('team_id', '=', countryId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row
    ? { round: row.round, orders: parseJson<Order[]>(row.orders), updatedAt: toIso(row.updated_at) }
    : null;
}

/** Keeps the team's draft, replacing the one it had. */
export async function saveDraft(
  db: Db,
  gameId: number,
  countryId: number,
  draft: DraftRecord,
): Promise<void> {
  const values = { round: draft.round, orders: toJson(draft.orders), updated_at: draft.updatedAt };
  await db
    .insertInto('game_drafts')
    .values({ game_id: gameId, team_id: countryId, ...values })
    .onConflict((oc) => oc.columns(['game_id', 'team_id']).doUpdateSet(values))
    .execute();
}

/** Forgets the drafts of a game: one team's (its set was sent), or every team's (the round moved). */
export async function clearDrafts(db: Db, gameId: number, countryId?: number): Promise<void> {
  if (countryId === undefined)
    await db.deleteFrom('game_drafts').where('game_id', '=', gameId).execute();
  else await deleteTeamDraft(db, gameId, countryId);
}

// Every order set runs it: compiled once.
const deleteTeamDraft = preparedQuery(2, (db, gameId: number, countryId: number) =>
  db.deleteFrom('game_drafts').where('game_id', '=', gameId).where('team_id', '=', countryId),
);
