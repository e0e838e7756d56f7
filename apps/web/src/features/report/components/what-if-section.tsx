import { Button, Group, Table, Text } from '@mantine/core';
import type { GameReport, WhatIfAnswer, WhatIfKind } from '@orbis/contracts';
import { asShown, WHAT_IF_KINDS } from '@orbis/engine';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMantineTheme } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { formatMoney, formatPercent } from '../../../lib/format';
import { useWhatIf } from '../api/get-what-if';
import { firstWhatIfKind, whatIfEcology, whatIfRows, type Standing } from '../utils/what-if';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

const WhatIfEcologyChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.WhatIfEcologyChart })),
);

/** A difference with its sign: "+12.5%", "-$300"; nothing for none. */
function signed(value: number, format: (n: number) => string): string {
  if (value === 0) return '0';
  return value > 0 ? `+${format(value)}` : format(value);
}

/** A standing in one cell: the average standard, and the budget under it. */
function StandingCell({ standing, language }: { standing: Standing | null; language: string }) {
  if (!standing) return <Table.Td className={classes.number}>—</Table.Td>;
  return (
    <Table.Td className={classes.number}>
      <div className={classes.standard}>{formatPercent(standing.averageStandard, language)}</div>
      <div className={classes.money}>{formatMoney(standing.budget, language)}</div>
    </Table.Td>
  );
}

/** How far the what-if is from what happened, in standard and in budget. */
function DifferenceCell({
  real,
  whatIf,
  language,
}: {
  real: Standing | null;
  whatIf: Standing | null;
  language: string;
}) {
  if (!real || !whatIf) return <Table.Td className={classes.number}>—</Table.Td>;
  // One decimal, as both standards are given: no "+0.30000000000000004".
  const standard = asShown(whatIf.averageStandard - real.averageStandard);
  const budget = whatIf.budget - real.budget;
  const tone = standard > 0 ? classes.gain : standard < 0 ? classes.loss : undefined;
  return (
    <Table.Td className={classes.number} data-testid="what-if-difference">
      <div className={`${classes.standard} ${tone ?? ''}`}>
        {signed(standard, (n) => formatPercent(n, language))}
      </div>
      <div className={classes.money}>{signed(budget, (n) => formatMoney(n, language))}</div>
    </Table.Td>
  );
}

/** The winners named with their flags; the collapse when nobody won. */
function Winners({
  report,
  ids,
  collapsed,
  testId,
}: {
  report: GameReport;
  ids: number[];
  collapsed: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const countries = report.countries.filter((c) => ids.includes(c.id));
  return (
    <div data-testid={testId}>
      {collapsed || countries.length === 0 ? (
        <Text size="sm">{collapsed ? t('games.collapsed') : t('report.nobody')}</Text>
      ) : (
        <ul className={classes.nominees}>
          {countries.map((c) => (
            <li key={c.id}>
              <CountryName name={c.name} flag={c.flag} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The what-if world of one kind left out, beside what happened. */
function WhatIfResult({ report, answer }: { report: GameReport; answer: WhatIfAnswer }) {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const language = i18n.language;
  const rows = whatIfRows(report, answer);
  const rounds = report.rounds.map((r) => t('games.round_n', { round: r.round }));
  const realWinners = report.nominations?.winner.map((w) => w.country) ?? [];
  // The what-if world ended with no ecology left: nobody would have won.
  const whatIfCollapsed = (answer.rounds.at(-1)?.ecology ?? 1) <= 0;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('report.what_if_table_hint')}
      </Text>
      <div className={classes.tableBox}>
        {/* Each country's name heads its figures: three columns of figures fit a phone. */}
        <Table withTableBorder withColumnBorders className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.whatIfHead}>{t('report.what_if_happened')}</Table.Th>
              <Table.Th className={classes.whatIfHead}>{t('report.what_if_would')}</Table.Th>
              <Table.Th className={classes.whatIfHead}>{t('report.what_if_difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {rows.map((row) => (
            <Table.Tbody key={row.country.id} className={classes.whatIfCountry}>
              <Table.Tr>
                <Table.Th colSpan={3} scope="rowgroup" className={classes.whatIfName}>
                  <CountryName name={row.country.name} flag={row.country.flag} />
                </Table.Th>
              </Table.Tr>
              <Table.Tr data-testid="what-if-row" data-country={row.country.id}>
                <StandingCell standing={row.real} language={language} />
                <StandingCell standing={row.whatIf} language={language} />
                <DifferenceCell real={row.real} whatIf={row.whatIf} language={language} />
              </Table.Tr>
            </Table.Tbody>
          ))}
        </Table>
      </div>
      <div className={classes.winners}>
        <article className={classes.nomination}>
          <Text fw={700}>{t('report.what_if_real_winner')}</Text>
          <Winners
            report={report}
            ids={realWinners}
            collapsed={report.game.collapsed}
            testId="what-if-real-winner"
          />
        </article>
        <article className={classes.nomination}>
          <Text fw={700}>{t('report.what_if_winner')}</Text>
          <Winners
            report={report}
            ids={answer.winner}
            collapsed={whatIfCollapsed}
            testId="what-if-winner"
          />
        </article>
      </div>
      <div className={`${classes.chart} ${classes.smallChart}`}>
        <Suspense fallback={null}>
          <WhatIfEcologyChart
            label={t('report.what_if_ecology_chart')}
            rounds={rounds}
            series={[
              {
                name: t('report.what_if_happened'),
                color: theme.colors.teal[6],
                values: report.rounds.map((r) => r.ecology),
              },
              {
                name: t('report.what_if_would'),
                color: theme.colors.orange[6],
                values: whatIfEcology(report, answer),
              },
            ]}
            language={language}
          />
        </Suspense>
      </div>
    </>
  );
}

/**
 * What if: the finished game replayed by the server without its bombs, its sanctions or its
 * transfers (one kind at a time, the bombs first when any fell), beside what happened: each
 * country's end, the winner and the world's ecology.
 */
export function WhatIfSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<WhatIfKind>(() => firstWhatIfKind(report));
  const query = useWhatIf(report.game.id, kind);
  return (
    <ReportSection id="what-if" title={t('report.what_if')}>
      <Text size="sm" c="dimmed">
        {t('report.what_if_hint')}
      </Text>
      <Group gap="xs" className={classes.tools} role="group" aria-label={t('report.what_if')}>
        {WHAT_IF_KINDS.map((k) => (
          <Button
            key={k}
            size="xs"
            variant={k === kind ? 'filled' : 'light'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
            data-testid={`what-if-${k}`}
          >
            {t(`report.what_if_without.${k}`)}
          </Button>
        ))}
      </Group>
      <QueryState query={query}>
        {(answer) => <WhatIfResult report={report} answer={answer} />}
      </QueryState>
    </ReportSection>
  );
}
