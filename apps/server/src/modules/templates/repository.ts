// The `game_templates` table: a host's saved game setups, each a `host/games/add` body as JSON.
import type { GameAddBody } from '@orbis/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { nowIso, parseJson, toIso, toJson } from '../../db/values.js';

/** A template's game: `host/games/add`'s body as that call reads it. */
export type TemplateGame = z.output<typeof GameAddBody>;

/** A template as stored. */
export interface TemplateRow {
  id: number;
  hostId: number;
  name: string;
  game: TemplateGame;
}

/** The templates of `hostId` (every host's when null), newest first. */
export async function listTemplates(db: Db, hostId: number | null) {
  let query = db.selectFrom('game_templates').select(['id', 'name', 'created_at']);
  if (hostId !== null) query = query.where('host_id', '=', hostId);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, created_at: toIso(r.created_at) }));
}

/** The template with this id, if any. */
export async function findTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const row = await db
    .selectFrom('game_templates')
    .select(['id', 'host_id', 'name', 'game'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const game = parseJson<TemplateGame>(row.game);
  if (!game) return null;
  return { id: row.id, hostId: row.host_id, name: row.name, game };
}

/** Stores a new template of `hostId`; returns its id. */
export async function insertTemplate(
  db: Db,
  hostId: number,
  template: { name: string; game: TemplateGame },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('game_templates')
    .values({
      host_id: hostId,
      name: template.name,
      game: toJson(template.game),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a template's name and game; false when it does not exist. */
export async function updateTemplate(
  db: Db,
  id: number,
  template: { name: string; game: TemplateGame },
): Promise<boolean> {
  const result = await db
    .updateTable('game_templates')
    .set({ name: template.name, game: toJson(template.game), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a template; false when it does not exist. */
export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('game_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
