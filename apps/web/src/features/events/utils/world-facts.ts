import type { ClockPhase, EventWorldTile, WorldFlag } from '@orbis/contracts';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../lib/format';

/** Whether a world's round clock counts down now: the dashboard reads itself again meanwhile. */
export function clockRuns(world: EventWorldTile): boolean {
  const clock = world.clock;
  if (!clock || world.stopped || world.over || clock.paused) return false;
  return clock.phase === 'talks' || clock.phase === 'orders';
}

export function anyClockRuns(worlds: readonly EventWorldTile[]): boolean {
  return worlds.some(clockRuns);
}

/** A flag in the host's words, as a badge says it. */
export function flagWords(t: TFunction, flag: WorldFlag): string {
  const words: Record<WorldFlag, string> = {
    late_orders: t('events.flag_late_orders'),
    offline: t('events.flag_offline'),
    behind: t('events.flag_behind'),
    collapsed: t('events.flag_collapsed'),
    over: t('events.flag_over'),
  };
  return words[flag];
}

/** A flag's colour: red for what needs the host now, grey for a world that has ended. */
export function flagColor(flag: WorldFlag): string {
  const colors: Record<WorldFlag, string> = {
    late_orders: 'red',
    offline: 'orange',
    behind: 'yellow',
    collapsed: 'red',
    over: 'gray',
  };
  return colors[flag];
}

/** The order sets in for the round as the room counts them: "4/6". */
export function ordersText(orders: EventWorldTile['orders'], language: string): string {
  return `${formatCount(orders.in, language)}/${formatCount(orders.of, language)}`;
}

/**
 * Where a world stands: its round of the rounds and the clock's phase ("waiting" between rounds,
 * when the round's number is the one to start next), or that it is over.
 */
export function progressText(t: TFunction, world: EventWorldTile, language: string): string {
  if (world.over) return t('games.over');
  const round = t('events.round_of', {
    round: formatCount(world.round, language),
    rounds: formatCount(world.rounds, language),
  });
  if (world.stopped) return `${round} · ${t('games.clock_phase_waiting')}`;
  const phase: ClockPhase | undefined = world.clock?.phase;
  return `${round} · ${phase ? t(`games.clock_phase_${phase}`) : t('games.running')}`;
}
