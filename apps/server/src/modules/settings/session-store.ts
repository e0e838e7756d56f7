// Adapts the `sessions` table to the store interface of @fastify/session (the express-session
// store contract: get/set/destroy with callbacks). The session logic itself stays the library's.
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Db } from '../../db/database.js';
import { toNumber } from '../../db/values.js';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a session nobody signed in to is kept: long enough to fill in the login form. */
export const ANONYMOUS_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * When a stored session expires: with its cookie for a signed-in user, after two hours for an
 * anonymous one, so callers who only fetch XSRF tokens cannot fill the table for a week.
 */
export function sessionExpiresAt(session: Session, now = Date.now()): number {
  const expires = session.cookie?.expires;
  const cookieExpiry = expires
    ? new Date(expires).getTime()
    : now + (session.cookie?.originalMaxAge ?? DEFAULT_TTL_MS);
  return session.userId == null ? Math.min(cookieExpiry, now + ANONYMOUS_TTL_MS) : cookieExpiry;
}

/** A session store on the application database, so sessions survive a restart. */
export class DatabaseSessionStore implements SessionStore {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    const row = {
      data: JSON.stringify(session),
      user_id: session.userId ?? null,
      expires_at: sessionExpiresAt(session),
    };
    this.db
      .insertInto('sessions')
      .values({ sid, ...row })
      .onConflict((oc) => oc.column('sid').doUpdateSet(row))
      .execute()
      .then(() => this.purgeExpired())
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('sessions')
      .select(['data', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || toNumber(row.expires_at) <= Date.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as Session);
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  /** Drops expired rows at most once a minute, piggy-backing on writes. */
  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  }
}
