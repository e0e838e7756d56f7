// Answers built from several games at once (an event's report from its worlds), kept while none
// of those games has changed: the part of the app's cache (cache.ts) that view-cache.ts is for
// one game. Every write bumps its game's version in the transaction that writes, so an answer
// is kept under the versions of its games (the caller's `versions`, e.g. "41:7,42:9"), read
// before it is built; it is kept only when the games are still at those versions once it is
// built, so nothing written meanwhile hides in it. Several processes key by what they read from
// the database, so they need no messages either.
//
// Only the latest answer per name is kept (an event's report for one set of readers), for at
// most `limit` names, least recently used first out.

interface Kept<T> {
  versions: string;
  value: Promise<T>;
}

export class VersionsCache<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(private readonly limit = 64) {}

  /**
   * The answer `name` at `versions`: the kept one, else `build()`'s, kept when `current()` still
   * gives `versions` once it is built. A build that fails is never kept.
   */
  get(
    name: string,
    versions: string,
    build: () => Promise<T>,
    current: () => Promise<string>,
  ): Promise<T> {
    const kept = this.kept.get(name);
    this.kept.delete(name);
    if (kept?.versions === versions) {
      this.kept.set(name, kept);
      return kept.value;
    }
    const value = build().then(async (answer) => {
      if ((await current()) !== versions) this.forget(name, entry);
      return answer;
    });
    const entry = { versions, value };
    this.kept.set(name, entry);
    value.catch(() => this.forget(name, entry));
    if (this.kept.size > this.limit) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    return value;
  }

  /** The number of names with a kept answer (for tests). */
  get size(): number {
    return this.kept.size;
  }

  private forget(name: string, entry: Kept<T>): void {
    if (this.kept.get(name) === entry) this.kept.delete(name);
  }
}
