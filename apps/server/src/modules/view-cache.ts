// Finished answers of a game's views (a team's state, the host's control screen), kept in memory
// as JSON text (its UTF-8 bytes, ready to write): the part of the app's cache (cache.ts) whose
// staleness is the game's version rather than a group's generation. A view changes only when the
// game's `version` does (every write bumps it in the transaction that writes), or when the game
// language's texts are edited (their `stamp`). So an answer is kept under (game, version, texts
// stamp, viewer), and a request that has read the game's current version (one small indexed
// query) can send it as it is. Every process keys by the version it reads from the database, so
// several processes need no invalidation messages.
//
// Only the latest version of each game is kept, for at most `games` games (least recently used
// first out) and `viewsPerGame` viewers each (a game's teams, at most 9, its hosts' links, and
// its tile on an event's dashboard), so memory stays bounded. The viewer key is made by the caller
// after its access check ("team:<country id>", "host:<access link>" or "event-tile"); answers of
// different viewers never share an entry.
//
// A viewer's answer may also hold a part of its own that changes without the game's version (a
// team's draft, API.md "The room"): the caller reads that part's version with the game's and
// passes it as `own`, and a kept answer serves only requests that read the same `own`.
//
// A part of an answer that changes with the time, not the version (a game's round clock), is kept
// out of the bytes: the build gives what it is computed from as `extra`, kept beside them, and
// the caller computes it per request (games/clock-view.ts). This cache never looks inside it.

/** What a build produced: the answer, the game version it was read at, and its `Extra`. */
export interface BuiltView<Extra = never> {
  /** The version of the game row the answer was built from. */
  version: number;
  /** The version of the viewer's own part the answer was built from (see `ViewKey.own`). */
  own?: number;
  /** The answer's JSON text in UTF-8. */
  json: Buffer;
  /** What the caller keeps beside the bytes, to finish the answer at each request. */
  extra?: Extra;
}

/** Which answer: the game, the version the request read, the texts and the viewer. */
export interface ViewKey {
  gameId: number;
  version: number;
  stamp: object;
  viewer: string;
  /** The version of the viewer's own part the request read, beside the game's (a team's draft). */
  own?: number;
}

interface KeptView<Extra> {
  own: number | undefined;
  built: Promise<BuiltView<Extra>>;
}

interface GameViews<Extra> {
  version: number;
  stamp: object;
  views: Map<string, KeptView<Extra>>;
}

export interface ViewCacheLimits {
  games: number;
  viewsPerGame: number;
}

export class ViewCache<Extra = never> {
  private readonly games = new Map<number, GameViews<Extra>>();

  constructor(private readonly limits: ViewCacheLimits = { games: 256, viewsPerGame: 16 }) {}

  /**
   * The answer for `key`: the kept one, else `build()`'s. A built answer is kept only when it
   * was read at `key.version` and `currentVersion()` still gives that version once it is built:
   * then no write committed while its parts were read, so they all belong to that version. An
   * answer that fails to build is never kept.
   */
  async get(
    key: ViewKey,
    build: () => Promise<BuiltView<Extra>>,
    currentVersion: () => Promise<number | null>,
  ): Promise<Buffer> {
    return (await this.getView(key, build, currentVersion)).json;
  }

  /** As `get`, with the whole built view (its bytes and what its clock is computed from). */
  async getView(
    key: ViewKey,
    build: () => Promise<BuiltView<Extra>>,
    currentVersion: () => Promise<number | null>,
  ): Promise<BuiltView<Extra>> {
    const game = this.entryFor(key);
    // A request that read an older version than the one kept: answer it without keeping.
    if (!game) return build();
    const kept = game.views.get(key.viewer);
    if (kept && kept.own === key.own) return kept.built;
    if (!kept && game.views.size >= this.limits.viewsPerGame) game.views.clear();
    const built = build().then(async (view) => {
      const current = view.version === key.version && view.own === key.own;
      if (!current || (await currentVersion()) !== key.version)
        this.forget(game, key.viewer, built);
      return view;
    });
    game.views.set(key.viewer, { own: key.own, built });
    built.catch(() => this.forget(game, key.viewer, built));
    return built;
  }

  /** The number of games with kept answers (for tests). */
  get size(): number {
    return this.games.size;
  }

  /** The entry of `key`'s game at its version and stamp, made fresh when older; null when newer. */
  private entryFor(key: ViewKey): GameViews<Extra> | null {
    let game = this.games.get(key.gameId);
    if (game && game.version > key.version) return null;
    if (game) this.games.delete(key.gameId);
    if (!game || game.version !== key.version || game.stamp !== key.stamp)
      game = { version: key.version, stamp: key.stamp, views: new Map() };
    // Most recently used last; the first is the least recently used.
    this.games.set(key.gameId, game);
    if (this.games.size > this.limits.games) {
      const oldest = this.games.keys().next();
      if (!oldest.done) this.games.delete(oldest.value);
    }
    return game;
  }

  private forget(game: GameViews<Extra>, viewer: string, built: Promise<BuiltView<Extra>>): void {
    if (game.views.get(viewer)?.built === built) game.views.delete(viewer);
  }
}
