import type { ColumnType } from 'kysely';

export interface SessionsTable {
  sid: string;
  data: string;
  user_id: number | null;
  /** Milliseconds since the epoch; PostgreSQL returns bigint as a string. */
  expires_at: ColumnType<number | string, number, number>;
}

export interface SettingsTable {
  key: string;
  value: string;
}
