import type { Db } from '../database.js';

/** Seeds nothing yet. */
export async function seedVariables(_db: Db, _dataDir: string): Promise<void> {}
