import type { MapMark } from '@orbis/contracts';
import type { SystemMessages } from '../../lib/system-messages';
import type { MapAttack, MapCountry } from './map-state';
import classes from './world-map.module.css';

/** The words of one round mark, in the game's language. */
export function markWords(mark: MapMark, countries: readonly MapCountry[], texts: SystemMessages) {
  const name = (id: number) => countries.find((c) => c.id === id)?.name ?? String(id);
  const city = (id: number) =>
    countries.flatMap((c) => c.cities).find((c) => c.id === id)?.name ?? String(id);
  switch (mark.type) {
    case 'city_destroyed':
      return texts.t('stats.map_bomb', { city: city(mark.city), country: name(mark.country) });
    case 'shield_stopped_bomb':
      return texts.t('stats.map_shield', { city: city(mark.city), country: name(mark.country) });
    case 'sanction':
      return texts.t('stats.map_sanction', { from: name(mark.from), to: name(mark.to) });
    case 'lift_sanction':
      return texts.t('stats.map_lift_sanction', { from: name(mark.from), to: name(mark.to) });
    case 'negotiation_finished':
      return texts.t('stats.map_talks', { a: name(mark.countries[0]), b: name(mark.countries[1]) });
    case 'technology':
      return texts.t('stats.map_technology', { country: name(mark.country) });
    case 'world_event':
      return texts.t('stats.map_world_event', {
        title: mark.title,
        countries: mark.countries.map(name).join(', '),
      });
  }
}

function cityWords(city: MapCountry['cities'][number], texts: SystemMessages): string {
  const parts = [
    city.destroyed
      ? texts.t('stats.map_city_destroyed', { city: city.name })
      : city.standard === null
        ? city.name
        : texts.t('stats.map_city', { city: city.name, standard: texts.percent(city.standard) }),
  ];
  if (city.shieldHits > 0)
    parts.push(texts.t('stats.map_city_shield', { city: city.name, value: city.shieldHits }));
  return parts.join('; ');
}

/**
 * The map in words, for screen readers: every country with its cities, then what the round put on
 * the map (and, at the end of the game, who bombed whom).
 */
export function MapCaption({
  countries,
  round,
  marks,
  attacks,
  texts,
}: {
  countries: readonly MapCountry[];
  round: number;
  marks: readonly MapMark[];
  attacks: readonly MapAttack[];
  texts: SystemMessages;
}) {
  const name = (id: number) => countries.find((c) => c.id === id)?.name ?? String(id);
  const city = (id: number) =>
    countries.flatMap((c) => c.cities).find((c) => c.id === id)?.name ?? String(id);
  return (
    <figcaption className={classes.hidden} data-testid="map-words">
      <p>{texts.t('stats.map_countries')}</p>
      <ul>
        {countries.map((country) => (
          <li key={country.id}>
            {country.name}: {country.cities.map((c) => cityWords(c, texts)).join(', ')}
          </li>
        ))}
      </ul>
      {round > 0 && (
        <>
          <p>{texts.t('stats.map_round', { round })}</p>
          <ul>
            {marks.length === 0 && <li>{texts.t('stats.map_nothing')}</li>}
            {marks.map((mark, i) => (
              <li key={i}>{markWords(mark, countries, texts)}</li>
            ))}
          </ul>
        </>
      )}
      {attacks.length > 0 && (
        <ul>
          {attacks.map((a, i) => (
            <li key={i}>
              {texts.t('final.map_attack', {
                round: a.round,
                from: name(a.from),
                city: city(a.city),
                country: name(a.country),
              })}
            </li>
          ))}
        </ul>
      )}
    </figcaption>
  );
}
