import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedReferenceData } from '../seed/index.js';

/** `npm run db:migrate`: migrates and seeds the configured database, then exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date.');
    await seedReferenceData(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      dataDir: config.dataDir,
      announce: (message) => console.log(message),
    });
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
