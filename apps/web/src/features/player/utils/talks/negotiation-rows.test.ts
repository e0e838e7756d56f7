import { describe, expect, it } from 'vitest';
import { incomingRequests, negotiationRows } from './negotiation-rows';
import { teamView } from '../../../../lib/orders/testing';

describe('negotiationRows', () => {
  it('lists every other country with the status of our negotiation with it', () => {
    const state = teamView((s) => {
      s.game.mods = ['negotiation'];
      s.me.negotiations = { '2': { status: 'sent', name: 'Germany', from: 2 } };
    });
    expect(
      negotiationRows(state).map((r) => [r.country.name, r.status, r.incoming, r.steps]),
    ).toEqual([
      ['Germany', 'sent', true, ['accept', 'refuse']],
      ['Spain', null, false, ['request']],
    ]);
  });
});

describe('incomingRequests', () => {
  it('counts the requests that wait for our answer, not ours nor answered ones', () => {
    const none = teamView((s) => {
      s.game.mods = ['negotiation'];
      // We asked Germany; Spain's request to us was accepted already.
      s.me.negotiations = {
        '2': { status: 'sent', name: 'Germany', from: 1 },
        '3': { status: 'accepted', name: 'Spain', from: 3 },
      };
    });
    expect(incomingRequests(none)).toBe(0);
    const two = teamView((s) => {
      s.game.mods = ['negotiation'];
      s.me.negotiations = {
        '2': { status: 'sent', name: 'Germany', from: 2 },
        '3': { status: 'sent', name: 'Spain', from: 3 },
      };
    });
    expect(incomingRequests(two)).toBe(2);
  });
});
