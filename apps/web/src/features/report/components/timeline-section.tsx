import { Badge, Group, Text, Title } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { isBombEntry } from '../utils/report-tables';
import classes from './game-report.module.css';
import { ReportSection } from './report-section';

/** Every round with everything it did, in the game's language, attackers named. */
export function TimelineSection({ report }: { report: GameReport }) {
  const { t, i18n } = useTranslation();
  return (
    <ReportSection id="timeline" title={t('report.timeline')}>
      {report.rounds.map((round) => (
        <article
          key={round.round}
          className={classes.round}
          data-testid="timeline-round"
          data-round={round.round}
        >
          <Group justify="space-between" align="baseline" gap="xs" className={classes.roundHead}>
            <Title order={4}>{t('games.round_n', { round: round.round })}</Title>
            <Badge variant="light" color="teal">
              {t('report.round_ecology', { value: formatPercent(round.ecology, i18n.language) })}
            </Badge>
          </Group>
          {round.log.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('report.no_events')}
            </Text>
          ) : (
            <ol className={classes.log}>
              {round.log.map((entry, i) => (
                <li
                  key={i}
                  data-type={entry.type}
                  data-bomb={isBombEntry(entry.type) || undefined}
                  data-testid="timeline-entry"
                >
                  {entry.text}
                </li>
              ))}
            </ol>
          )}
        </article>
      ))}
    </ReportSection>
  );
}
