import { Table, Text } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import classes from './game-report.module.css';
import { CountryName, ReportSection, ReportTable } from './report-section';

/**
 * The world events, round by round, in the game's language: what happened, and the countries it
 * named (the one drawn at random, the one the host chose; none when it hit every country).
 */
export function WorldEventsSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  const countries = new Map(report.countries.map((c) => [c.id, c]));
  return (
    <ReportSection id="world-events" title={t('report.world_events')}>
      <ReportTable
        striped
        head={
          <>
            <Table.Th>{t('games.round')}</Table.Th>
            <Table.Th>{t('report.world_event')}</Table.Th>
            <Table.Th>{t('report.world_event_countries')}</Table.Th>
          </>
        }
      >
        {report.events.map((event, i) => (
          <Table.Tr key={i} data-testid="report-world-event" data-round={event.round}>
            <Table.Td className={classes.number}>{event.round}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={700}>
                {event.title}
              </Text>
              {event.text && <Text size="sm">{event.text}</Text>}
            </Table.Td>
            <Table.Td>
              {event.countries.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('report.world_event_everyone')}
                </Text>
              ) : (
                event.countries.map((id) => {
                  const country = countries.get(id);
                  return (
                    <div key={id}>
                      <CountryName name={country?.name ?? String(id)} flag={country?.flag ?? ''} />
                    </div>
                  );
                })
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
    </ReportSection>
  );
}
