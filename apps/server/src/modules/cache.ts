// Things that rarely change (label maps, system messages, catalog lists), kept in memory and
// dropped when written. Each value belongs to a group; a write invalidates its whole group.
//
// Across processes (REDIS_URL): each group has a generation, a counter in one Redis hash, that
// a write increments after it commits and before it answers. A read fetches the generation (one
// small HGET) and serves its copy only if it was loaded under the same one, so a write on one
// process is seen by the next read on every other, with no window: a message on pub/sub could
// still be on its way when that read comes, and is lost while a subscriber reconnects.
// Without Redis there is one process, and a write simply drops its group.
import type { Db } from '../db/database.js';
import type { RedisClient } from '../plugins/redis.js';

/** The groups of cached values, each invalidated as a whole by the writes that change it. */
export type CacheGroup = 'admin-labels' | 'game-texts' | 'country-presets' | 'users';
export const CACHE_GROUPS: readonly CacheGroup[] = [
  'admin-labels',
  'game-texts',
  'country-presets',
  'users',
];

interface Entry {
  generation: string;
  value: Promise<unknown>;
}

export class SharedCache {
  private readonly entries = new Map<CacheGroup, Map<string, Entry>>();
  private readonly generationsKey: string;

  constructor(
    private readonly redis: RedisClient | null,
    prefix: string,
  ) {
    this.generationsKey = `${prefix}cache:generations`;
  }

  /** The value `id` of `group`, loaded by `load` when missing or written since it was loaded. */
  get<T>(group: CacheGroup, id: string, load: () => Promise<T>): Promise<T> {
    // Without Redis nothing is awaited: every signed-in request reads the users group.
    if (!this.redis) return this.entry(group, id, '0', load);
    return this.redis
      .hGet(this.generationsKey, group)
      .then((generation) => this.entry(group, id, generation ?? '0', load));
  }

  private entry<T>(
    group: CacheGroup,
    id: string,
    generation: string,
    load: () => Promise<T>,
  ): Promise<T> {
    let entries = this.entries.get(group);
    if (!entries) this.entries.set(group, (entries = new Map()));
    const entry = entries.get(id);
    if (entry?.generation === generation) return entry.value as Promise<T>;
    const value = load();
    const fresh = { generation, value };
    entries.set(id, fresh);
    // A failed load is not kept: the next read tries again.
    value.catch(() => {
      if (entries.get(id) === fresh) entries.delete(id);
    });
    return value;
  }

  /** Drops `groups` here and, with Redis, on every process; call it after the write commits. */
  async invalidate(...groups: CacheGroup[]): Promise<void> {
    for (const group of groups) this.entries.delete(group);
    if (this.redis) {
      const multi = this.redis.multi();
      for (const group of groups) multi.hIncrBy(this.generationsKey, group, 1);
      await multi.exec();
    }
  }
}

const caches = new WeakMap<Db, SharedCache>();

/** Makes `cache` the one that `cached` uses for `db` (the app does it at start). */
export function attachCache(db: Db, cache: SharedCache): void {
  caches.set(db, cache);
}

/**
 * The cached value `id` of `group` for the app that owns `db`, or a fresh load where no app
 * runs (command-line tools, test workers).
 */
export function cached<T>(db: Db, group: CacheGroup, id: string, load: () => Promise<T>) {
  const cache = caches.get(db);
  return cache ? cache.get(group, id, load) : load();
}
