// The `events` and `event_cohosts` tables, and the games that are an event's worlds.
import type { Db } from '../../db/database.js';
import { nowIso, parseJson, toIso, toJson, toNumber } from '../../db/values.js';
import type { TemplateGame } from '../templates/repository.js';

/** An event as stored, with its co-hosts. */
export interface EventRow {
  id: number;
  hostId: number;
  title: string;
  /** The template's game its worlds are made from. */
  game: TemplateGame;
  seed: number;
  worldsMade: number;
  createdAt: string;
  cohostIds: number[];
}

/** A world of an event: its game, the game's version now and the co-hosts named on it. */
export interface WorldRow {
  id: number;
  title: string;
  version: number;
  cohostIds: number[];
}

/** Stores a new event of `hostId` with no world yet; returns its id. */
export async function insertEvent(
  db: Db,
  event: { hostId: number; title: string; game: TemplateGame; seed: number },
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      host_id: event.hostId,
      title: event.title,
      game: toJson(event.game),
      seed: event.seed,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The event with this id and its co-hosts, if any. */
export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const row = await db
    .selectFrom('events')
    .select(['id', 'host_id', 'title', 'game', 'seed', 'worlds_made', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  const game = row && parseJson<TemplateGame>(row.game);
  if (!row || !game) return null;
  const cohosts = await db
    .selectFrom('event_cohosts')
    .select('host_id')
    .where('event_id', '=', id)
    .orderBy('created_at')
    .execute();
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    game,
    seed: toNumber(row.seed),
    worldsMade: toNumber(row.worlds_made),
    createdAt: toIso(row.created_at),
    cohostIds: cohosts.map((c) => c.host_id),
  };
}

/** The worlds of event `eventId` in the order they were made, each with its game's co-hosts. */
export async function eventWorlds(db: Db, eventId: number): Promise<WorldRow[]> {
  const rows = await db
    .selectFrom('games as g')
    .leftJoin('game_cohosts as c', 'c.game_id', 'g.id')
    .select(['g.id', 'g.title', 'g.version', 'c.host_id'])
    .where('g.event_id', '=', eventId)
    .orderBy('g.id')
    .execute();
  const worlds = new Map<number, WorldRow>();
  for (const r of rows) {
    let world = worlds.get(r.id);
    if (!world)
      worlds.set(r.id, (world = { id: r.id, title: r.title, version: r.version, cohostIds: [] }));
    if (r.host_id !== null) world.cohostIds.push(r.host_id);
  }
  return [...worlds.values()];
}

/** Counts `count` more worlds made by the event; answers the count before them. */
export async function countWorldsMade(db: Db, eventId: number, count: number): Promise<number> {
  const row = await db
    .updateTable('events')
    .set((eb) => ({ worlds_made: eb('worlds_made', '+', count) }))
    .where('id', '=', eventId)
    .returning('worlds_made')
    .executeTakeFirstOrThrow();
  return toNumber(row.worlds_made) - count;
}

/**
 * Events newest first with how many worlds each has: those host `hostId` owns, co-hosts, or
 * co-hosts a world of (every event when `hostId` is null).
 */
export async function listEvents(db: Db, hostId: number | null) {
  const rows = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.created_at'])
    .select((eb) =>
      eb
        .selectFrom('games as g')
        .whereRef('g.event_id', '=', 'e.id')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('worlds'),
    )
    .$if(hostId !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('e.host_id', '=', hostId ?? 0),
          eb.exists(
            eb
              .selectFrom('event_cohosts as ec')
              .select('ec.event_id')
              .whereRef('ec.event_id', '=', 'e.id')
              .where('ec.host_id', '=', hostId ?? 0),
          ),
          eb.exists(
            eb
              .selectFrom('games as g')
              .innerJoin('game_cohosts as gc', 'gc.game_id', 'g.id')
              .select('g.id')
              .whereRef('g.event_id', '=', 'e.id')
              .where('gc.host_id', '=', hostId ?? 0),
          ),
        ]),
      ),
    )
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    created_at: toIso(r.created_at),
    worlds: toNumber(r.worlds ?? 0),
  }));
}

/** Deletes an event (its co-hosts go with it); its worlds must be deleted first. */
export async function deleteEventRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the games of event `eventId`, with everything they hold; answers their ids. */
export async function deleteWorlds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('games')
    .where('event_id', '=', eventId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Names host `hostId` a co-host of event `eventId`; naming them again changes nothing. */
export async function insertEventCohost(db: Db, eventId: number, hostId: number): Promise<void> {
  await db
    .insertInto('event_cohosts')
    .values({ event_id: eventId, host_id: hostId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['event_id', 'host_id']).doNothing())
    .execute();
}

/** Removes host `hostId` from event `eventId`'s co-hosts; false when they were not one. */
export async function deleteEventCohost(db: Db, eventId: number, hostId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('event_cohosts')
    .where('event_id', '=', eventId)
    .where('host_id', '=', hostId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The event game `gameId` is a world of, or null. */
export async function eventOfGame(db: Db, gameId: number): Promise<number | null> {
  const row = await db
    .selectFrom('games')
    .select('event_id')
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row?.event_id ?? null;
}

/**
 * Event `eventId`'s title and its worlds' games with their versions, in the order they were made,
 * in one statement; null for an unknown event.
 */
export async function eventVersions(
  db: Db,
  eventId: number,
): Promise<{ id: number; title: string; worlds: { id: number; version: number }[] } | null> {
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('games as g', 'g.event_id', 'e.id')
    .select(['e.id', 'e.title', 'g.id as game_id', 'g.version'])
    .where('e.id', '=', eventId)
    .orderBy('g.id')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const worlds = rows.flatMap((r) =>
    r.game_id === null || r.version === null ? [] : [{ id: r.game_id, version: r.version }],
  );
  return { id: first.id, title: first.title, worlds };
}
