import { describe, expect, it } from 'vitest';
import {
  busyParties,
  hostStepError,
  hostSteps,
  negotiationBetween,
  negotiationFor,
  negotiationOver,
  negotiationsOf,
  teamStepError,
  teamSteps,
} from './negotiation-steps.js';
import type { Negotiation, NegotiationStatus } from './types.js';

const STATUSES: readonly NegotiationStatus[] = [
  'sent',
  'accepted',
  'refused',
  'ongoing',
  'done',
  'finished',
  'closed',
];

const talk = (id: number, from: number, to: number, status: NegotiationStatus): Negotiation => ({
  id,
  from,
  to,
  status,
  round: 1,
});

describe('which talks', () => {
  const talks = [talk(1, 1, 2, 'refused'), talk(2, 2, 1, 'sent'), talk(3, 1, 3, 'ongoing')];

  it('finds the latest talks between two countries, either way round', () => {
    expect(negotiationBetween(talks, 1, 2)?.id).toBe(2);
    expect(negotiationBetween(talks, 2, 1)?.id).toBe(2);
    expect(negotiationBetween(talks, 2, 3)).toBeUndefined();
  });

  it('answers the talks the other side asked for, and marks done the latest either way', () => {
    expect(negotiationFor(talks, 'accept', 1, 2)?.id).toBe(2);
    expect(negotiationFor(talks, 'refuse', 2, 1)?.id).toBe(1);
    expect(negotiationFor(talks, 'accept', 1, 3)).toBeUndefined();
    expect(negotiationFor(talks, 'done', 3, 1)?.id).toBe(3);
    expect(negotiationFor(talks, 'request', 2, 1)?.id).toBe(2);
  });

  it('shows a country its latest talks with each other country', () => {
    const seen = negotiationsOf(talks, 1);
    expect([...seen].map(([other, n]) => [other, n.id])).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect([...negotiationsOf(talks, 3).keys()]).toEqual([1]);
    expect(negotiationsOf(talks, 4).size).toBe(0);
  });
});

describe('team steps', () => {
  it('lets a team ask anyone it has no open talks with', () => {
    expect(teamSteps(null, false)).toEqual(['request']);
    for (const ended of ['refused', 'finished', 'closed'] as const)
      expect(teamSteps(ended, true)).toEqual(['request']);
    for (const open of ['sent', 'accepted', 'ongoing', 'done'] as const)
      expect(teamStepError('request', open, false)).toBe('negotiation_exists');
  });

  it('lets the asked team answer, the asking one wait, and either mark ongoing talks done', () => {
    expect(teamSteps('sent', true)).toEqual(['accept', 'refuse']);
    expect(teamSteps('sent', false)).toEqual([]);
    expect(teamSteps('accepted', true)).toEqual([]);
    expect(teamSteps('ongoing', false)).toEqual(['done']);
    expect(teamSteps('ongoing', true)).toEqual(['done']);
    expect(teamSteps('done', false)).toEqual([]);
  });

  it('names why a step is refused', () => {
    expect(teamStepError('accept', null, true)).toBe('unknown_negotiation');
    expect(teamStepError('accept', 'refused', true)).toBe('wrong_status');
    expect(teamStepError('refuse', 'sent', false)).toBe('not_participant');
    expect(teamStepError('done', 'accepted', true)).toBe('wrong_status');
    expect(teamStepError('done', 'ongoing', false)).toBeNull();
  });
});

describe('host steps', () => {
  it('start only accepted talks, finish only ongoing or ready ones', () => {
    expect(STATUSES.filter((s) => hostSteps(s).includes('start'))).toEqual(['accepted']);
    expect(STATUSES.filter((s) => hostSteps(s).includes('finish'))).toEqual(['ongoing', 'done']);
    expect(hostStepError('start', null)).toBe('unknown_negotiation');
    expect(hostStepError('finish', 'accepted')).toBe('wrong_status');
    expect(hostStepError('start', 'accepted')).toBeNull();
  });

  it('counts finished and closed talks as over', () => {
    expect(STATUSES.filter(negotiationOver)).toEqual(['finished', 'closed']);
  });
});

describe('busyParties', () => {
  it('names the side of a negotiation already in an ongoing one, as the start step refuses it', () => {
    const list = [talk(1, 1, 2, 'accepted'), talk(2, 2, 3, 'ongoing'), talk(3, 4, 5, 'done')];
    expect(busyParties(list, 1, 2)).toEqual([2]);
    expect(busyParties(list, 2, 4)).toEqual([2, 4]);
    expect(busyParties(list, 1, 6)).toEqual([]);
    // Finished, closed, refused, sent and accepted talks keep no one busy.
    const over = (['finished', 'closed', 'refused', 'sent', 'accepted'] as const).map((s, i) =>
      talk(i + 10, 1, 2, s),
    );
    expect(busyParties(over, 1, 2)).toEqual([]);
  });
});
