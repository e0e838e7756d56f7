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
import type { NegotiationStatus } from './kinds.js';
import type { Negotiation } from './types.js';

const STATUSES: readonly NegotiationStatus[] = [
  'sent',
  'accepted',
  'refused',
  'ongoing',
  'done',
  'finished',
  'closed',
];

const aNegotiation = (
  id: number,
  from: number,
  to: number,
  status: NegotiationStatus,
): Negotiation => ({
  id,
  from,
  to,
  status,
  round: 1,
});

describe('which negotiation', () => {
  const negotiations = [
    aNegotiation(1, 1, 2, 'refused'),
    aNegotiation(2, 2, 1, 'sent'),
    aNegotiation(3, 1, 3, 'ongoing'),
  ];

  it('finds the latest negotiation between two countries, either way round', () => {
    expect(negotiationBetween(negotiations, 1, 2)?.id).toBe(2);
    expect(negotiationBetween(negotiations, 2, 1)?.id).toBe(2);
    expect(negotiationBetween(negotiations, 2, 3)).toBeUndefined();
  });

  it('answers the negotiation the other side asked for, marks done the latest either way', () => {
    expect(negotiationFor(negotiations, 'accept', 1, 2)?.id).toBe(2);
    expect(negotiationFor(negotiations, 'refuse', 2, 1)?.id).toBe(1);
    expect(negotiationFor(negotiations, 'accept', 1, 3)).toBeUndefined();
    expect(negotiationFor(negotiations, 'done', 3, 1)?.id).toBe(3);
    expect(negotiationFor(negotiations, 'request', 2, 1)?.id).toBe(2);
  });

  it('shows a country its latest negotiation with each other country', () => {
    const seen = negotiationsOf(negotiations, 1);
    expect([...seen].map(([other, n]) => [other, n.id])).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect([...negotiationsOf(negotiations, 3).keys()]).toEqual([1]);
    expect(negotiationsOf(negotiations, 4).size).toBe(0);
  });
});

describe('team steps', () => {
  it('lets a team ask anyone it has no open negotiation with', () => {
    expect(teamSteps(null, false)).toEqual(['request']);
    for (const ended of ['refused', 'finished', 'closed'] as const)
      expect(teamSteps(ended, true)).toEqual(['request']);
    for (const open of ['sent', 'accepted', 'ongoing', 'done'] as const)
      expect(teamStepError('request', open, false)).toBe('negotiation_exists');
  });

  it('lets the asked team answer, the asking one wait, and either mark ongoing ones done', () => {
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
  it('start only accepted negotiations, finish only ongoing or ready ones', () => {
    expect(STATUSES.filter((s) => hostSteps(s).includes('start'))).toEqual(['accepted']);
    expect(STATUSES.filter((s) => hostSteps(s).includes('finish'))).toEqual(['ongoing', 'done']);
    expect(hostStepError('start', null)).toBe('unknown_negotiation');
    expect(hostStepError('finish', 'accepted')).toBe('wrong_status');
    expect(hostStepError('start', 'accepted')).toBeNull();
  });

  it('counts finished and closed negotiations as over', () => {
    expect(STATUSES.filter(negotiationOver)).toEqual(['finished', 'closed']);
  });
});

describe('busyParties', () => {
  it('names the side of a negotiation already in an ongoing one, as the start step refuses it', () => {
    const list = [
      aNegotiation(1, 1, 2, 'accepted'),
      aNegotiation(2, 2, 3, 'ongoing'),
      aNegotiation(3, 4, 5, 'done'),
    ];
    expect(busyParties(list, 1, 2)).toEqual([2]);
    expect(busyParties(list, 2, 4)).toEqual([2, 4]);
    expect(busyParties(list, 1, 6)).toEqual([]);
    // Finished, closed, refused, sent and accepted negotiations keep no one busy.
    const over = (['finished', 'closed', 'refused', 'sent', 'accepted'] as const).map((s, i) =>
      aNegotiation(i + 10, 1, 2, s),
    );
    expect(busyParties(over, 1, 2)).toEqual([]);
  });
});
