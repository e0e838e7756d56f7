import type { NewsItem, RoundNews } from '@orbis/contracts';
import { useCallback, useEffect, useState } from 'react';
import { headlineDuration, latestNewsRound, roundHeadlines } from '../utils/news-show';

interface Showing {
  round: number;
  index: number;
}

export interface NewsShow {
  /** The round whose headlines are on the screen, its headlines and the one shown; null: the figures. */
  current: { round: number; headlines: NewsItem[]; index: number } | null;
  /** The last round that has headlines (0: none yet), which `replay` shows again. */
  latest: number;
  /** Shows the last round's headlines again, from the first. */
  replay: () => void;
  /** Back to the figures at once. */
  stop: () => void;
}

/**
 * The round news on the projector: when a round ends while the screen is open, its headlines
 * take the screen one at a time, then the figures come back. A screen opened later starts on the
 * figures (its rounds are old news); an undone round takes its news away, and its show with it.
 */
export function useNewsShow(news: RoundNews): NewsShow {
  const latest = latestNewsRound(news);
  const [seen, setSeen] = useState(latest);
  const [showing, setShowing] = useState<Showing | null>(null);
  // A new round's news arrived with this render: start its show (React's "adjust state on a
  // prop change", without an effect's extra paint of the figures first).
  if (latest !== seen) {
    setSeen(latest);
    if (latest > seen) setShowing({ round: latest, index: 0 });
  }

  const headlines = showing ? roundHeadlines(news, showing.round) : [];
  const current =
    showing && showing.round <= latest && showing.index < headlines.length
      ? { round: showing.round, headlines, index: showing.index }
      : null;
  const count = headlines.length;
  const index = current?.index ?? -1;

  useEffect(() => {
    if (index < 0) return;
    const timer = window.setTimeout(
      () => setShowing((s) => (s ? { ...s, index: s.index + 1 } : s)),
      headlineDuration(count),
    );
    return () => window.clearTimeout(timer);
  }, [current?.round, index, count]);

  const replay = useCallback(() => {
    if (latest > 0) setShowing({ round: latest, index: 0 });
  }, [latest]);
  const stop = useCallback(() => setShowing(null), []);
  return { current, latest, replay, stop };
}
