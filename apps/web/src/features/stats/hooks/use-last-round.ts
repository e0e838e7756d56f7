import type { GameStats } from '@orbis/contracts';
import { useReducedMotion } from 'motion/react';
import { resolvedRound, roundMarks } from '../../../components/world-map/map-state';
import type { SystemMessages } from '../../../lib/system-messages';

/** What the stats screen's figures (the map, the standings) are drawn from. */
export interface FiguresProps {
  stats: GameStats;
  texts: SystemMessages;
  /**
   * True once a round has ended while the screen was open: its marks and the race move. False
   * shows them as they stand (a screen opened after the round ended).
   */
  moving: boolean;
}

/**
 * The last resolved round and its public facts on the map, and whether they are shown as they
 * stand rather than moving in: with reduced motion, or when the screen was opened after the
 * round ended.
 */
export function useLastRound({ stats, moving }: Pick<FiguresProps, 'stats' | 'moving'>) {
  const still = (useReducedMotion() ?? false) || !moving;
  const round = resolvedRound(stats);
  return { round, marks: roundMarks(stats.map, round), still };
}
