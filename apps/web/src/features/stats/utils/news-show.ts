import type { NewsItem, RoundNews } from '@orbis/contracts';

/** The last round with headlines, or 0 before the first round ends (or when none has any). */
export function latestNewsRound(news: RoundNews): number {
  let latest = 0;
  for (const [round, items] of Object.entries(news)) {
    const n = Number(round);
    if (Number.isSafeInteger(n) && n > latest && items.length > 0) latest = n;
  }
  return latest;
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
