// The worlds' ecology on one chart, in its own chunk: Chart.js loads after the tables show.
import {
  chartLine,
  ECOLOGY_AXIS,
  RoundChart,
  type ChartFrame,
} from '../../../../components/round-chart';
import { countryColor } from '../../../../lib/country-colors';

// Each world's line has its own marks and dashes too (twelve worlds, twelve pairs): they tell the
// worlds apart on grey paper, and where worlds share their values (the same start, the same
// choices) a line drawn over another still shows its marks.
const POINTS = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;
const DASHES = [[], [10, 6], [3, 4], [12, 4, 3, 4]];

/** Every world's ecology at the start and after each round, one line per world. */
export function WorldsEcologyChart({
  worlds,
  ...frame
}: ChartFrame & { worlds: { title: string; ecology: number[] }[] }) {
  return (
    <RoundChart
      frame={frame}
      // The palette that tells countries apart tells the worlds apart (an event has at most 12).
      lines={worlds.map((w, i) =>
        chartLine(
          { name: w.title, color: countryColor(i), values: w.ecology },
          {
            pointStyle: POINTS[i % POINTS.length],
            pointRadius: 6,
            borderDash: DASHES[i % DASHES.length],
          },
        ),
      )}
      axis={ECOLOGY_AXIS}
      legend
      testId="event-ecology-chart"
    />
  );
}
