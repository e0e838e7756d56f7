import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../database.js';
import * as foundation from './20261121_0001_foundation.js';
import * as catalog from './20261121_0002_catalog.js';
import * as games from './20261122_0003_games.js';
import * as teamJoined from './20261125_0004_team_joined.js';
import * as balanceChecks from './20261127_0005_balance_checks.js';
import * as teamDrafts from './20261127_0006_team_drafts.js';
import * as worldEvents from './20261127_0007_world_events.js';
import * as cohosts from './20261127_0008_cohosts.js';
import * as ordersBy from './20261127_0009_orders_by.js';
import * as gameStates from './20261127_0010_game_states.js';
import * as orderSubmitKeys from './20261127_0011_order_submit_keys.js';
import * as gameCallKeys from './20261128_0012_game_call_keys.js';
import * as draftVersions from './20261129_0013_draft_versions.js';
import * as templates from './20261129_0014_templates.js';
import * as events from './20261129_0015_events.js';
import * as maps from './20261129_0016_maps.js';
import * as chronicles from './20261129_0017_chronicles.js';

// Every migration, in order. A landed migration never changes: add a new file instead.
const migrations: Record<string, Migration> = {
  '20261121_0001_foundation': foundation,
  '20261121_0002_catalog': catalog,
  '20261122_0003_games': games,
  '20261125_0004_team_joined': teamJoined,
  '20261127_0005_balance_checks': balanceChecks,
  '20261127_0006_team_drafts': teamDrafts,
  '20261127_0007_world_events': worldEvents,
  '20261127_0008_cohosts': cohosts,
  '20261127_0009_orders_by': ordersBy,
  '20261127_0010_game_states': gameStates,
  '20261127_0011_order_submit_keys': orderSubmitKeys,
  '20261128_0012_game_call_keys': gameCallKeys,
  '20261129_0013_draft_versions': draftVersions,
  '20261129_0014_templates': templates,
  '20261129_0015_events': events,
  '20261129_0016_maps': maps,
  '20261129_0017_chronicles': chronicles,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** A migrator over every migration (tests step through them one by one). */
export const migrator = (db: Db) => new Migrator({ db, provider });

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
