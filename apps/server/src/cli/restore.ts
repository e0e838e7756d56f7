import path from 'node:path';
import { loadConfig } from '../config.js';
import { BACKUP_FILES, restore } from '../modules/data-dir/backup.js';

/**
 * `npm run restore -- <folder>`: puts a backup made by `npm run backup` back into DATA_DIR.
 * Refuses while a server uses DATA_DIR. With DATABASE_URL it puts the pictures back and says how
 * to restore the database.
 */
async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run restore -- <folder>   (a folder made by npm run backup)');
    process.exit(2);
  }
  const config = loadConfig();
  const source = path.resolve(folder);
  const done = await restore(config, source);
  const what = done.database ? 'the database and ' : '';
  console.log(
    `Restored ${what}${done.manifest.pictures} pictures of ${done.manifest.createdAt} into ${config.dataDir}.`,
  );
  if (done.replaced) console.log(`What was there before is in ${done.replaced}.`);
  if (!done.database) {
    console.log(
      'DATABASE_URL is set: restore the database with pg_restore, the server stopped:\n' +
        `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${JSON.stringify(path.join(source, BACKUP_FILES.pgDump))}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
