import { Table, Text } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { countryColor } from '../../../lib/country-colors';
import { formatMoney, formatPercent } from '../../../lib/format';
import { standingRows } from '../utils/report-tables';
import classes from './game-report.module.css';
import { CountryName, ReportSection, ReportTable, RoundHeadings } from './report-section';

const StandingsChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.StandingsChart })),
);

/**
 * Where each country stood after each round: its average living standard (with its budget and
 * income under it) in a table, and the standards as a chart.
 */
export function StandingsSection({ report }: { report: GameReport }) {
  const { t, i18n } = useTranslation();
  const rows = standingRows(report);
  const rounds = report.rounds.map((r) => t('games.round_n', { round: r.round }));
  return (
    <ReportSection id="standings" title={t('report.standings')}>
      <Text size="sm" c="dimmed">
        {t('report.standings_hint')}
      </Text>
      <ReportTable
        striped
        columnBorders
        head={
          <>
            <Table.Th>{t('report.country')}</Table.Th>
            <RoundHeadings rounds={rounds} />
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.country.id} data-testid="standing-row">
            <Table.Td>
              <CountryName name={row.country.name} flag={row.country.flag} />
            </Table.Td>
            {row.rounds.map((figures, i) => (
              <Table.Td key={i} className={classes.number}>
                {figures ? (
                  <>
                    <div className={classes.standard}>
                      {formatPercent(figures.averageStandard, i18n.language)}
                    </div>
                    <div className={classes.money}>
                      {formatMoney(figures.budget, i18n.language)}
                      {' · '}
                      {`+${formatMoney(figures.income, i18n.language)}`}
                    </div>
                  </>
                ) : (
                  '—'
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </ReportTable>
      <div className={classes.chart}>
        <Suspense fallback={null}>
          <StandingsChart
            label={t('report.standings_chart')}
            rounds={rounds}
            series={rows.map((row, i) => ({
              name: row.country.name,
              color: countryColor(i),
              values: row.rounds.map((f) => f?.averageStandard ?? null),
            }))}
            language={i18n.language}
          />
        </Suspense>
      </div>
    </ReportSection>
  );
}
