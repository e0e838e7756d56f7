import type { PlayerState } from '@orbis/contracts';
import { CityCard } from './city-card';
import styles from './country-panel.module.css';
import { useTexts } from '../../../../components/game-texts';
import { Card } from '../../../../components/game-ui';

/** Our country: the cities, the UFO keys (UFO mode) and the sanctions both ways. */
export function CountryPanel({ state }: { state: PlayerState }) {
  const { t } = useTexts();
  const { me } = state;
  const names = new Map(state.countries.map((c) => [c.id, c.name]));
  const list = (ids: number[]) =>
    ids.length === 0 ? t('player.none') : ids.map((id) => names.get(id) ?? String(id)).join(', ');
  return (
    <>
      <Card title={t('player.cities')}>
        <div className={styles.cities}>
          {me.cities.map((city) => (
            <CityCard key={city.id} city={city} />
          ))}
        </div>
      </Card>
      {me.ufo && (
        <Card title={t('player.keys')} testId="ufo-keys">
          <div className={styles.keys}>
            {me.ufo.keys.map((key) => (
              <div
                key={key.color}
                className={`${styles.key} ${styles[key.color]} ${key.has ? styles.has : ''}`}
                data-has={key.has}
                data-testid={`key-${key.color}`}
              >
                <span className={styles.keyDot} aria-hidden="true" />
                {t(`ufo_key.${key.color}`)}
              </div>
            ))}
          </div>
          {me.ufo.supertech && (
            <p className={styles.supertech}>
              {t('order.supertech')}: <strong>{t(`supertech.${me.ufo.supertech.type}`)}</strong>
            </p>
          )}
        </Card>
      )}
      <Card title={t('player.sanctions')}>
        <dl className={styles.sanctions}>
          <div>
            <dt>{t('player.sanctions_to')}</dt>
            <dd data-testid="sanctions-to">{list(me.sanctionsTo)}</dd>
          </div>
          <div>
            <dt>{t('player.sanctions_from')}</dt>
            <dd data-testid="sanctions-from">{list(me.sanctionsFrom)}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
