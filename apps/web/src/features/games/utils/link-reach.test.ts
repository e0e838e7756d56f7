import { describe, expect, it } from 'vitest';
import { isLoopbackName, linkReach } from './link-reach';

describe('linkReach', () => {
  it.each([
    'http://localhost:8080/game/1',
    'http://LOCALHOST/game/1',
    'http://orbis.localhost:8080/game/1',
    'http://127.0.0.1:8080/game/1',
    'http://127.9.8.7/game/1',
    'http://[::1]:8080/game/1',
    'http://[0:0:0:0:0:0:0:1]:8080/game/1',
    'http://[::ffff:127.0.0.1]:8080/game/1',
    'http://0.0.0.0:8080/game/1',
  ])('%s: no phone can open it', (link) => {
    expect(linkReach(link).loopback).toBe(true);
  });

  it('names the address phones must reach, and whether it is a local network one', () => {
    expect(linkReach('http://192.168.43.17:8080/game/3')).toEqual({
      address: '192.168.43.17:8080',
      loopback: false,
      local: true,
    });
    expect(linkReach('http://orbis-laptop.local:8080/game/3')).toMatchObject({ local: true });
    expect(linkReach('http://[fd00::2]:8080/game/3')).toMatchObject({
      address: '[fd00::2]:8080',
      loopback: false,
      local: true,
    });
    expect(linkReach('https://play.example.org/game/3')).toEqual({
      address: 'play.example.org',
      loopback: false,
      local: false,
    });
  });

  it('takes no lookalike for the computer itself', () => {
    for (const name of ['mylocalhost', '127.example.org', '[::2]', '[fe80::1]', '10.0.0.1'])
      expect(isLoopbackName(name)).toBe(false);
  });
});
