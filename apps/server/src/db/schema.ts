import type {
  AdminLabelsTable,
  AdminLanguageMessagesTable,
  AdminLanguagesTable,
} from './tables/admin-languages.table.js';
import type {
  BalanceChecksTable,
  CityPresetsTable,
  CountryPresetsTable,
  VariablesPresetsTable,
  VariablesPresetValuesTable,
  VariablesTable,
} from './tables/catalog.table.js';
import type {
  GameActionsTable,
  GameCallKeysTable,
  GameCitiesTable,
  GameCohostsTable,
  GameDraftsTable,
  GameOrdersTable,
  GameRoundsTable,
  GamesTable,
  GameStatesTable,
  GameTeamsTable,
} from './tables/games.table.js';
import type {
  LanguageCityNamesTable,
  LanguageCountryNamesTable,
  LanguageMessagesTable,
  LanguagesTable,
  SystemMessagesTable,
} from './tables/languages.table.js';
import type { GameChroniclesTable } from './tables/chronicles.table.js';
import type { EventCohostsTable, EventsTable } from './tables/events.table.js';
import type { GameMapsTable, MapBackgroundsTable } from './tables/maps.table.js';
import type { GameTemplatesTable } from './tables/templates.table.js';
import type { SessionsTable, SettingsTable } from './tables/sessions.table.js';
import type { UsersTable } from './tables/users.table.js';
import type { WorldEventsTable, WorldEventTextsTable } from './tables/world-events.table.js';

/** Every table, as Kysely sees it. One `*.table.ts` per concern. */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  admin_labels: AdminLabelsTable;
  admin_languages: AdminLanguagesTable;
  admin_language_messages: AdminLanguageMessagesTable;
  country_presets: CountryPresetsTable;
  city_presets: CityPresetsTable;
  variables: VariablesTable;
  variables_presets: VariablesPresetsTable;
  variables_preset_values: VariablesPresetValuesTable;
  balance_checks: BalanceChecksTable;
  world_events: WorldEventsTable;
  world_event_texts: WorldEventTextsTable;
  languages: LanguagesTable;
  system_messages: SystemMessagesTable;
  language_messages: LanguageMessagesTable;
  language_country_names: LanguageCountryNamesTable;
  language_city_names: LanguageCityNamesTable;
  games: GamesTable;
  game_states: GameStatesTable;
  game_teams: GameTeamsTable;
  game_cities: GameCitiesTable;
  game_orders: GameOrdersTable;
  game_drafts: GameDraftsTable;
  game_rounds: GameRoundsTable;
  game_actions: GameActionsTable;
  game_call_keys: GameCallKeysTable;
  game_cohosts: GameCohostsTable;
  game_templates: GameTemplatesTable;
  events: EventsTable;
  event_cohosts: EventCohostsTable;
  map_backgrounds: MapBackgroundsTable;
  game_maps: GameMapsTable;
  game_chronicles: GameChroniclesTable;
}
