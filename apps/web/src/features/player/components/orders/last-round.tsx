import type { PlayerState } from '@orbis/contracts';
import { lastRoundEntries } from '../../utils/log';
import { LogEntries } from '../log/log-panel';
import { useTexts } from '../../../../components/game-texts';
import { Card } from '../../../../components/game-ui';
import styles from '../../../../components/order-form/orders.module.css';

/** Between rounds: what the round that just ended did to this team. */
export function LastRound({ state }: { state: PlayerState }) {
  const { t } = useTexts();
  const round = state.game.round - 1;
  if (round < 1) return null;
  const entries = lastRoundEntries(state.log, state.game.round);
  return (
    <Card title={t('player.last_round', { round })} testId="last-round">
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('player.nothing_happened')}</p>
      ) : (
        <LogEntries entries={entries} />
      )}
    </Card>
  );
}
