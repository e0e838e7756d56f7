// The app's one way of keeping answers (`app.cache`, made by plugins/cache.ts): values derived
// from rarely changing tables (label maps, system messages, catalog lists, the signed-in user),
// the JSON bytes of answers, and those bytes' compressed copies. Whoever reads gets the cache
// passed in; whoever writes drops what the write changed, after it commits and before it answers.
//
// Two kinds of staleness, one store:
// - Groups (CacheGroup): a write drops its whole group. Across processes (REDIS_URL) each group
//   has a generation, a counter in one Redis hash, that a write increments; a read fetches the
//   generation (one small HGET) and serves its copy only if it was loaded under the same one, so
//   a write on one process is seen by the next read on every other, with no window (a pub/sub
//   message could still be on its way, and is lost while a subscriber reconnects). Without Redis
//   there is one process, and a write simply drops its group. While Redis is away, reads that
//   need a generation fail (the API answers 503) and a committed write still succeeds: its
//   groups are announced once Redis is back, and every process then starts its copies afresh.
// - Game views (view-cache.ts): every game write bumps the game's version in its
//   transaction, and a read keys the answer by the version it read, so no message is needed.
//   An answer built from several games (an event's report) is keyed by all their versions
//   (versions-cache.ts).
//
// Compressed copies are made by @fastify/compress, which negotiates `Accept-Encoding` and calls
// `compressed` (plugins/compress.ts): a kept body is compressed once per encoding.
//
// Not kept here, on purpose: prepared queries (db/prepared.ts) keep compiled SQL, which no write
// changes; the session store's copy (modules/sessions/session-store.ts) is per visitor, written
// through by the store itself and gone after a second; the cookie signer's memory
// (modules/sessions/session-signer.ts) keeps the results of a pure function of the secret.
import { ViewCache, type BuiltView, type ViewKey } from './view-cache.js';
import { VersionsCache } from './versions-cache.js';
import type { RedisClient } from '../redis-client.js';

/** The groups of kept values, each dropped as a whole by the writes that change it. */
export type CacheGroup =
  'admin-labels' | 'system-messages' | 'country-presets' | 'users' | 'access-codes';
export const CACHE_GROUPS: readonly CacheGroup[] = [
  'admin-labels',
  'system-messages',
  'country-presets',
  'users',
  'access-codes',
];

interface Entry {
  generation: string;
  value: Promise<unknown>;
}

export class Cache {
  private readonly entries = new Map<CacheGroup, Map<string, Entry>>();
  private readonly generationsKey: string;
  private readonly views = new ViewCache<unknown>();
  private readonly acrossViews = new VersionsCache<unknown>();
  /** The compressed copies of kept bodies, by encoding; they go when their body does. */
  private readonly copies = new WeakMap<Buffer, Map<string, Buffer>>();

  /** Groups written here while Redis was away: their generations still have to move. */
  private readonly unannounced = new Set<CacheGroup>();

  /**
   * `onError` hears the Redis failures a write survives: its commit stands, and the other
   * processes learn of it once Redis is back.
   */
  constructor(
    private readonly redis: RedisClient | null,
    prefix: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.generationsKey = `${prefix}cache:generations`;
    // Back from an outage, nothing kept here can be trusted: writes on other processes went
    // unannounced, and a Redis restarted empty counts its generations from 0 again.
    redis?.on('ready', () => {
      this.entries.clear();
      void this.announce([...this.unannounced]);
    });
  }

  /** The value `id` of `group`, loaded by `load` when missing or written since it was loaded. */
  get<T>(group: CacheGroup, id: string, load: () => Promise<T>): Promise<T> {
    // Without Redis nothing is awaited: every signed-in request reads the users group.
    if (!this.redis) return this.entry(group, id, '0', load);
    return this.redis
      .hGet(this.generationsKey, group)
      .then((generation) => this.entry(group, id, generation ?? '0', load));
  }

  /**
   * The JSON bytes of the answer `id` of `group`: `write` (the route's serializer) turns the
   * loaded value into text once per load, so a kept answer is not serialised again per request.
   */
  json<T>(
    group: CacheGroup,
    id: string,
    write: (data: T) => string,
    load: () => Promise<T>,
  ): Promise<Buffer> {
    return this.get(group, `${id}:json`, async () => this.kept(Buffer.from(write(await load()))));
  }

  /**
   * A game's view for `key` (see view-cache.ts), its JSON bytes and the extra kept beside them:
   * the kept ones while the game is at `key.version`, else `build()`'s, checked against
   * `currentVersion()` before keeping.
   */
  view<Extra>(
    key: ViewKey,
    build: () => Promise<BuiltView<Extra>>,
    currentVersion: () => Promise<number | null>,
  ): Promise<BuiltView<Extra>> {
    const view = this.views.getView(
      key,
      async () => {
        const built = await build();
        return { ...built, json: this.kept(built.json) };
      },
      currentVersion,
    );
    // One viewer key names one kind of view, so what is kept under it is what its build gives.
    return view as Promise<BuiltView<Extra>>;
  }

  /**
   * The answer `name` built from several games (see versions-cache.ts): the kept one while its
   * games are at `versions`, else `build()`'s, kept when `current()` still gives `versions`.
   */
  acrossGames<T>(
    name: string,
    versions: string,
    build: () => Promise<T>,
    current: () => Promise<string>,
  ): Promise<T> {
    // One name names one kind of answer, so what is kept under it is what its build gives.
    return this.acrossViews.get(name, versions, build, current) as Promise<T>;
  }

  /**
   * Drops `groups` here and, with Redis, on every process; call it after the write commits. It
   * never fails: without Redis the other processes are told once it is back.
   */
  async invalidate(...groups: CacheGroup[]): Promise<void> {
    for (const group of groups) this.entries.delete(group);
    await this.announce(groups);
  }

  /** Moves the generations of `groups` in Redis, or keeps them to move when Redis is back. */
  private async announce(groups: CacheGroup[]): Promise<void> {
    if (!this.redis || groups.length === 0) return;
    const multi = this.redis.multi();
    for (const group of groups) multi.hIncrBy(this.generationsKey, group, 1);
    try {
      await multi.exec();
      for (const group of groups) this.unannounced.delete(group);
    } catch (err) {
      for (const group of groups) this.unannounced.add(group);
      this.onError(err);
    }
  }

  /**
   * `body` compressed by `compress` for `encoding`: made once per kept body (from `json` or
   * `view`) and served from memory after, made afresh for any other body.
   */
  compressed(body: Buffer, encoding: string, compress: (body: Buffer) => Buffer): Buffer {
    const byEncoding = this.copies.get(body);
    if (!byEncoding) return compress(body);
    let copy = byEncoding.get(encoding);
    if (!copy) byEncoding.set(encoding, (copy = compress(body)));
    return copy;
  }

  private kept(body: Buffer): Buffer {
    this.copies.set(body, new Map());
    return body;
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
}
