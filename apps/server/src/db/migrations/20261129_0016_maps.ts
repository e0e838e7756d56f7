import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * The projector's map (API.md "The projector in pictures"): the backgrounds an admin uploads
 * (`map_backgrounds`: a name and the stored picture's address), and each game's map
 * (`game_maps`, one row once its host has placed it: the background, null for none, and the
 * places the host set, as JSON `{ "<country id>": { x, y } }`; a country not in it sits on the
 * default ring). A game without a row has no background and every country on the ring. Deleting
 * the game deletes its map; deleting a background leaves its games' maps without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('map_backgrounds'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('picture', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_maps')
    .addColumn('game_id', 'integer', (c) =>
      c.primaryKey().references('games.id').onDelete('cascade'),
    )
    .addColumn('background_id', 'integer', (c) =>
      c.references('map_backgrounds.id').onDelete('set null'),
    )
    .addColumn('positions', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_maps_background')
    .on('game_maps')
    .column('background_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_maps').ifExists().execute();
  await db.schema.dropTable('map_backgrounds').ifExists().execute();
}
