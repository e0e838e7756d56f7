import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * The admin catalog: country and city presets, game variables and their presets, game languages
 * with their translations, and the games table that hosts own (more game columns come later).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('country_presets'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('flag', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('city_presets'))
    .addColumn('country_preset_id', 'integer', (c) =>
      c.notNull().references('country_presets.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('picture', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('economy', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('city_presets_country')
    .on('city_presets')
    .columns(['country_preset_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('variables'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('default_value', 'double precision', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('variables_presets'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('variables_preset_values')
    .addColumn('preset_id', 'integer', (c) =>
      c.notNull().references('variables_presets.id').onDelete('cascade'),
    )
    .addColumn('variable_id', 'integer', (c) =>
      c.notNull().references('variables.id').onDelete('cascade'),
    )
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('variables_preset_values_pk', ['preset_id', 'variable_id'])
    .execute();

  await withId(db, db.schema.createTable('languages'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('system_messages')
    .addColumn('id', 'varchar(150)', (c) => c.primaryKey())
    .addColumn('original_value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('language_messages')
    .addColumn('language_id', 'integer', (c) =>
      c.notNull().references('languages.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(150)', (c) =>
      c.notNull().references('system_messages.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('language_messages_pk', ['language_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('language_country_names')
    .addColumn('language_id', 'integer', (c) =>
      c.notNull().references('languages.id').onDelete('cascade'),
    )
    .addColumn('country_preset_id', 'integer', (c) =>
      c.notNull().references('country_presets.id').onDelete('cascade'),
    )
    .addColumn('value', 'varchar(2000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('language_country_names_pk', ['language_id', 'country_preset_id'])
    .execute();

  await db.schema
    .createTable('language_city_names')
    .addColumn('language_id', 'integer', (c) =>
      c.notNull().references('languages.id').onDelete('cascade'),
    )
    .addColumn('city_preset_id', 'integer', (c) =>
      c.notNull().references('city_presets.id').onDelete('cascade'),
    )
    .addColumn('value', 'varchar(2000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('language_city_names_pk', ['language_id', 'city_preset_id'])
    .execute();

  await withId(db, db.schema.createTable('games'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_host').on('games').column('host_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'games',
    'language_city_names',
    'language_country_names',
    'language_messages',
    'system_messages',
    'languages',
    'variables_preset_values',
    'variables_presets',
    'variables',
    'city_presets',
    'country_presets',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
