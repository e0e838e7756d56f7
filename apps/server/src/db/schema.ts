import type {
  AdminLabelsTable,
  AdminLanguageMessagesTable,
  AdminLanguagesTable,
} from './tables/admin-languages.table.js';
import type { SessionsTable, SettingsTable } from './tables/sessions.table.js';
import type { UsersTable } from './tables/users.table.js';

/** Every table, as Kysely sees it. One `*.table.ts` per concern. */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  admin_labels: AdminLabelsTable;
  admin_languages: AdminLanguagesTable;
  admin_language_messages: AdminLanguageMessagesTable;
}
