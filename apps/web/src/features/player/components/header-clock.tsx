import type { ClockPhase, PlayerState } from '@orbis/contracts';
import type { ClockReading } from '../../../lib/clock/countdown';
import { ENDING_SOON_SECONDS, formatSeconds } from '../../../lib/clock/countdown';
import styles from './header-clock.module.css';
import { useTexts } from '../../../components/game-texts';

/** True from a minute before a running phase ends: the phone warns in words and in colour. */
export function endingSoon(reading: ClockReading): boolean {
  const counting = reading.phase === 'talks' || reading.phase === 'orders';
  return counting && !reading.paused && reading.left <= ENDING_SOON_SECONDS;
}

/** The round clock in the phone's header: "round 2 of 6", the phase and the time left. */
export function HeaderClock({
  state,
  reading,
}: {
  state: PlayerState;
  reading: ClockReading | null;
}) {
  const { t } = useTexts();
  const { game } = state;
  const rounds = state.prices.rounds;
  if (game.over) return null;
  const phases: Record<ClockPhase, string> = {
    waiting: t('clock.waiting'),
    talks: t('clock.talks'),
    orders: t('clock.orders'),
    closed: t('clock.closed'),
  };
  const counting = reading !== null && (reading.phase === 'talks' || reading.phase === 'orders');
  const state_ = !reading
    ? 'none'
    : reading.paused
      ? 'paused'
      : endingSoon(reading)
        ? 'soon'
        : reading.phase;
  return (
    <div className={styles.clock} data-state={state_} data-testid="phone-clock" role="timer">
      <div className={styles.round} data-testid="phone-round-of">
        {rounds === undefined
          ? t('player.round', { round: game.round })
          : t('clock.round_of', { round: game.round, rounds })}
      </div>
      {reading && reading.phase !== 'waiting' && (
        <div className={styles.time}>
          <span className={styles.phase} data-testid="phone-clock-phase">
            {reading.paused ? t('clock.paused') : phases[reading.phase]}
          </span>
          {counting && (
            <span className={styles.left} data-testid="phone-clock-left" data-left={reading.left}>
              {formatSeconds(reading.left)}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** The last minute's warning under the header, written out so it does not rest on colour. */
export function EndingSoon({ reading }: { reading: ClockReading | null }) {
  const { t } = useTexts();
  if (!reading || !endingSoon(reading)) return null;
  return (
    <div className={styles.warning} role="status" data-testid="phone-ending-soon">
      {t('clock.under_a_minute')}
    </div>
  );
}
