import { describe, expect, it } from 'vitest';
import { ViewCache, type ViewKey } from './view-cache.js';

const stamp = {};
const key = (gameId: number, version: number, viewer = 'team:1'): ViewKey => ({
  gameId,
  version,
  stamp,
  viewer,
});

/** A build that counts its calls and answers `text` at `version`. */
function builder(version: number, text = `v${version}`) {
  const calls = { count: 0 };
  const build = async () => {
    calls.count++;
    return { version, json: Buffer.from(text) };
  };
  return { calls, build };
}

const at = (version: number | null) => async () => version;

describe('ViewCache', () => {
  it('builds once per game, version, stamp and viewer', async () => {
    const cache = new ViewCache();
    const { calls, build } = builder(3);
    const answers = await Promise.all([
      cache.get(key(1, 3), build, at(3)),
      cache.get(key(1, 3), build, at(3)),
    ]);
    expect(answers.map(String)).toEqual(['v3', 'v3']);
    expect(String(await cache.get(key(1, 3), build, at(3)))).toBe('v3');
    expect(calls.count).toBe(1);
    // Another viewer, another version or other texts: built apart.
    await cache.get(key(1, 3, 'team:2'), build, at(3));
    expect(calls.count).toBe(2);
    await cache.get({ ...key(1, 3), stamp: {} }, build, at(3));
    expect(calls.count).toBe(3);
    const next = builder(4);
    expect(String(await cache.get(key(1, 4), next.build, at(4)))).toBe('v4');
    expect(next.calls.count).toBe(1);
  });

  it('keeps nothing read while the game moved, nor a failed build', async () => {
    const cache = new ViewCache();
    // Built at 3, but the game is at 4 once built: answered, not kept.
    const moved = builder(3);
    expect(String(await cache.get(key(1, 3), moved.build, at(4)))).toBe('v3');
    await cache.get(key(1, 3), moved.build, at(4));
    expect(moved.calls.count).toBe(2);
    // Read at a newer version than the request's: answered, not kept under the older one.
    const newer = builder(5);
    await cache.get(key(2, 4), newer.build, at(5));
    await cache.get(key(2, 4), newer.build, at(5));
    expect(newer.calls.count).toBe(2);
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('no game');
    };
    await expect(cache.get(key(3, 1), failing, at(1))).rejects.toThrow('no game');
    await expect(cache.get(key(3, 1), failing, at(1))).rejects.toThrow('no game');
    expect(failures).toBe(2);
  });

  it('answers an older version without touching the kept newer one', async () => {
    const cache = new ViewCache();
    const v2 = builder(2);
    await cache.get(key(1, 2), v2.build, at(2));
    const v1 = builder(1);
    await cache.get(key(1, 1), v1.build, at(2));
    await cache.get(key(1, 2), v2.build, at(2));
    expect(v2.calls.count).toBe(1);
  });

  it('stays within its bounds: least recently used games first out, viewers per game', async () => {
    const cache = new ViewCache({ games: 2, viewsPerGame: 2 });
    const { calls, build } = builder(1);
    await cache.get(key(1, 1), build, at(1));
    await cache.get(key(2, 1), build, at(1));
    await cache.get(key(1, 1), build, at(1)); // game 1 used last
    await cache.get(key(3, 1), build, at(1)); // game 2 goes
    expect(cache.size).toBe(2);
    expect(calls.count).toBe(3);
    await cache.get(key(1, 1), build, at(1));
    expect(calls.count).toBe(3);
    await cache.get(key(2, 1), build, at(1));
    expect(calls.count).toBe(4);
    for (const viewer of ['a', 'b', 'c']) await cache.get(key(9, 1, viewer), build, at(1));
    expect(calls.count).toBe(7);
    // The third viewer started the game's views over.
    await cache.get(key(9, 1, 'c'), build, at(1));
    await cache.get(key(9, 1, 'a'), build, at(1));
    expect(calls.count).toBe(8);
  });
});
