import type { GameLog, LogItem } from '@orbis/contracts';
import { roundsNewestFirst } from '../../utils/log';
import styles from './log-panel.module.css';
import { useTexts } from '../../../../components/game-texts';
import { Card } from '../../../../components/game-ui';

/** Log entries in the order they happened. */
export function LogEntries({ entries }: { entries: LogItem[] }) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry, i) => (
        <li key={i} data-type={entry.type}>
          {entry.text}
        </li>
      ))}
    </ul>
  );
}

/** The team's log, grouped by round, newest round first. */
export function LogPanel({ log }: { log: GameLog }) {
  const { t } = useTexts();
  const rounds = roundsNewestFirst(log);
  if (rounds.length === 0)
    return (
      <Card title={t('player.log')}>
        <p className={styles.empty}>{t('player.log_empty')}</p>
      </Card>
    );
  return (
    <div className={styles.rounds} data-testid="team-log">
      {rounds.map(({ round, entries }) => (
        <Card key={round} title={t('player.log_round', { round })}>
          <LogEntries entries={entries} />
        </Card>
      ))}
    </div>
  );
}
