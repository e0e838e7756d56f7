import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * The world events catalogue (API.md "World events"): each event's name and effects (a JSON list
 * of `{ kind, value, target }`, checked by the contracts on the way in), and its title and text
 * per game language. A language's texts go with the language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('world_events'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('effects', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('world_event_texts')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('world_events.id').onDelete('cascade'),
    )
    .addColumn('language_id', 'integer', (c) =>
      c.notNull().references('languages.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('world_event_texts_pk', ['event_id', 'language_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('world_event_texts').ifExists().execute();
  await db.schema.dropTable('world_events').ifExists().execute();
}
