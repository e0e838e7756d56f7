import type { EventReportWorld } from '@orbis/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/format';
import classes from './event-report.module.css';
import { Section, WorldsTable } from './report-parts';

const WorldsEcologyChart = lazy(() =>
  import('./ecology-chart').then((m) => ({ default: m.WorldsEcologyChart })),
);

/**
 * Every world's ecology from the same start, as figures (a row per round) and as one chart of a
 * line per world: where the worlds parted.
 */
export function EcologySection({ worlds }: { worlds: EventReportWorld[] }) {
  const { t, i18n } = useTranslation();
  const points = Math.max(0, ...worlds.map((w) => w.ecology.length));
  const rounds = Array.from({ length: points }, (_, i) =>
    i === 0 ? t('event_report.start') : t('games.round_n', { round: i }),
  );
  return (
    <Section id="ecology" title={t('event_report.ecology')}>
      <div className={classes.chart}>
        <Suspense fallback={null}>
          <WorldsEcologyChart
            label={t('event_report.ecology_chart')}
            rounds={rounds}
            worlds={worlds}
            language={i18n.language}
          />
        </Suspense>
      </div>
      <WorldsTable
        worlds={worlds}
        corner={t('export.round')}
        label={t('event_report.ecology')}
        rows={rounds.map((round, i) => ({
          key: `ecology-${i}`,
          head: round,
          cell: (w: EventReportWorld) => {
            const value = w.ecology[i];
            return value === undefined ? null : (
              <span className={classes.number}>{formatPercent(value, i18n.language)}</span>
            );
          },
        }))}
      />
    </Section>
  );
}
