import { sql, type Kysely } from 'kysely';
import { withId } from './lib.js';

/** Users, sessions, settings and the back-office labels with their admin languages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_language', 'varchar(20)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Email is unique among active users only: a deleted host's address can be reused.
  await db.schema
    .createIndex('users_active_email')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('admin_labels')
    .addColumn('key', 'varchar(150)', (c) => c.primaryKey())
    .addColumn('original_value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admin_languages'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_language_messages')
    .addColumn('language_id', 'integer', (c) =>
      c.notNull().references('admin_languages.id').onDelete('cascade'),
    )
    .addColumn('label_key', 'varchar(150)', (c) =>
      c.notNull().references('admin_labels.key').onDelete('cascade'),
    )
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_language_messages_pk', ['language_id', 'label_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'admin_language_messages',
    'admin_languages',
    'admin_labels',
    'sessions',
    'users',
    'settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
