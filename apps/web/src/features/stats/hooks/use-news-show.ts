import type { NewsItem, RoundNews } from '@orbis/contracts';
import { useCallback, useEffect, useState } from 'react';
import {
  headlineDuration,
  newShows,
  newsSeen,
  showHeadlines,
  WORLD_EVENT_MS,
  type NewsSeen,
  type NewsShowItem,
} from '../utils/news-show';

/** A show waiting or on the screen, and the headline it has reached. */
type Queued = NewsShowItem & { index: number };

export interface NewsShow {
  /**
   * The show on the screen: a resolved round's news, or the world events that have just happened
   * in the current round; its headlines and the one shown. Null: the figures.
   */
  current: {
    mode: NewsShowItem['mode'];
    round: number;
    headlines: NewsItem[];
    index: number;
  } | null;
  /** The last resolved round that has headlines (0: none yet), which `replay` shows again. */
  latest: number;
  /** Shows the last round's headlines again, from the first. */
  replay: () => void;
  /** Back to the figures at once. */
  stop: () => void;
}

/**
 * The news on the projector: when a round ends while the screen is open, its headlines take the
 * screen one at a time, then the figures come back; a world event takes the screen at once, the
 * moment it happens. A screen opened later starts on the figures (what it finds is old news); an
 * undone round takes its news away, and its show with it.
 */
export function useNewsShow(news: RoundNews, round: number): NewsShow {
  const now = newsSeen(news, round);
  const [seen, setSeen] = useState<NewsSeen>(now);
  const [queue, setQueue] = useState<Queued[]>([]);
  // New figures arrived with this render: queue what they start (React's "adjust state on a
  // prop change", without an effect's extra paint of the figures first).
  if (now.round !== seen.round || now.latest !== seen.latest || now.events !== seen.events) {
    setSeen(now);
    const shows = newShows(seen, now).map((s) => ({ ...s, index: 0 }));
    // A round that has just resolved takes over the screen: what was showing or waiting is in
    // its news, or older (several rounds ended while the screen was busy). World events of the
    // round under way wait for the one on the screen.
    if (shows.some((s) => s.mode === 'round')) setQueue(shows);
    else if (shows.length > 0) setQueue((q) => [...q, ...shows]);
  }

  const first = queue[0];
  const headlines = first ? showHeadlines(news, first) : [];
  // A show whose news is gone (an undone round) or is over gives way to the next.
  const done = first !== undefined && first.index >= headlines.length;
  if (done) setQueue((q) => (q[0] === first ? q.slice(1) : q));
  const current =
    first && !done ? { mode: first.mode, round: first.round, headlines, index: first.index } : null;
  const count = headlines.length;
  const index = current?.index ?? -1;
  const mode = current?.mode;

  useEffect(() => {
    if (index < 0) return;
    const timer = window.setTimeout(
      () =>
        setQueue(([head, ...rest]) => (head ? [{ ...head, index: head.index + 1 }, ...rest] : [])),
      mode === 'events' ? WORLD_EVENT_MS : headlineDuration(count),
    );
    return () => window.clearTimeout(timer);
  }, [current?.round, mode, index, count]);

  const { latest } = now;
  const replay = useCallback(() => {
    if (latest > 0) setQueue([{ mode: 'round', round: latest, from: 0, index: 0 }]);
  }, [latest]);
  const stop = useCallback(() => setQueue([]), []);
  return { current, latest, replay, stop };
}
