// Who uses a DATA_DIR right now. Each server process keeps a claim file in DATA_DIR/run, and a
// restore keeps one while it replaces the data: a restore refuses to start while a server holds
// a live claim, and a server refuses to start during a restore. Each side writes its own claim
// before it looks for the other's, so two that start together cannot both miss each other.
//
// A claim is live while its holder refreshes it (every 2 s): a process that crashed stops
// refreshing, and on the same machine its pid is gone at once. Claims on shared storage (several
// machines, one uploads folder) work the same, by their age alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUN_DIR = 'run';
const SERVER_PREFIX = 'server-';
const RESTORE_FILE = 'restore';
const REFRESH_MS = 2000;
/** A claim not refreshed for this long belongs to a process that is gone. */
const STALE_MS = 10_000;

/** What a claim file holds. */
interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** A claim held by this process; `release` removes it. */
export interface Claim {
  release(): void;
}

/** A server runs on this DATA_DIR; the message names its process. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Claims `dataDir` for a server process; fails while a restore runs on it. Claims left behind by
 * server processes that are gone (killed, crashed) are removed on the way.
 */
export function claimForServer(dataDir: string): Claim {
  const file = path.join(runDir(dataDir), `${SERVER_PREFIX}${os.hostname()}-${process.pid}`);
  writeClaim(file);
  removeDeadServerClaims(dataDir);
  const restore = liveHolder(path.join(runDir(dataDir), RESTORE_FILE));
  if (restore) {
    fs.rmSync(file, { force: true });
    throw new DataDirInUseError(
      `A restore into ${dataDir} is running (${describe(restore)}): start the server once it is done.`,
    );
  }
  return refreshed(file);
}

/** Claims `dataDir` for a restore; fails while a server (or another restore) uses it. */
export function claimForRestore(dataDir: string): Claim {
  const file = path.join(runDir(dataDir), RESTORE_FILE);
  const other = liveHolder(file);
  if (other) throw new DataDirInUseError(`Another restore is running (${describe(other)}).`);
  writeClaim(file);
  const servers = liveServers(dataDir);
  if (servers.length > 0) {
    fs.rmSync(file, { force: true });
    throw new DataDirInUseError(
      `A server uses ${dataDir} (${servers.map(describe).join('; ')}): stop it before restoring.`,
    );
  }
  return refreshed(file);
}

/** Fails while a restore runs on `dataDir` (a backup then would copy half-replaced data). */
export function refuseDuringRestore(dataDir: string): void {
  const restore = liveHolder(path.join(runDir(dataDir), RESTORE_FILE));
  if (restore)
    throw new DataDirInUseError(`A restore into ${dataDir} is running (${describe(restore)}).`);
}

/** The server processes holding a live claim on `dataDir`. */
export function liveServers(dataDir: string): Holder[] {
  const dir = runDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(SERVER_PREFIX))
    .map((name) => liveHolder(path.join(dir, name)))
    .filter((holder): holder is Holder => holder !== null);
}

/**
 * Removes the claims of server processes that are gone: on this machine, those whose process no
 * longer exists; on any, those not refreshed for a long while. A claim that cannot be read yet
 * (its holder is writing it) is left alone, and a holder that was only frozen writes its claim
 * again at its next refresh.
 */
function removeDeadServerClaims(dataDir: string): void {
  const dir = runDir(dataDir);
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(SERVER_PREFIX)) continue;
    const file = path.join(dir, name);
    try {
      const stale = Date.now() - fs.statSync(file).mtimeMs > STALE_MS;
      if (stale || isDeadHere(JSON.parse(fs.readFileSync(file, 'utf8')) as Holder))
        fs.rmSync(file, { force: true });
    } catch {
      // Gone meanwhile, or not fully written yet: nothing to remove.
    }
  }
}

/** True for a holder on this machine whose process no longer exists. */
function isDeadHere(holder: Holder): boolean {
  return holder.host === os.hostname() && !processExists(holder.pid);
}

function runDir(dataDir: string): string {
  return path.join(dataDir, RUN_DIR);
}

function writeClaim(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const holder: Holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(holder));
}

/** Keeps `file` fresh until released; the timer never keeps the process alive by itself. */
function refreshed(file: string): Claim {
  const timer = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Removed by someone (a cleanup of DATA_DIR): claim it again.
      writeClaim(file);
    }
  }, REFRESH_MS);
  timer.unref();
  return {
    release() {
      clearInterval(timer);
      fs.rmSync(file, { force: true });
    },
  };
}

/** The holder of the claim in `file` while it is live, else null. */
function liveHolder(file: string): Holder | null {
  let holder: Holder;
  let age: number;
  try {
    age = Date.now() - fs.statSync(file).mtimeMs;
    holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
  if (age > STALE_MS || isDeadHere(holder)) return null;
  return holder;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describe(holder: Holder): string {
  return `process ${holder.pid} on ${holder.host}, since ${holder.since}`;
}
