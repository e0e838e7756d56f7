import { describe, expect, it } from 'vitest';
import { negotiationRows } from './negotiation-rows';
import { teamView } from './testing';

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
