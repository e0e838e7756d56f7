import type { Db } from '../database.js';

/** Seeds nothing yet. */
export async function seedCountries(_db: Db, _dataDir: string): Promise<void> {}
