import { describe, expect, it } from 'vitest';
import { VersionsCache } from './versions-cache.js';

/** A build that counts its calls and answers `text`. */
function builder(text: string) {
  const calls = { count: 0 };
  const build = async () => {
    calls.count++;
    return text;
  };
  return { calls, build };
}

const at = (versions: string) => async () => versions;

describe('VersionsCache', () => {
  it('builds once per name and versions of its games', async () => {
    const cache = new VersionsCache<string>();
    const { calls, build } = builder('a');
    expect(
      await Promise.all([
        cache.get('event:1', '1:3,2:5', build, at('1:3,2:5')),
        cache.get('event:1', '1:3,2:5', build, at('1:3,2:5')),
      ]),
    ).toEqual(['a', 'a']);
    expect(calls.count).toBe(1);
    // One of its games moved: built again, and kept at the new versions.
    const next = builder('b');
    expect(await cache.get('event:1', '1:4,2:5', next.build, at('1:4,2:5'))).toBe('b');
    expect(await cache.get('event:1', '1:4,2:5', next.build, at('1:4,2:5'))).toBe('b');
    expect(next.calls.count).toBe(1);
    // Another name is built apart.
    await cache.get('event:2', '1:4,2:5', build, at('1:4,2:5'));
    expect(calls.count).toBe(2);
  });

  it('keeps nothing written meanwhile, nor a failed build, and at most its limit', async () => {
    const cache = new VersionsCache<string>(2);
    const moved = builder('a');
    await cache.get('event:1', '1:3', moved.build, at('1:4'));
    await cache.get('event:1', '1:3', moved.build, at('1:4'));
    expect(moved.calls.count).toBe(2);
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('no game');
    };
    await expect(cache.get('event:2', '1:3', failing, at('1:3'))).rejects.toThrow('no game');
    await expect(cache.get('event:2', '1:3', failing, at('1:3'))).rejects.toThrow('no game');
    expect(failures).toBe(2);
    const { build } = builder('c');
    for (const name of ['a', 'b', 'c']) await cache.get(name, '1:1', build, at('1:1'));
    expect(cache.size).toBe(2);
  });
});
