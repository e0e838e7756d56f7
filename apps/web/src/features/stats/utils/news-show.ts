import type { NewsItem, RoundNews, WorldEventNewsItem } from '@orbis/contracts';

/**
 * The last round with headlines, or 0 before the first round ends (or when none has any). With
 * `before` (the current round), only the rounds before it count: the resolved ones, whose news
 * is whole (the current round's news holds only the world events that have happened in it yet).
 */
export function latestNewsRound(news: RoundNews, before = Infinity): number {
  let latest = 0;
  for (const [round, items] of Object.entries(news)) {
    const n = Number(round);
    if (Number.isSafeInteger(n) && n > latest && n < before && items.length > 0) latest = n;
  }
  return latest;
}

/** True for a world event's item (title and text) among a round's headlines. */
export function isWorldEvent(item: NewsItem): item is WorldEventNewsItem {
  return item.type === 'world_event';
}

/** The world events that have happened in `round`, in order. */
export function worldEventItems(news: RoundNews, round: number): WorldEventNewsItem[] {
  return roundHeadlines(news, round).filter(isWorldEvent);
}

/** The headlines of `round`, in the order they happened (none for an unknown round). */
export function roundHeadlines(news: RoundNews, round: number): NewsItem[] {
  return news[String(round)] ?? [];
}

// A headline stays long enough to be read aloud in the room; a round full of events still ends
// within about a minute, each headline staying no less than the time to read a line.
const HEADLINE_MS = 6_000;
const SHORTEST_MS = 3_500;
const WHOLE_SHOW_MS = 60_000;

/** How long each of `count` headlines stays on the screen. */
export function headlineDuration(count: number): number {
  if (count <= 0) return HEADLINE_MS;
  return Math.max(SHORTEST_MS, Math.min(HEADLINE_MS, Math.floor(WHOLE_SHOW_MS / count)));
}

/** A world event stays on the screen long enough to read its title and text aloud. */
export const WORLD_EVENT_MS = 15_000;

/** What the projector has taken in of a game's news: to tell what is new in the next figures. */
export interface NewsSeen {
  /** The current round. */
  round: number;
  /** The last resolved round with news (`latestNewsRound(news, round)`). */
  latest: number;
  /** How many world events have happened in the current round. */
  events: number;
}

/** One show of headlines: a resolved round's news, or the world events of the current round. */
export interface NewsShowItem {
  mode: 'round' | 'events';
  round: number;
  /** The first of the round's world events to show (`events` mode). */
  from: number;
}

/** What `news` at round `round` is, as `NewsSeen`. */
export function newsSeen(news: RoundNews, round: number): NewsSeen {
  return {
    round,
    latest: latestNewsRound(news, round),
    events: worldEventItems(news, round).length,
  };
}

/**
 * The shows that new figures start, after `before`: a round that has just resolved shows its news
 * (its world events among them), and world events that have just happened in the current round
 * show at once (those of a new round too: a scheduled one applies as its round starts, which may
 * come in the same refresh as the round's end). An undone round starts nothing.
 */
export function newShows(before: NewsSeen, now: NewsSeen): NewsShowItem[] {
  const shows: NewsShowItem[] = [];
  if (now.latest > before.latest) shows.push({ mode: 'round', round: now.latest, from: 0 });
  if (now.round === before.round && now.events > before.events)
    shows.push({ mode: 'events', round: now.round, from: before.events });
  else if (now.round > before.round && now.events > 0)
    shows.push({ mode: 'events', round: now.round, from: 0 });
  return shows;
}

/** The headlines of `show` in `news` (none once its round's news is gone: an undone round). */
export function showHeadlines(news: RoundNews, show: NewsShowItem): NewsItem[] {
  return show.mode === 'round'
    ? roundHeadlines(news, show.round)
    : worldEventItems(news, show.round).slice(show.from);
}
