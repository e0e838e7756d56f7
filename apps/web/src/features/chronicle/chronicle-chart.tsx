// The standings and the world's ecology over the rounds: Chart.js, in this chunk only.
import type { Chronicle } from '@orbis/contracts';
import { chartLine, ECOLOGY_AXIS, RoundChart } from '../../components/round-chart';
import { useTexts } from '../../components/game-texts';
import styles from './chronicle.module.css';

// The player app has no UI kit's palette: nine colours apart on a white card, one per country.
const COLOURS = [
  '#1d5fa8',
  '#c0392b',
  '#1a7642',
  '#9a6412',
  '#7b3fa0',
  '#0f7c86',
  '#b5407a',
  '#4d5b6a',
  '#a35200',
];
const ECOLOGY_COLOUR = '#2f9e44';

/** The average standards, one line per country, and the ecology, both from the start. */
export default function ChronicleChart({ chronicle }: { chronicle: Chronicle }) {
  const { t, count, language } = useTexts();
  const rounds = [
    t('chronicle.start'),
    ...chronicle.rounds.map((r) => t('chronicle.round_short', { round: count(r.round) })),
  ];
  const points = [chronicle.start, ...chronicle.rounds];
  const standards = chronicle.countries.map((c, i) =>
    chartLine({
      name: c.name,
      color: COLOURS[i % COLOURS.length] ?? '#1d5fa8',
      values: points.map(
        (p) => p.standings.find((s) => s.country === c.id)?.averageStandard ?? null,
      ),
    }),
  );
  return (
    <>
      <div className={styles.chart}>
        <RoundChart
          frame={{ label: t('chronicle.standings'), rounds, language }}
          lines={standards}
          axis={{ step: 25, suggestedMax: 100 }}
          legend
          testId="chronicle-standings-chart"
        />
      </div>
      <h3 className={styles.itemTitle}>{t('chronicle.ecology')}</h3>
      <div className={styles.chartSmall}>
        <RoundChart
          frame={{ label: t('chronicle.ecology'), rounds, language }}
          lines={[
            chartLine({
              name: t('chronicle.ecology'),
              color: ECOLOGY_COLOUR,
              values: points.map((p) => p.ecology),
            }),
          ]}
          axis={ECOLOGY_AXIS}
          legend={false}
          testId="chronicle-ecology-chart"
        />
      </div>
    </>
  );
}
