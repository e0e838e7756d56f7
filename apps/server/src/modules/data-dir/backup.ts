// Backups of a DATA_DIR (`npm run backup`, `npm run restore`): the SQLite database, copied while
// the server runs with SQLite's online backup API, and the uploaded pictures. With PostgreSQL the
// database is pg_dump's to copy; these commands then carry the pictures only.
import fs from 'node:fs';
import path from 'node:path';
import { uploadsDir } from '../uploads/images.js';
import { claimForRestore, refuseDuringRestore } from './claims.js';

/** The files of a backup folder. */
export const BACKUP_FILES = {
  manifest: 'backup.json',
  database: 'orbis.sqlite',
  uploads: 'uploads',
  /** Where the printed pg_dump command writes, so that a backup folder holds both. */
  pgDump: 'orbis.pgdump',
} as const;

/** The SQLite file in DATA_DIR, and the files SQLite keeps beside it in WAL mode. */
const DATABASE_FILE = 'orbis.sqlite';
const DATABASE_SIDE_FILES = ['-wal', '-shm', '-journal'];

/** What `backup.json` says of a backup. */
export interface Manifest {
  format: 1;
  createdAt: string;
  /** Whether the folder holds the database (`sqlite`) or only the pictures (`postgres`). */
  database: 'sqlite' | 'postgres';
  pictures: number;
}

export interface Where {
  dataDir: string;
  databaseUrl: string | null;
}

/**
 * Copies the data of `where` into `folder`, which must be new or empty: the SQLite database as it
 * stood at one moment, then the pictures (a picture is stored before anything refers to it, so
 * every picture the copied database names is there).
 */
export async function backup(where: Where, folder: string): Promise<Manifest> {
  const target = path.resolve(folder);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: back up into a new or empty folder.`);
  refuseDuringRestore(where.dataDir);
  fs.mkdirSync(target, { recursive: true });
  if (!where.databaseUrl)
    await copyDatabase(where.dataDir, path.join(target, BACKUP_FILES.database));
  const pictures = copyPictures(uploadsDir(where.dataDir), path.join(target, BACKUP_FILES.uploads));
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: where.databaseUrl ? 'postgres' : 'sqlite',
    pictures,
  };
  fs.writeFileSync(
    path.join(target, BACKUP_FILES.manifest),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

/** The backup API copies this many pages per step: all of them, so the copy is one snapshot. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database with SQLite's online backup API. In one step it reads one snapshot
 * while the server goes on writing (WAL); in small steps each write would restart it. The copy
 * is then made a single file (no WAL), which opens anywhere, read-only too.
 */
async function copyDatabase(dataDir: string, to: string): Promise<void> {
  const from = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(from)) throw new Error(`There is no database at ${from}.`);
  const { default: SQLite } = await import('better-sqlite3');
  const source = new SQLite(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(to, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Copies the pictures folder (if any) to `to`; returns how many files it holds. */
function copyPictures(from: string, to: string): number {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  else fs.mkdirSync(to, { recursive: true });
  return fs.readdirSync(to, { recursive: true }).length;
}

/** What a restore did. */
export interface Restored {
  manifest: Manifest;
  /** Whether the database was put back (SQLite), or is pg_restore's to do (PostgreSQL). */
  database: boolean;
  /** Where the data it replaced was moved, if there was any. */
  replaced: string | null;
}

/**
 * Puts the backup in `folder` back into `where`'s DATA_DIR, which no server may use meanwhile.
 * What was there is moved aside into `DATA_DIR/replaced-<time>/`, not deleted.
 */
export async function restore(where: Where, folder: string): Promise<Restored> {
  const source = path.resolve(folder);
  const manifest = readManifest(source);
  const database = !where.databaseUrl;
  if (database) {
    if (manifest.database !== 'sqlite')
      throw new Error(
        `${source} holds no SQLite database (it was made with DATABASE_URL): set DATABASE_URL ` +
          'to restore its pictures, and restore the database with pg_restore.',
      );
    await checkDatabase(path.join(source, BACKUP_FILES.database));
  }
  fs.mkdirSync(where.dataDir, { recursive: true });
  const claim = claimForRestore(where.dataDir);
  try {
    const replaced = moveAside(where.dataDir, database);
    if (database)
      fs.copyFileSync(
        path.join(source, BACKUP_FILES.database),
        path.join(where.dataDir, DATABASE_FILE),
      );
    copyPictures(path.join(source, BACKUP_FILES.uploads), uploadsDir(where.dataDir));
    return { manifest, database, replaced };
  } finally {
    claim.release();
  }
}

function readManifest(folder: string): Manifest {
  const file = path.join(folder, BACKUP_FILES.manifest);
  if (!fs.existsSync(file))
    throw new Error(`${folder} is not a backup: it has no ${BACKUP_FILES.manifest}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${manifest.format}.`);
  return manifest;
}

/** Fails unless the database file of a backup is whole. */
async function checkDatabase(file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`The backup has no database: ${file} is missing.`);
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * Moves the data a restore replaces (the database and its side files when `database`, and the
 * pictures) into a new `replaced-<time>` folder of `dataDir`; returns it, or null when there
 * was nothing to move.
 */
function moveAside(dataDir: string, database: boolean): string | null {
  const names = [
    ...(database ? [DATABASE_FILE, ...DATABASE_SIDE_FILES.map((s) => DATABASE_FILE + s)] : []),
    path.basename(uploadsDir(dataDir)),
  ].filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (names.length === 0) return null;
  const aside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(aside);
  for (const name of names) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
  return aside;
}
