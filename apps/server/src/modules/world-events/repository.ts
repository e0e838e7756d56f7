import type { WorldEventEffect } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { nowIso, parseJson, toJson } from '../../db/values.js';

/** An event as stored: its name, its effects, and its texts by language code. */
export interface WorldEventRow {
  id: number;
  name: string;
  effects: WorldEventEffect[];
  texts: Record<string, { title: string; text: string }>;
}

/** The fields an admin writes; texts keyed by language id. */
export interface WorldEventWrite {
  name: string;
  effects: readonly WorldEventEffect[];
  texts: ReadonlyMap<number, { title: string; text: string }>;
}

/** Every event, by name (then id). */
export async function listWorldEvents(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('world_events')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The event with this id, with its texts, if any. */
export async function findWorldEvent(db: Db, id: number): Promise<WorldEventRow | null> {
  const row = await db
    .selectFrom('world_events')
    .select(['id', 'name', 'effects'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const texts = await db
    .selectFrom('world_event_texts as t')
    .innerJoin('languages as l', 'l.id', 't.language_id')
    .select(['l.code', 't.title', 't.text'])
    .where('t.event_id', '=', id)
    .orderBy('l.code')
    .execute();
  return {
    id: row.id,
    name: row.name,
    effects: parseJson<WorldEventEffect[]>(row.effects) ?? [],
    texts: Object.fromEntries(texts.map((t) => [t.code, { title: t.title, text: t.text }])),
  };
}

/** Inserts an event and its texts; returns its id. */
export async function insertWorldEvent(db: Db, event: WorldEventWrite): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('world_events')
    .values({ name: event.name, effects: toJson(event.effects), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceTexts(db, row.id, event.texts);
  return row.id;
}

/** Replaces an event's name, effects and texts; false when it does not exist. */
export async function updateWorldEvent(
  db: Db,
  id: number,
  event: WorldEventWrite,
): Promise<boolean> {
  const result = await db
    .updateTable('world_events')
    .set({ name: event.name, effects: toJson(event.effects), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await replaceTexts(db, id, event.texts);
  return true;
}

/** Deletes an event and its texts; false when it does not exist. */
export async function deleteWorldEvent(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('world_event_texts').where('event_id', '=', id).execute();
  const result = await db.deleteFrom('world_events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

async function replaceTexts(
  db: Db,
  eventId: number,
  texts: ReadonlyMap<number, { title: string; text: string }>,
): Promise<void> {
  await db.deleteFrom('world_event_texts').where('event_id', '=', eventId).execute();
  if (texts.size === 0) return;
  await db
    .insertInto('world_event_texts')
    .values(
      [...texts].map(([languageId, t]) => ({
        event_id: eventId,
        language_id: languageId,
        title: t.title,
        text: t.text,
      })),
    )
    .execute();
}
