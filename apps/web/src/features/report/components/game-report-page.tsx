import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { csvDialect, type GameReport } from '@orbis/contracts';
import { IconCertificate, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageFlag } from '../../../components/language-flag';
import { DownloadButton, PrintTools } from '../../../components/print-tools';
import { QueryState } from '../../../components/query-state';
import { TurningPointsStepper } from '../../../components/turning-points-stepper';
import { formatDate } from '../../../lib/format';
import { useGameIdParam } from '../../../lib/game-id-param';
import { usePrintedTitle } from '../../../lib/printed-title';
import { exportUrl, useGameReport } from '../api/get-game-report';
import { AttacksSection } from './attacks-section';
import { EcologySection } from './ecology-section';
import classes from './game-report.module.css';
import { NominationsSection } from './nominations-section';
import { OrderSetsSection } from './order-sets-section';
import { PromisesSection } from './promises-section';
import { StandingsSection } from './standings-section';
import { TimelineSection } from './timeline-section';
import { TurningPointsSection } from './turning-points-section';
import { WhatIfSection } from './what-if-section';
import { WorldEventsSection } from './world-events-section';

/** The report's title block: the game, when and in which language it was played, how it ended. */
function ReportHeader({ report }: { report: GameReport }) {
  const { t, i18n } = useTranslation();
  const { game } = report;
  return (
    <header className={classes.header}>
      <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
        {t('report.heading')}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <LanguageFlag code={game.language.code} size={22} />
        <Title order={2} style={{ overflowWrap: 'anywhere' }} data-testid="report-title">
          {game.title}
        </Title>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {formatDate(game.created_at, i18n.language)}
          {' · '}
          {t('report.countries_count', { count: report.countries.length })}
        </Text>
        <Badge variant="light" color={game.over ? 'gray' : 'green'}>
          {game.over ? t('games.over') : t('report.in_progress', { round: game.round })}
        </Badge>
      </Group>
    </header>
  );
}

/**
 * The csv's link names the spreadsheets it is written for: the game's language, with the separator
 * and the decimal mark the server writes for it ("CSV (Excel, русский: разделитель «;», …)").
 */
function useCsvLabel(gameLanguage: string): string {
  const { t, i18n } = useTranslation();
  const dialect = csvDialect(gameLanguage);
  const language =
    new Intl.DisplayNames([i18n.language], { type: 'language' }).of(gameLanguage) ?? gameLanguage;
  return t('report.export_csv_for', {
    language,
    separator: dialect.separator,
    decimal: dialect.decimal === ',' ? t('report.decimal_comma') : t('report.decimal_point'),
  });
}

/**
 * Back to the game, print, the files to keep and, once the game is over, the teams'
 * certificates: on screen only, never on paper.
 */
function ReportTools({
  gameId,
  gameLanguage,
  over,
}: {
  gameId: number;
  gameLanguage: string;
  over: boolean;
}) {
  const { t } = useTranslation();
  const csvLabel = useCsvLabel(gameLanguage);
  return (
    <PrintTools
      gameId={gameId}
      className={classes.tools}
      printTestId="report-print"
      printVariant="light"
      testId="report-tools"
    >
      <DownloadButton
        href={exportUrl(gameId, 'xlsx')}
        icon={IconFileSpreadsheet}
        testId="export-xlsx"
      >
        {t('report.export_xlsx')}
      </DownloadButton>
      <DownloadButton href={exportUrl(gameId, 'csv')} icon={IconFileTypeCsv} testId="export-csv">
        {csvLabel}
      </DownloadButton>
      {over && (
        <Button
          component={Link}
          to={`/host/games/certificates/${gameId}`}
          variant="subtle"
          size="xs"
          leftSection={<IconCertificate size={16} />}
          data-testid="certificates-link"
        >
          {t('certificates.link')}
        </Button>
      )}
    </PrintTools>
  );
}

function Report({ gameId, report }: { gameId: number; report: GameReport }) {
  const { t } = useTranslation();
  const awarded = report.nominations !== null;
  usePrintedTitle(`${report.game.title} · ${t('report.heading')}`);
  return (
    <Stack gap="xl" className={classes.report} data-testid="game-report" data-paper-page>
      <Group justify="space-between" align="flex-start" gap="sm">
        <ReportHeader report={report} />
        <ReportTools
          gameId={gameId}
          gameLanguage={report.game.language.code}
          over={report.game.over}
        />
      </Group>
      {/* A debrief opens on the winner: once awarded, the nominations come first. */}
      {awarded && <NominationsSection report={report} />}
      {/* Then the story in it: the moments that changed the game, and their steps on the projector. */}
      {report.rounds.length > 0 && (
        <>
          <TurningPointsSection report={report} />
          {report.game.over && (
            <div className={classes.tools}>
              <TurningPointsStepper gameId={gameId} />
            </div>
          )}
        </>
      )}
      {report.rounds.length === 0 ? (
        <>
          <Text c="dimmed" data-testid="report-empty">
            {t('report.no_rounds')}
          </Text>
          {/* A world event may happen before the first round ends. */}
          {report.events.length > 0 && <WorldEventsSection report={report} />}
        </>
      ) : (
        <>
          <StandingsSection report={report} />
          <EcologySection report={report} />
          {/* Beside what happened, what would have: only a finished game is replayed. */}
          {report.game.over && <WhatIfSection report={report} />}
          <TimelineSection report={report} />
          {report.events.length > 0 && <WorldEventsSection report={report} />}
          <AttacksSection report={report} />
          <PromisesSection report={report} />
          <OrderSetsSection report={report} />
        </>
      )}
      {!awarded && <NominationsSection report={report} />}
    </Stack>
  );
}

/**
 * GameReportPage: a game's debrief for the discussion after it (and on A4 paper): the nominations
 * with why, then where each country stood after each round, the world's ecology, what if there
 * had been no bombs (or sanctions, or transfers), every round's events with the attackers named,
 * who bombed whom, and each team's order sets.
 */
export function GameReportPage() {
  const gameId = useGameIdParam() ?? 0;
  const report = useGameReport(gameId);
  return (
    <QueryState query={report}>{(data) => <Report gameId={gameId} report={data} />}</QueryState>
  );
}
