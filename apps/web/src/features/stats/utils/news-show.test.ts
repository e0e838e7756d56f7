import { describe, expect, it } from 'vitest';
import { headlineDuration, latestNewsRound, roundHeadlines } from './news-show';

const ecology = { type: 'ecology_fell', text: 'Ecology fell to 88%' } as const;

describe('the round news show', () => {
  it('takes the last round that has headlines', () => {
    expect(latestNewsRound({})).toBe(0);
    expect(latestNewsRound({ '1': [ecology], '2': [ecology], '3': [] })).toBe(2);
    expect(latestNewsRound({ '10': [ecology], '9': [ecology] })).toBe(10);
  });

  it('reads a round’s headlines in order, and none for a round without news', () => {
    expect(roundHeadlines({ '2': [ecology] }, 2)).toEqual([ecology]);
    expect(roundHeadlines({ '2': [ecology] }, 3)).toEqual([]);
  });

  it('keeps a headline six seconds, shorter in a busy round but never under three and a half', () => {
    expect(headlineDuration(1)).toBe(6_000);
    expect(headlineDuration(10)).toBe(6_000);
    expect(headlineDuration(15)).toBe(4_000);
    expect(headlineDuration(40)).toBe(3_500);
  });
});
