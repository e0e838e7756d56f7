import { Table } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import classes from './game-report.module.css';
import { ReportSection, ReportTable, RoundHeadings } from './report-section';

const EcologyChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.EcologyChart })),
);

/** The world's ecology after each round, as figures and as a chart; and its collapse, if it came. */
export function EcologySection({ report }: { report: GameReport }) {
  const { t, i18n } = useTranslation();
  const rounds = report.rounds.map((r) => t('games.round_n', { round: r.round }));
  return (
    <ReportSection id="ecology" title={t('games.ecology')}>
      {report.game.collapsed && <p className={classes.collapsed}>{t('games.collapsed')}</p>}
      <ReportTable
        columnBorders
        head={
          <>
            <RoundHeadings rounds={rounds} />
          </>
        }
      >
        <Table.Tr data-testid="ecology-row">
          {report.rounds.map((r) => (
            <Table.Td key={r.round} className={classes.number}>
              {formatPercent(r.ecology, i18n.language)}
            </Table.Td>
          ))}
        </Table.Tr>
      </ReportTable>
      <div className={`${classes.chart} ${classes.smallChart}`}>
        <Suspense fallback={null}>
          <EcologyChart
            label={t('report.ecology_chart')}
            rounds={rounds}
            values={report.rounds.map((r) => r.ecology)}
            language={i18n.language}
          />
        </Suspense>
      </div>
    </ReportSection>
  );
}
