import { describe, expect, it } from 'vitest';
import { parsePlayerAddress, resolveAddress } from './address';

const ids = (href: string) => {
  const { gameId, countryId } = parsePlayerAddress(href);
  return { gameId, countryId };
};

describe('the player address', () => {
  it('names the game, and the country when the link has one', () => {
    expect(ids('/game/12')).toEqual({ gameId: '12', countryId: undefined });
    expect(ids('/game/12/3')).toEqual({ gameId: '12', countryId: '3' });
  });

  it('matches as the router did: any case, trailing slashes, the ids left as text', () => {
    expect(ids('/GAME/12/')).toEqual({ gameId: '12', countryId: undefined });
    expect(ids('/game/12/3//')).toEqual({ gameId: '12', countryId: '3' });
    // The page turns these into no game (the server explains) or no country chosen.
    expect(ids('/game/0')).toEqual({ gameId: '0', countryId: undefined });
    expect(ids('/game/12/abc')).toEqual({ gameId: '12', countryId: 'abc' });
  });

  it('decodes each segment, keeping an encoded slash inside it', () => {
    expect(ids('/game/a%20b')).toEqual({ gameId: 'a b', countryId: undefined });
    expect(ids('/game/a%2Fb/3')).toEqual({ gameId: 'a/b', countryId: '3' });
    expect(ids('/game/%E0%A4%A')).toEqual({ gameId: '%E0%A4%A', countryId: undefined });
  });

  it('names no game for any other path', () => {
    for (const href of ['/', '/game', '/game/', '/game//3', '/game/1/2/3', '/games/1', '/x/game/1'])
      expect(ids(href)).toEqual({ gameId: undefined, countryId: undefined });
  });

  it('reads the query apart from the path', () => {
    const address = parsePlayerAddress('/game/12/3?tab=world&rules=');
    expect(address.countryId).toBe('3');
    expect(address.search.get('tab')).toBe('world');
    expect(address.search.has('rules')).toBe(true);
    expect(parsePlayerAddress('/game/12/3').search.size).toBe(0);
  });
});

describe('a navigation', () => {
  it('keeps the path for a bare query, dropping the hash, and leaves no `?` when it is empty', () => {
    expect(resolveAddress('?tab=world', 'https://orbis.test/game/12/3?rules=#top')).toBe(
      '/game/12/3?tab=world',
    );
    expect(
      resolveAddress(`?${new URLSearchParams({})}`, 'https://orbis.test/game/12/3?tab=log'),
    ).toBe('/game/12/3');
  });

  it('goes to a path on this site as it is written', () => {
    expect(resolveAddress('/game/12/4', 'https://orbis.test/game/12?tab=log')).toBe('/game/12/4');
    expect(resolveAddress('/game/12', '/game/12/4')).toBe('/game/12');
  });
});
