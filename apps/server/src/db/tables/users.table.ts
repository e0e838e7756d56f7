import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date | string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: 'admin' | 'host';
  name: ColumnType<string, string | undefined, string>;
  company: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  admin_language: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}
