import { describe, expect, it } from 'vitest';
import { talkRows } from './talks';
import { teamView } from './testing';

describe('talks', () => {
  it('lists every other country with the status of our talks with it', () => {
    const state = teamView((s) => {
      s.game.mods = ['negotiation'];
      s.me.negotiations = { '2': { status: 'sent', name: 'Germany', from: 2 } };
    });
    expect(talkRows(state).map((r) => [r.country.name, r.status, r.incoming, r.steps])).toEqual([
      ['Germany', 'sent', true, ['accept', 'refuse']],
      ['Spain', null, false, ['request']],
    ]);
  });
});
