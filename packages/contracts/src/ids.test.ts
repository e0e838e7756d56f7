import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids.js';
import { parseChannel } from './realtime.js';

describe('the one id parser', () => {
  it('reads plain decimal integers from 1 to MAX_ID', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses every other spelling and anything out of range', () => {
    for (const text of ['0x1', ' 1 ', '1 ', '1e0', '+1', '-1', '01', '1.0', '1_000', '', '0']) {
      expect(parseId(text), JSON.stringify(text)).toBeNull();
    }
    expect(parseId(String(MAX_ID + 1))).toBeNull();
    expect(parseId('9'.repeat(400))).toBeNull();
  });

  it('is how channel names are read', () => {
    expect(parseChannel('team.12.3')).toEqual({ kind: 'team', gameId: 12, countryId: 3 });
    expect(parseChannel('game.7')).toEqual({ kind: 'game', gameId: 7 });
    for (const name of ['game.0x7', 'game.07', 'team.12.3e0', `game.${MAX_ID + 1}`, 'team.1']) {
      expect(parseChannel(name), name).toBeNull();
    }
  });
});
