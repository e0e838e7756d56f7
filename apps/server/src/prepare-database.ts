import type { Config } from './config.js';
import { openDatabase, type DbHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations/index.js';
import { seedReferenceData } from './seed/index.js';

/**
 * Opens the configured database, migrates it and seeds the reference data. `checkpointWorker`:
 * SQLite's checkpoints run on a thread of their own (db/wal-checkpoints.ts), as the server runs.
 */
export async function prepareDatabase(
  config: Config,
  announce: (message: string) => void,
  { checkpointWorker = false }: { checkpointWorker?: boolean } = {},
): Promise<DbHandle> {
  const handle = await openDatabase({ ...config, checkpointWorker });
  try {
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      dataDir: config.dataDir,
      announce,
    });
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
