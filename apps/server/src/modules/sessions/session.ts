// A cookie session's data and its life: what a request reads and changes, and when it must be
// stored again. The plugin (plugins/session.ts) loads it from the store and saves it; nothing
// here touches the network, so a request that only reads costs a map lookup.
import crypto from 'node:crypto';
import type { JoinedTeam } from '../games/access.js';

/** What a session holds. */
export interface SessionData {
  /** The signed-in user; absent on an anonymous session. */
  userId?: number;
  /** The user's password stamp at sign-in (see `signIn` in plugins/auth.ts). */
  passwordStamp?: string;
  /** The back-office language chosen before signing in. */
  adminLanguage?: string;
  /** The team this session plays, after `join`. */
  team?: JoinedTeam;
  /** The XSRF secret kept by @fastify/csrf-protection. */
  _csrf?: string;
}

/**
 * A session as a store keeps it: its data and its cookie's expiry, in the shape of
 * express-session's stores, so the Redis store (connect-redis) and the rows written by earlier
 * versions read alike.
 */
export interface StoredSession extends SessionData {
  cookie?: { expires?: string | Date | null; originalMaxAge?: number | null };
}

/**
 * The store interface of express-session, which connect-redis and our database store offer, and
 * `refresh`, which both add (redis-session-store.ts, session-store.ts).
 */
export interface SessionStore {
  get(sid: string, callback: (err: unknown, session?: StoredSession | null) => void): void;
  set(sid: string, session: StoredSession, callback: (err?: unknown) => void): void;
  destroy(sid: string, callback: (err?: unknown) => void): void;
  /**
   * Writes `session` over `sid` only if the store still holds it; `kept` says whether it did. A
   * request whose session's expiry only moved on writes it so: a logout or a sign-in may have
   * ended that session since the request read it, and `set` would bring it back.
   */
  refresh(
    sid: string,
    session: StoredSession,
    callback: (err: unknown, kept?: boolean) => void,
  ): void;
}

/** A new session id: 192 random bits, URL-safe. */
function newSessionId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** When `stored` expires by its cookie, in ms since the epoch; 0 when it does not say. */
export function storedExpiry(stored: StoredSession): number {
  const expires = stored.cookie?.expires;
  if (expires instanceof Date) return expires.getTime() || 0;
  return expires ? new Date(expires).getTime() || 0 : 0;
}

/**
 * One request's view of its session. The data it was read with is shared with the store's
 * memory and never changed in place: the first change copies it.
 */
export class Session {
  private data: Readonly<StoredSession>;
  private changed = false;
  /** Ids this request let go of (regenerate, destroy), to delete from the store. */
  private readonly dropped: string[] = [];

  private constructor(
    private sid: string | null,
    data: Readonly<StoredSession>,
    /** The expiry the store holds, or 0 for a session not stored yet. */
    private storedUntil: number,
  ) {
    this.data = data;
  }

  /** A session nobody has stored yet; it gets an id when it is first saved. */
  static fresh(): Session {
    return new Session(null, {}, 0);
  }

  /** The session `sid` as the store returned it. */
  static restored(sid: string, stored: StoredSession): Session {
    // The stored `cookie` rides along unused (a copy without it would cost every request);
    // `toStore` writes a fresh one.
    return new Session(sid, stored, storedExpiry(stored));
  }

  /** The session's id once it has one (it was read, or it has been saved). */
  get id(): string | null {
    return this.sid;
  }

  /** Whether the store's copy has not expired by `now` (a store may keep expired ones a while). */
  isLive(now: number): boolean {
    return this.storedUntil > now;
  }

  /** All of the session's data, read-only (with the stored cookie's fields, if any). */
  all(): Readonly<SessionData> {
    return this.data;
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  /** Sets `key`, or removes it when `value` is undefined. */
  set<K extends keyof SessionData>(key: K, value: SessionData[K] | undefined): void {
    if (this.data[key] === value) return;
    const next: StoredSession = { ...this.data };
    if (value === undefined) delete next[key];
    else next[key] = value;
    this.data = next;
    this.changed = true;
  }

  /**
   * Gives the session a new id, keeping only `keep` of its data (nothing by default); the old
   * id is deleted from the store when the answer is saved. Sign-in and join call it, which
   * defeats session fixation.
   */
  regenerate(keep: readonly (keyof SessionData)[] = []): void {
    const kept: Record<string, unknown> = {};
    for (const key of keep) if (this.data[key] !== undefined) kept[key] = this.data[key];
    this.dropId();
    this.data = kept;
    this.changed = true;
  }

  /** Ends the session: its data goes, and its id is deleted from the store. */
  destroy(): void {
    this.dropId();
    this.data = {};
    this.changed = false;
  }

  /** The ids to delete from the store, once; see `regenerate` and `destroy`. */
  takeDropped(): string[] {
    return this.dropped.splice(0);
  }

  /**
   * Whether the store must be written now: the data changed (a session not stored yet only once
   * it holds something), or the sliding expiry `expiresAt` has moved by `touchAfterMs` since the
   * store's copy was written.
   */
  needsSave(expiresAt: number, touchAfterMs: number): boolean {
    if (this.changed) return this.sid !== null || Object.keys(this.data).length > 0;
    return this.storedUntil > 0 && expiresAt - this.storedUntil >= touchAfterMs;
  }

  /** Whether this request changed the data, rather than only being due to move the expiry. */
  get isChanged(): boolean {
    return this.changed;
  }

  /** What to store for an expiry of `expiresAt`, given an id first if it has none. */
  toStore(expiresAt: number, maxAgeMs: number): { sid: string; stored: StoredSession } {
    this.sid ??= newSessionId();
    return {
      sid: this.sid,
      stored: { ...this.data, cookie: { expires: new Date(expiresAt), originalMaxAge: maxAgeMs } },
    };
  }

  /** Records that the store now holds this session until `expiresAt`. */
  saved(expiresAt: number): void {
    this.changed = false;
    this.storedUntil = expiresAt;
  }

  private dropId(): void {
    if (this.sid !== null) this.dropped.push(this.sid);
    this.sid = null;
    this.storedUntil = 0;
  }
}
