import { Text, Title } from '@mantine/core';
import type { EventNominations } from '@orbis/contracts';
import { NOMINATION_NAMES } from '@orbis/engine';
import { useTranslation } from 'react-i18next';
import { nominationWhy } from '../../../../lib/nomination-why';
import classes from './event-report.module.css';
import { CountryName, Section } from './report-parts';

/** Each nomination across the worlds that are over: who earned it, in which world, and why. */
export function NominationsSection({ nominations }: { nominations: EventNominations }) {
  const { t, i18n } = useTranslation();
  return (
    <Section id="nominations" title={t('event_report.nominations')}>
      <p className={classes.why}>{t('event_report.nominations_hint')}</p>
      <div className={classes.nominations}>
        {NOMINATION_NAMES.map((name) => (
          <article
            key={name}
            className={classes.nomination}
            data-testid={`event-report-nomination-${name}`}
          >
            <Title order={4}>{t(`report.nomination.${name}`)}</Title>
            {nominations[name].length === 0 ? (
              <Text c="dimmed">{t('report.nobody')}</Text>
            ) : (
              <ul className={classes.names}>
                {nominations[name].map((n) => (
                  <li key={`${n.world.gameId}:${n.country}`}>
                    <CountryName nominee={n} /> <span>({n.world.title})</span>{' '}
                    <span className={classes.why}>
                      {nominationWhy(t, name, n.value, i18n.language)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}
