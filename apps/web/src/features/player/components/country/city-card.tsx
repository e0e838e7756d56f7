import type { TeamCity } from '@orbis/contracts';
import styles from './country-panel.module.css';
import { useTexts } from '../../../../components/game-texts';
import { Badge } from '../../../../components/game-ui';

/** One of our cities: its picture, development, living standard, income and what is over it. */
export function CityCard({ city }: { city: TeamCity }) {
  const { t, money, percent } = useTexts();
  return (
    <article
      className={`${styles.city} ${city.destroyed ? styles.destroyed : ''}`}
      data-testid={`city-${city.id}`}
    >
      <img className={styles.picture} src={city.picture} alt="" width={76} height={76} />
      <div className={styles.body}>
        <h3 className={styles.name}>{city.name}</h3>
        <div className={styles.badges}>
          {city.destroyed && <Badge tone="danger">{t('player.destroyed')}</Badge>}
          {city.has_shield && <Badge tone="info">{t('player.shield')}</Badge>}
          {city.ufo && <Badge tone="warn">{t(`ufo_key.${city.ufo}`)}</Badge>}
        </div>
        <dl className={styles.facts}>
          <dt>{t('player.development')}</dt>
          <dd>{city.economy}</dd>
          <dt>{t('player.standard')}</dt>
          <dd>{percent(city.standard)}</dd>
          <dt>{t('player.income')}</dt>
          <dd>{money(city.income)}</dd>
        </dl>
      </div>
    </article>
  );
}
