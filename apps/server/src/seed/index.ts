import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { hashPassword } from '../modules/users/password.js';
import { hasActiveAdmin, insertUser } from '../modules/users/repository.js';
import { seedAdminLabels } from './admin-labels.js';
import { seedClassicPreset } from './classic-preset.js';
import { seedCountries } from './countries.js';
import { seedLanguages } from './languages.js';
import { seedVariables } from './variables.js';
import { seedWorldEvents } from './world-events.js';

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
    await seedClassicPreset(trx);
    await seedCountries(trx, opts.dataDir);
    await seedLanguages(trx, opts.dataDir);
    await seedWorldEvents(trx);
  });
  await seedFirstAdmin(db, opts);
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
