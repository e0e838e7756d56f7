// Adapts the `sessions` table to the store interface of express-session (get/set/destroy with
// callbacks), which plugins/session.ts uses for this store and connect-redis's alike.
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { toNumber } from '../../db/values.js';
import type { SessionStore, StoredSession } from './session.js';
import { deepFreeze } from '../../deep-freeze.js';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: StoredSession | null) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a session nobody signed in to is kept: long enough to fill in the login form. */
export const ANONYMOUS_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * When a stored session expires: with its cookie for a signed-in user, after two hours for an
 * anonymous one, so callers who only fetch XSRF tokens cannot fill the table for a week.
 */
export function sessionExpiresAt(session: StoredSession, now = Date.now()): number {
  const expires = session.cookie?.expires;
  const cookieExpiry = expires
    ? new Date(expires).getTime()
    : now + (session.cookie?.originalMaxAge ?? DEFAULT_TTL_MS);
  return session.userId == null ? Math.min(cookieExpiry, now + ANONYMOUS_TTL_MS) : cookieExpiry;
}

// Every request with a session cookie reads its session: the query is compiled once.
const selectSession = preparedQuery(1, (db, sid: string) =>
  db.selectFrom('sessions').select(['data', 'expires_at']).where('sid', '=', sid),
);

/**
 * How long a session read from the database is served from memory. Without Redis the app runs
 * as one process (several need REDIS_URL, whose store this is not), and this process's own writes
 * update the copy at once; the time limit bounds what a second process sharing the database by
 * mistake could miss.
 */
export const SESSION_MEMORY_MS = 1000;
/** How many sessions are kept in memory before the copies start over. */
const SESSIONS_IN_MEMORY = 20_000;

interface Remembered {
  /** The stored session, frozen: every reader gets this same object (see `found`). */
  session: StoredSession;
  expiresAt: number;
  until: number;
}

/**
 * A session store on the application database, so sessions survive a restart. Every request
 * with a session cookie reads its session, so recent reads are kept in memory for a moment.
 */
export class DatabaseSessionStore implements SessionStore {
  private lastPurge = 0;
  private readonly memory = new Map<string, Remembered>();
  /** Counts this store's writes: a read that overlapped one may hold what it replaced. */
  private writes = 0;

  constructor(private readonly db: Db) {}

  set(sid: string, session: StoredSession, callback: Callback): void {
    const row = {
      data: JSON.stringify(session),
      user_id: session.userId ?? null,
      expires_at: sessionExpiresAt(session),
    };
    this.forget(sid);
    const writes = this.writes;
    this.db
      .insertInto('sessions')
      .values({ sid, ...row })
      .onConflict((oc) => oc.column('sid').doUpdateSet(row))
      .execute()
      .then(() => {
        if (writes === this.writes) this.remember(sid, row.data, row.expires_at);
      })
      .then(() => this.purgeExpired())
      .then(() => callback(), callback);
  }

  refresh(sid: string, session: StoredSession, callback: (err: unknown, kept?: boolean) => void) {
    const row = { data: JSON.stringify(session), expires_at: sessionExpiresAt(session) };
    this.forget(sid);
    const writes = this.writes;
    this.db
      .updateTable('sessions')
      .set(row)
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((result) => {
        const kept = result.numUpdatedRows > 0n;
        if (kept && writes === this.writes) this.remember(sid, row.data, row.expires_at);
        callback(null, kept);
      }, callback);
  }

  get(sid: string, callback: GetCallback): void {
    const now = Date.now();
    const known = this.memory.get(sid);
    if (known && known.until > now) return found(known, now, callback);
    const writes = this.writes;
    selectSession(this.db, sid).then(([row]) => {
      if (!row) return callback(null, null);
      const read = this.remembered(row.data, toNumber(row.expires_at));
      if (writes === this.writes) this.keep(sid, read);
      found(read, Date.now(), callback);
    }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.forget(sid);
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  private forget(sid: string): void {
    this.writes++;
    this.memory.delete(sid);
  }

  private remember(sid: string, data: string, expiresAt: number): void {
    this.keep(sid, this.remembered(data, expiresAt));
  }

  private remembered(data: string, expiresAt: number): Remembered {
    const session = JSON.parse(data) as StoredSession;
    // Each request reads the expiry: parse the date once.
    if (typeof session.cookie?.expires === 'string')
      session.cookie.expires = new Date(session.cookie.expires);
    deepFreeze(session);
    return { session, expiresAt, until: Date.now() + SESSION_MEMORY_MS };
  }

  private keep(sid: string, remembered: Remembered): void {
    if (this.memory.size >= SESSIONS_IN_MEMORY) this.memory.clear();
    this.memory.set(sid, remembered);
  }

  /** Drops expired rows at most once a minute, piggy-backing on writes. */
  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  }
}

/**
 * Hands over the stored session itself, not a copy: it is frozen, and a request's Session copies
 * its data before the first change (modules/sessions/session.ts).
 */
function found(known: Remembered, now: number, callback: GetCallback): void {
  callback(null, known.expiresAt <= now ? null : known.session);
}
