import { IconShieldBolt, IconUfo, IconX } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { GameStats } from '@orbis/contracts';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './stats-screen.module.css';

type StatsCountry = GameStats['countries'][number];

const UFO_COLORS = { red: '#ff6b6b', green: '#69db7c', blue: '#4dabf7' } as const;

/**
 * One country's column: its flag, name and average standard, then each city's standard, with a
 * mark for a destroyed city, a shield that stopped a bomb (public once hit) and a UFO.
 */
export function CountryColumn({
  country,
  color,
  texts,
}: {
  country: StatsCountry;
  color: string;
  texts: SystemMessages;
}) {
  return (
    <section
      className={classes.country}
      style={{ '--accent': color } as CSSProperties}
      aria-label={country.name}
      data-testid="stats-country"
    >
      <div className={classes.countryHead}>
        {country.flag && <img className={classes.flag} src={country.flag} alt="" />}
        <div className={classes.countryName} data-fit="country" data-testid="stats-country-name">
          {country.name}
        </div>
        <div className={classes.average} title={texts.t('stats.average_standard')}>
          {texts.percent(country.averageStandard)}
        </div>
      </div>
      <ul className={classes.cities}>
        {country.cities.map((city) => (
          <li
            key={city.id}
            className={city.destroyed ? `${classes.city} ${classes.destroyed}` : classes.city}
            data-testid="stats-city"
            data-fit="city"
            data-destroyed={city.destroyed || undefined}
          >
            <span className={classes.cityName} data-testid="stats-city-name">
              {city.name}
            </span>
            <span className={classes.cityLine}>
              <span title={texts.t('stats.standard')}>{texts.percent(city.standard)}</span>
              {city.destroyed && (
                <IconX
                  className={classes.marker}
                  stroke={3}
                  role="img"
                  aria-label={texts.t('stats.destroyed')}
                  title={texts.t('stats.destroyed')}
                  data-testid="city-destroyed"
                />
              )}
              {city.shieldHits > 0 && (
                <span
                  className={classes.shieldHit}
                  role="img"
                  aria-label={texts.t('stats.shield_hit', { value: city.shieldHits })}
                  title={texts.t('stats.shield_hit', { value: city.shieldHits })}
                  data-testid="city-shield-hit"
                >
                  <IconShieldBolt className={classes.marker} aria-hidden="true" />
                  {city.shieldHits > 1 && <span aria-hidden="true">×{city.shieldHits}</span>}
                </span>
              )}
              {city.ufo && (
                <IconUfo
                  className={classes.marker}
                  color={UFO_COLORS[city.ufo]}
                  role="img"
                  aria-label={texts.t('stats.ufo')}
                  title={texts.t('stats.ufo')}
                  data-testid="city-ufo"
                />
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
