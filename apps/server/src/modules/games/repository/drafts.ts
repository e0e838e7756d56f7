// The `game_drafts` table: each team's draft for the running round, one row per team.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { Order } from '@orbis/engine';
import { isPostgres, type Db } from '../../../db/database.js';
import { preparedQuery } from '../../../db/prepared.js';
import { toIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A team's draft as stored: its round, its orders and when it was last saved (ISO-8601). */
export interface DraftRecord {
  round: number;
  orders: Order[];
  updatedAt: string;
}

/** A team's draft as read back, with its own version (each save raises it). */
export interface StoredDraft {
  draft: DraftRecord;
  version: number;
}

/** The team's draft for `round`, or null (none, or one left from another round). */
export async function teamDraft(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
): Promise<StoredDraft | null> {
  const [row] = await selectDraft(db, gameId, countryId, round);
  if (!row) return null;
  const orders = parseJson<Order[]>(row.orders);
  return {
    draft: { round: row.round, orders, updatedAt: toIso(row.updated_at) },
    version: row.version,
  };
}

// Every build of a team's view reads it: compiled once.
const selectDraft = preparedQuery(3, (db, gameId: number, countryId: number, round: number) =>
  db
    .selectFrom('game_drafts')
    .select(['round', 'orders', 'updated_at', 'version'])
    .where('game_id', '=', gameId)
    .where('team_id', '=', countryId)
    .where('round', '=', round),
);

/**
 * Keeps the team's draft, replacing the one it had, when its round is the game's running round as
 * stored; answers the draft's new version, or null with nothing kept. A draft takes neither the
 * game's lock nor its version, so the round is checked by the statement that keeps it: a draft
 * saved while the round ends cannot land after the end's clearing of drafts and outlive it (on
 * PostgreSQL the game's row is read with the key-share lock the draft's foreign key takes anyway,
 * so a write holding the game is waited for and its round is the one compared).
 */
export async function saveDraft(
  db: Db,
  gameId: number,
  countryId: number,
  draft: DraftRecord,
): Promise<number | null> {
  const { round, orders, updatedAt } = draft;
  const [row] = await upsertDraft(db, gameId, countryId, round, toJson(orders), updatedAt);
  return row ? row.version : null;
}

// Up to two a second per ticking team: compiled once.
const upsertDraft = preparedQuery(
  5,
  (db, gameId: number, countryId: number, round: number, orders: string, updatedAt: string) =>
    db
      .insertInto('game_drafts')
      .columns(['game_id', 'team_id', 'round', 'orders', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('games as g')
          .select([
            'g.id',
            eb.val(countryId).as('team_id'),
            'g.round',
            eb.val(orders).as('orders'),
            eb.val(updatedAt).as('updated_at'),
          ])
          .where('g.id', '=', gameId)
          .where('g.round', '=', round)
          .where('g.stopped', '=', 0)
          .where('g.over', '=', 0)
          .$if(isPostgres(db), (q) => q.forKeyShare('g')),
      )
      .onConflict((oc) =>
        oc.columns(['game_id', 'team_id']).doUpdateSet((eb) => ({
          round: eb.ref('excluded.round'),
          orders: eb.ref('excluded.orders'),
          updated_at: eb.ref('excluded.updated_at'),
          version: eb(eb.ref('game_drafts.version'), '+', 1),
        })),
      )
      .returning('version'),
);

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
