import path from 'node:path';
import { loadConfig } from '../config.js';
import { BACKUP_FILES, backup } from '../modules/data-dir/backup.js';

/**
 * `npm run backup -- <folder>`: copies the SQLite database (while the server runs) and the
 * pictures of DATA_DIR into a new folder. With DATABASE_URL it copies the pictures and says how
 * to dump the database.
 */
async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run backup -- <folder>   (a new or empty folder)');
    process.exit(2);
  }
  const config = loadConfig();
  const target = path.resolve(folder);
  const manifest = await backup(config, target);
  if (manifest.database === 'sqlite') {
    console.log(`Backed up the database and ${manifest.pictures} pictures into ${target}.`);
    return;
  }
  console.log(`Backed up ${manifest.pictures} pictures into ${target}.`);
  console.log(
    'DATABASE_URL is set: the data is in PostgreSQL, which pg_dump copies. Dump it next to the pictures:\n' +
      `  pg_dump --format=custom --file=${JSON.stringify(path.join(target, BACKUP_FILES.pgDump))} "$DATABASE_URL"`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
