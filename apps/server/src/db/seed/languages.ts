import type { Db } from '../database.js';

/** Seeds nothing yet. */
export async function seedLanguages(_db: Db, _dataDir: string): Promise<void> {}
