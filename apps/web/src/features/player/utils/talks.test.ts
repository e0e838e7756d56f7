import { describe, expect, it } from 'vitest';
import { talkRows, talkStep } from './talks';
import { teamView } from './testing';

describe('talks', () => {
  it('lets a team ask anyone it has no open talks with', () => {
    expect(talkStep(null, false)).toBe('request');
    for (const ended of ['refused', 'finished', 'closed'] as const)
      expect(talkStep(ended, true)).toBe('request');
  });

  it('lets the asked team answer, the asking one wait, and either mark ongoing talks done', () => {
    expect(talkStep('sent', true)).toBe('answer');
    expect(talkStep('sent', false)).toBeNull();
    expect(talkStep('accepted', true)).toBeNull();
    expect(talkStep('ongoing', false)).toBe('done');
    expect(talkStep('done', false)).toBeNull();
  });

  it('lists every other country with the status of our talks with it', () => {
    const state = teamView((s) => {
      s.game.mods = ['negotiation'];
      s.me.negotiations = { '2': { status: 'sent', name: 'Germany', from: 2 } };
    });
    expect(talkRows(state).map((r) => [r.country.name, r.status, r.incoming, r.step])).toEqual([
      ['Germany', 'sent', true, 'answer'],
      ['Spain', null, false, 'request'],
    ]);
  });
});
