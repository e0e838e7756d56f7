import type {
  AdminLanguageAddBody,
  AdminLanguageResponse,
  AdminLanguageUpdateBody,
} from '@orbis/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { ADMIN_LABELS } from '../../labels.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import { saveLanguage } from '../language-save.js';
import * as repo from './repository.js';

/** An admin language with its translated labels; 404 for an unknown id. */
export async function getAdminLanguage(db: Db, id: number): Promise<AdminLanguageResponse> {
  const language = await repo.findAdminLanguage(db, id);
  if (!language) throw notFound();
  return { ...language, messages: await repo.labelTranslations(db, id) };
}

/** Refuses translations of keys that are not back-office labels, naming each one's field. */
async function checkLabelKeys(db: Db, messages: Record<string, string>, prefix: string) {
  const keys = Object.keys(messages);
  const known = await repo.existingLabelKeys(db, keys);
  const errors: Record<string, FieldMessage> = {};
  for (const key of keys) {
    if (!known.has(key))
      errors[`${prefix}messages.${key}`] = { key: 'admin_languages.unknown_label' };
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Adds an admin language with its label translations; the code must be free. */
export async function addAdminLanguage(
  db: Db,
  cache: Cache,
  input: z.output<typeof AdminLanguageAddBody>,
): Promise<number> {
  return saveLanguage(db, cache, {
    codeField: 'code',
    codeTaken: () => repo.adminCodeTaken(db, input.code),
    checkKeys: () => checkLabelKeys(db, input.messages, ''),
    write: (trx) => repo.insertAdminLanguage(trx, input),
    changes: ['admin-labels'],
  });
}

/** Updates an admin language; `messages`, when sent, replaces its translations. */
export async function updateAdminLanguage(
  db: Db,
  cache: Cache,
  input: z.output<typeof AdminLanguageUpdateBody>['language'],
): Promise<void> {
  const current = await repo.findAdminLanguage(db, input.id);
  if (!current) throw notFound();
  const { messages } = input;
  await saveLanguage(db, cache, {
    codeField: 'language.code',
    codeTaken: () => repo.adminCodeTaken(db, input.code, input.id),
    checkKeys: async () => {
      if (messages) await checkLabelKeys(db, messages, 'language.');
    },
    write: async (trx) => {
      await repo.updateAdminLanguage(trx, input.id, { ...input, oldCode: current.code });
      if (messages) await repo.replaceLabelTranslations(trx, input.id, messages);
    },
    // Renaming a code moves the users who had chosen it.
    changes: ['admin-labels', 'users'],
  });
}

/**
 * Deletes an admin language; the last one cannot go (422). Users who had chosen it fall back to
 * the default language, in the same transaction.
 */
export async function deleteAdminLanguage(db: Db, cache: Cache, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const language = await repo.findAdminLanguage(trx, id);
    if (!language) throw notFound();
    if ((await repo.countAdminLanguages(trx)) <= 1) {
      throw validationError({ 'language.id': { key: 'admin_languages.last_language' } });
    }
    await repo.deleteAdminLanguage(trx, language);
  });
  await cache.invalidate('admin-labels', 'users');
}

// Labels in the order the code defines them (screen by screen), not alphabetically.
const LABEL_ORDER = new Map(Object.keys(ADMIN_LABELS).map((key, index) => [key, index]));

/** Every back-office label with its original, in the order the code defines them. */
export async function listLabels(db: Db): Promise<{ id: string; original_value: string }[]> {
  const rows = await repo.listLabels(db);
  const rank = (key: string) => LABEL_ORDER.get(key) ?? LABEL_ORDER.size;
  return rows.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

export { listAdminLanguages } from './repository.js';
