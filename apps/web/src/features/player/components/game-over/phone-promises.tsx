import type { PlayerState } from '@orbis/contracts';
import { useGameFinal } from '../../../../lib/game-final';
import { tallyRows } from '../../../../lib/promise-tally';
import { useTexts } from '../../../../components/game-texts';
import { Badge, Card, Flag } from '../../../../components/game-ui';
import styles from './game-over.module.css';

/**
 * Each country's promises kept and broken, once the host reveals them with the attacks: nothing
 * before, as on the projector. Our own country is marked.
 */
export function PhonePromises({ state }: { state: PlayerState }) {
  const { t, count } = useTexts();
  const final = useGameFinal(state.game.id);
  const tally = final.data?.promises;
  if (!tally) return null;
  const rows = tallyRows(tally, [state.me, ...state.countries]);
  return (
    <Card title={t('final.promises_title')} testId="phone-promises">
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('final.no_promises')}</p>
      ) : (
        <ul className={styles.nominees}>
          {rows.map((row) => (
            <li key={row.country.id} data-testid="phone-promise-country">
              <Flag src={row.country.flag} name="" />
              <span className={styles.name}>{row.country.name}</span>
              {row.country.id === state.me.id && <Badge tone="ok">{t('player.that_is_us')}</Badge>}
              <span className={styles.promiseCounts}>
                {t('final.promises_kept', { value: count(row.kept) })} ·{' '}
                {t('final.promises_broken', { value: count(row.broken) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
