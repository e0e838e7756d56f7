import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * Events: several games (its worlds) made in one step from one template, run from one dashboard.
 * An event keeps the template's game as it was then (`game`, a `host/games/add` body as JSON text)
 * and the seed its worlds share, so a world added later starts as the first ones did whatever
 * becomes of the template; `worlds_made` numbers the default world names. Its co-hosts
 * (`event_cohosts`) are also named on each world's `game_cohosts`. A game names its event
 * (`games.event_id`); deleting a world alone leaves the event, deleting the event deletes its
 * worlds first (the call does), and deleting its owner deletes the event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('events'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('worlds_made', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_host').on('events').column('host_id').execute();
  await db.schema
    .createTable('event_cohosts')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_cohosts_pk', ['event_id', 'host_id'])
    .execute();
  await db.schema.createIndex('event_cohosts_host').on('event_cohosts').column('host_id').execute();
  await db.schema
    .alterTable('games')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('games_event').on('games').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_event').ifExists().execute();
  await db.schema.alterTable('games').dropColumn('event_id').execute();
  await db.schema.dropTable('event_cohosts').ifExists().execute();
  await db.schema.dropTable('events').ifExists().execute();
}
