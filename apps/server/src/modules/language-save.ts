// Game languages and back-office languages are saved the same way: the code must be free, the
// translated keys must exist, the row and its translations are written in one transaction, and
// what is kept of them is dropped once it commits.
import type { Db } from '../db/database.js';
import type { Cache, CacheGroup } from './cache.js';
import { isUniqueViolation } from '../db/errors.js';
import { validationError } from '../errors.js';

interface LanguageSave<T> {
  /** The field a taken code is reported on: `code`, or `language.code` on an update. */
  codeField: string;
  /** Whether another language already has the code. */
  codeTaken: () => Promise<boolean>;
  /** Refuses translations of unknown keys (a validation error). */
  checkKeys: () => Promise<void>;
  /** Writes the language and its translations, in the transaction. */
  write: (trx: Db) => Promise<T>;
  /** The kept values the write changes, dropped once it is committed. */
  changes: CacheGroup[];
}

/**
 * Adds or updates a language (game or back-office). A taken code is refused before the write,
 * and by the unique index when two admins save the same code at once.
 */
export async function saveLanguage<T>(db: Db, cache: Cache, save: LanguageSave<T>): Promise<T> {
  const codeTaken = () => validationError({ [save.codeField]: { key: 'languages.code_taken' } });
  if (await save.codeTaken()) throw codeTaken();
  await save.checkKeys();
  let saved: T;
  try {
    saved = await db.transaction().execute(save.write);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  await cache.invalidate(...save.changes);
  return saved;
}
