import type { PlayerState } from '@orbis/contracts';
import { useTexts } from '../../../../components/game-texts';
import { Badge, Card, Flag } from '../../../../components/game-ui';
import styles from './world-panel.module.css';
import { WorldNews } from './world-news';

/** The world's news, then the other countries' public facts: living standard, cities and sanctions. */
export function WorldPanel({ state }: { state: PlayerState }) {
  const { t, percent } = useTexts();
  const names = new Map<number, string>([
    [state.me.id, state.me.name],
    ...state.countries.map((c) => [c.id, c.name] as const),
  ]);
  return (
    <>
      <WorldNews gameId={state.game.id} />
      <div className={styles.countries}>
        {state.countries.map((c) => (
          <Card key={c.id} testId={`country-${c.id}`}>
            <div className={styles.head}>
              <Flag src={c.flag} name="" />
              <h2 className={styles.name}>{c.name}</h2>
              <span className={styles.standard} title={t('player.average_standard')}>
                {percent(c.averageStandard)}
              </span>
            </div>
            <div className={styles.relations}>
              {state.me.sanctionsTo.includes(c.id) && (
                <Badge tone="warn">{t('player.sanctioned_by_us')}</Badge>
              )}
              {state.me.sanctionsFrom.includes(c.id) && (
                <Badge tone="danger">{t('player.sanctions_on_us')}</Badge>
              )}
            </div>
            {c.sanctionsTo.length > 0 && (
              <p className={styles.note}>
                {t('player.their_sanctions', {
                  countries: c.sanctionsTo.map((id) => names.get(id) ?? String(id)).join(', '),
                })}
              </p>
            )}
            <ul className={styles.cities}>
              {c.cities.map((city) => (
                <li key={city.id}>
                  <span className={styles.cityName}>{city.name}</span>
                  {city.destroyed && <Badge tone="danger">{t('player.destroyed')}</Badge>}
                  {city.has_shield && <Badge tone="info">{t('player.shield')}</Badge>}
                  {city.ufo && <Badge tone="warn">{t(`ufo_key.${city.ufo}`)}</Badge>}
                  <span className={styles.cityStandard}>{percent(city.standard)}</span>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
