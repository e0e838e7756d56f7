import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

export interface AdminLabelsTable {
  key: string;
  original_value: string;
}

export interface AdminLanguagesTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: Timestamp;
}

export interface AdminLanguageMessagesTable {
  language_id: number;
  label_key: string;
  value: string;
}
