import { describe, expect, it } from 'vitest';
import { Cache } from './cache.js';

describe('Cache', () => {
  it('loads a value once until its group is written', async () => {
    const cache = new Cache(null, 'test:');
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('users', '1', load)).toBe(1);
    expect(await cache.get('users', '1', load)).toBe(1);
    await cache.invalidate('country-presets');
    expect(await cache.get('users', '1', load)).toBe(1);
    await cache.invalidate('users');
    expect(await cache.get('users', '1', load)).toBe(2);
  });

  it('compresses a kept answer once per encoding, and any other body each time', async () => {
    const cache = new Cache(null, 'test:');
    const json = await cache.json('country-presets', 'list', JSON.stringify, async () => [1]);
    expect(json.toString()).toBe('[1]');
    let compressions = 0;
    const compress = (body: Buffer) => {
      compressions++;
      return Buffer.concat([Buffer.from('z'), body]);
    };
    const first = cache.compressed(json, 'br', compress);
    expect(cache.compressed(json, 'br', compress)).toBe(first);
    cache.compressed(json, 'gzip', compress);
    expect(compressions).toBe(2);
    const other = Buffer.from('[2]');
    cache.compressed(other, 'br', compress);
    cache.compressed(other, 'br', compress);
    expect(compressions).toBe(4);
  });
});
