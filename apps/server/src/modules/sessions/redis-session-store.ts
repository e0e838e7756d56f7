// The Redis session store: connect-redis's, with the one write it lacks (`refresh`).
import { RedisStore } from 'connect-redis';
import type { RedisClient } from '../../redis-client.js';
import type { SessionStore, StoredSession } from './session.js';
import { sessionExpiresAt } from './session-store.js';

/** Seconds until `session` expires (an anonymous one sooner: see `sessionExpiresAt`). */
function ttlSeconds(session: StoredSession): number {
  return Math.ceil((sessionExpiresAt(session) - Date.now()) / 1000);
}

export class RedisSessionStore extends RedisStore implements SessionStore {
  private readonly redis: RedisClient;

  constructor(client: RedisClient, prefix: string) {
    super({ client, prefix, ttl: (sess) => ttlSeconds(sess as StoredSession) });
    this.redis = client;
  }

  refresh(
    sid: string,
    session: StoredSession,
    callback: (err: unknown, kept?: boolean) => void,
  ): void {
    const ttl = ttlSeconds(session);
    if (ttl <= 0) return callback(null, false);
    // XX: written only over a key that is still there, in the one command.
    this.redis
      .set(this.prefix + sid, JSON.stringify(session), {
        expiration: { type: 'EX', value: ttl },
        condition: 'XX',
      })
      .then((answer) => callback(null, answer === 'OK'), callback);
  }
}
