import { describe, expect, it } from 'vitest';
import {
  headlineDuration,
  isWorldEvent,
  latestNewsRound,
  newShows,
  newsSeen,
  roundHeadlines,
  showHeadlines,
  worldEventItems,
} from './news-show';

const ecology = { type: 'ecology_fell', text: 'Ecology fell to 88%' } as const;
const quake = { type: 'world_event', title: 'Earthquake', text: 'Cities shake.' } as const;

describe('the round news show', () => {
  it('takes the last round that has headlines', () => {
    expect(latestNewsRound({})).toBe(0);
    expect(latestNewsRound({ '1': [ecology], '2': [ecology], '3': [] })).toBe(2);
    expect(latestNewsRound({ '10': [ecology], '9': [ecology] })).toBe(10);
  });

  it('counts only the rounds before the current one when asked: the resolved ones', () => {
    const news = { '1': [ecology], '2': [quake, ecology], '3': [quake] };
    expect(latestNewsRound(news, 3)).toBe(2);
    expect(latestNewsRound(news, 2)).toBe(1);
    expect(latestNewsRound(news)).toBe(3);
  });

  it('picks out the world events of a round', () => {
    const news = { '2': [quake, ecology, { ...quake, title: 'Boom' }] };
    expect(worldEventItems(news, 2).map((e) => e.title)).toEqual(['Earthquake', 'Boom']);
    expect(worldEventItems(news, 3)).toEqual([]);
    expect(isWorldEvent(ecology)).toBe(false);
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

  it('starts a show when a round resolves, and at once when a world event happens', () => {
    const start = newsSeen({ '1': [ecology] }, 2);
    expect(start).toEqual({ round: 2, latest: 1, events: 0 });
    // The host fires an event in round 2: it shows at once, alone.
    const fired = newsSeen({ '1': [ecology], '2': [quake] }, 2);
    expect(newShows(start, fired)).toEqual([{ mode: 'events', round: 2, from: 0 }]);
    // A second one: only the new one shows.
    const second = { '1': [ecology], '2': [quake, { ...quake, title: 'Boom' }] };
    const twice = newsSeen(second, 2);
    expect(newShows(fired, twice)).toEqual([{ mode: 'events', round: 2, from: 1 }]);
    expect(showHeadlines(second, { mode: 'events', round: 2, from: 1 })).toEqual([
      { ...quake, title: 'Boom' },
    ]);
    // Round 2 resolves: its whole news shows, the events among it.
    const resolved = { ...second, '2': [...second['2'], ecology] };
    const ended = newsSeen(resolved, 3);
    expect(newShows(twice, ended)).toEqual([{ mode: 'round', round: 2, from: 0 }]);
    expect(showHeadlines(resolved, { mode: 'round', round: 2, from: 0 })).toHaveLength(3);
  });

  it('shows a scheduled event that came with the round’s end, after the round’s news', () => {
    const before = newsSeen({ '1': [ecology] }, 2);
    const after = newsSeen({ '1': [ecology], '2': [ecology], '3': [quake] }, 3);
    expect(newShows(before, after)).toEqual([
      { mode: 'round', round: 2, from: 0 },
      { mode: 'events', round: 3, from: 0 },
    ]);
  });

  it('starts nothing when a round is undone, nor on the figures it started with', () => {
    const news = { '1': [ecology], '2': [quake, ecology] };
    expect(newShows(newsSeen(news, 3), newsSeen({ '1': [ecology], '2': [quake] }, 2))).toEqual([]);
    expect(newShows(newsSeen(news, 3), newsSeen(news, 3))).toEqual([]);
  });
});
