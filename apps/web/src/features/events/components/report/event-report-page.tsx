import { Group, Stack, Text, Title } from '@mantine/core';
import type { EventReport } from '@orbis/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadButton, PrintTools } from '../../../../components/print-tools';
import { QueryState } from '../../../../components/query-state';
import { formatCount } from '../../../../lib/format';
import { usePrintedTitle } from '../../../../lib/printed-title';
import { eventExportUrl, useEventReport, useLiveEventReport } from '../../api/report';
import { dashboardPath } from '../../utils/paths';
import { EcologySection } from './ecology-section';
import classes from './event-report.module.css';
import { NominationsSection } from './nominations-section';
import { StandingsSection, WorldsSection } from './worlds-section';

/** Back to the dashboard, print, and the workbook: on screen only, never on paper. */
function ReportTools({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  return (
    <PrintTools
      back={{ to: dashboardPath(eventId), label: t('events.dashboard_link') }}
      className={classes.tools}
      printTestId="event-report-print"
      printVariant="light"
      testId="event-report-tools"
    >
      <DownloadButton
        href={eventExportUrl(eventId)}
        icon={IconFileSpreadsheet}
        testId="event-export-xlsx"
      >
        {t('report.export_xlsx')}
      </DownloadButton>
    </PrintTools>
  );
}

function Report({ report }: { report: EventReport }) {
  const { t, i18n } = useTranslation();
  const { event, worlds } = report;
  usePrintedTitle(`${event.title} · ${t('event_report.heading')}`);
  return (
    <Stack gap="xl" className={classes.report} data-testid="event-report" data-paper-page>
      <Group justify="space-between" align="flex-start" gap="sm">
        <header className={classes.header}>
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            {t('event_report.heading')}
          </Text>
          <Title order={2} style={{ overflowWrap: 'anywhere' }} data-testid="event-report-title">
            {event.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('event_report.worlds_count', { value: formatCount(worlds.length, i18n.language) })}
          </Text>
        </header>
        <ReportTools eventId={event.id} />
      </Group>
      {worlds.length === 0 ? (
        <Text c="dimmed">{t('event_report.no_worlds')}</Text>
      ) : (
        <>
          <WorldsSection worlds={worlds} />
          <EcologySection worlds={worlds} />
          <StandingsSection worlds={worlds} />
          <NominationsSection nominations={report.nominations} />
        </>
      )}
    </Stack>
  );
}

/**
 * host/events/report/{eventId}: same start, different worlds. The worlds side by side (each as far
 * as it has been played, followed live), their ecology on one chart, their standings, and the
 * nominations across the worlds that are over; prints on A4, and downloads as an xlsx.
 */
export function EventReportPage() {
  const eventId = Number(useParams().eventId);
  const report = useEventReport(eventId);
  useLiveEventReport(eventId);
  return <QueryState query={report}>{(data) => <Report report={data} />}</QueryState>;
}
