import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { preparedQuery } from '../../db/prepared.js';
import { nowIso, toIso } from '../../db/values.js';

export type Role = 'admin' | 'host';

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  name: string;
  company: string;
  description: string;
  adminLanguage: string | null;
  createdAt: string;
}

const columns = [
  'id',
  'email',
  'password_hash',
  'role',
  'name',
  'company',
  'description',
  'admin_language',
  'created_at',
] as const;

function toUser(row: {
  id: number;
  email: string;
  password_hash: string;
  role: Role;
  name: string;
  company: string;
  description: string;
  admin_language: string | null;
  created_at: Date | string;
}): UserRow {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    name: row.name,
    company: row.company,
    description: row.description,
    adminLanguage: row.admin_language,
    createdAt: toIso(row.created_at),
  };
}

/** The active (not deleted) user with this email, if any. */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .select(columns)
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The active (not deleted) user with this id, if any. */
export async function findActiveUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await selectActiveUserById(db, id);
  return row ? toUser(row) : null;
}

// Every signed-in request loads its user: the query is compiled once.
const selectActiveUserById = preparedQuery(1, (db, id: number) =>
  db.selectFrom('users').select(columns).where('id', '=', id).where('deleted_at', 'is', null),
);

/** Inserts a user and returns its id. The email is stored lower-cased. */
export async function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string;
    role: Role;
    name?: string;
    company?: string;
    description?: string;
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      email: user.email.trim().toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role,
      name: user.name ?? '',
      company: user.company ?? '',
      description: user.description ?? '',
      admin_language: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** True when at least one active admin exists. */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row != null;
}

/** Stores the user's chosen back-office language, and drops the kept users. */
export async function setUserAdminLanguage(
  db: Db,
  cache: Cache,
  userId: number,
  code: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ admin_language: code, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  await cache.invalidate('users');
}
