import crypto from 'node:crypto';
import type { Db } from '../database.js';
import { hashPassword } from '../../modules/users/password.js';
import { hasActiveAdmin, insertUser } from '../../modules/users/repository.js';
import { ADMIN_LABELS } from '../../labels.js';
import { SEEDED_ADMIN_LANGUAGES } from './admin-labels.js';
import { seedCountries } from './countries.js';
import { seededLanguageId } from './seeded-language.js';
import { seedLanguages } from './languages.js';
import { seedVariables } from './variables.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@orbis.local';

export interface SeedOptions {
  adminEmail: string | null;
  adminPassword: string | null;
  /** Where generated seed images are written (DATA_DIR). */
  dataDir: string;
  /** Where to print the generated admin password (once, when the admin is created). */
  announce: (message: string) => void;
}

/**
 * Seeds the reference data. Safe to run on every start: it adds what is missing and never
 * overwrites what an admin has edited.
 */
export async function seedReferenceData(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedAdminLabels(trx);
    await seedVariables(trx, opts.dataDir);
    await seedCountries(trx, opts.dataDir);
    await seedLanguages(trx, opts.dataDir);
  });
  await seedFirstAdmin(db, opts);
}

async function seedAdminLabels(db: Db): Promise<void> {
  const entries = Object.entries(ADMIN_LABELS);
  // The original follows the code, so a reworded English text reaches existing databases.
  await db
    .insertInto('admin_labels')
    .values(entries.map(([key, text]) => ({ key, original_value: text.en })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ original_value: (eb) => eb.ref('excluded.original_value') }),
    )
    .execute();
  for (const lang of SEEDED_ADMIN_LANGUAGES) {
    const languageId = await seededLanguageId(db, 'admin_languages', lang.code, lang.name);
    if (languageId == null) continue;
    const values = entries.map(([key, text]) => ({
      language_id: languageId,
      label_key: key,
      value: text[lang.code],
    }));
    await db
      .insertInto('admin_language_messages')
      .values(values)
      .onConflict((oc) => oc.columns(['language_id', 'label_key']).doNothing())
      .execute();
  }
}

async function seedFirstAdmin(db: Db, opts: SeedOptions): Promise<void> {
  if (await hasActiveAdmin(db)) return;
  const email = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = opts.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    name: 'Admin',
  });
  if (!opts.adminPassword) {
    opts.announce(
      `Created the first admin. Sign in as ${email} with the password: ${password}\n` +
        'This password is shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
  }
}
