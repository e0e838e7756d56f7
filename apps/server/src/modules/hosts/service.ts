import type { HostAddBody, HostUpdateBody } from '@orbis/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound, validationError } from '../../errors.js';
import { hashPassword } from '../users/password.js';
import { insertUser } from '../users/repository.js';
import { listHostGames } from '../games/repository/games.js';
import * as repo from './repository.js';

type AddInput = z.output<typeof HostAddBody>;
type UpdateInput = z.output<typeof HostUpdateBody>['host'];

const emailTaken = (field: string) =>
  validationError({ [field]: { key: 'validation.unique_email' } });

/** Adds a host; the email must be free among active users. */
export async function addHost(db: Db, cache: Cache, input: AddInput): Promise<number> {
  if (await repo.emailTaken(db, input.email)) throw emailTaken('email');
  let id: number;
  try {
    id = await insertUser(db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: 'host',
      name: input.name,
      company: input.company,
      description: input.description,
    });
  } catch (err) {
    // Two admins adding the same email at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken('email');
    throw err;
  }
  // A session may have asked for this id before it existed, and kept the answer "no one".
  await cache.invalidate('users');
  return id;
}

/** A host's editable profile; 404 for an unknown or deleted host. */
export async function getHost(db: Db, id: number) {
  const host = await repo.findHost(db, id);
  if (!host) throw notFound();
  return host;
}

/** Updates a host; an empty password keeps the old one. */
export async function updateHost(db: Db, cache: Cache, input: UpdateInput): Promise<void> {
  await getHost(db, input.id);
  if (await repo.emailTaken(db, input.email, input.id)) throw emailTaken('host.email');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await repo.updateHost(db, input.id, { ...input, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken('host.email');
    throw err;
  }
  await cache.invalidate('users');
}

/** Soft-deletes a host: it cannot sign in any more, and its open sessions end at once. */
export async function deleteHost(db: Db, cache: Cache, id: number): Promise<void> {
  await getHost(db, id);
  await repo.softDeleteHost(db, id);
  await cache.invalidate('users');
}

/** The host's header and games. */
export async function hostDetail(db: Db, id: number) {
  const host = await getHost(db, id);
  return {
    id: host.id,
    name: host.name,
    email: host.email,
    games: await listHostGames(db, id),
  };
}

export { listHosts } from './repository.js';
