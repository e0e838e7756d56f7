import type { Db } from '../../db/database.js';
import { nowIso, toIso } from '../../db/values.js';

/** Active hosts, newest first. */
export async function listHosts(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'company', 'created_at'])
    .where('role', '=', 'host')
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: toIso(r.created_at) }));
}

/** The active host with this id, or undefined. */
export async function findHost(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'company', 'description'])
    .where('id', '=', id)
    .where('role', '=', 'host')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** True when an active user other than `exceptId` has this email. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) != null;
}

/** Updates a host's profile, and its password hash when given. */
export async function updateHost(
  db: Db,
  id: number,
  fields: {
    email: string;
    name: string;
    company: string;
    description: string;
    passwordHash?: string;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: fields.email,
      name: fields.name,
      company: fields.company,
      description: fields.description,
      ...(fields.passwordHash ? { password_hash: fields.passwordHash } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes a host and drops its stored sessions; its games stay. */
export async function softDeleteHost(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', id).execute();
}
