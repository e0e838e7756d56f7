import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

export interface LanguagesTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: Timestamp;
}

export interface SystemMessagesTable {
  id: string;
  original_value: string;
  position: Generated<number>;
}

export interface LanguageMessagesTable {
  language_id: number;
  message_id: string;
  value: string;
}

export interface LanguageCountryNamesTable {
  language_id: number;
  country_preset_id: number;
  value: string;
}

export interface LanguageCityNamesTable {
  language_id: number;
  city_preset_id: number;
  value: string;
}
