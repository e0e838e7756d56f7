// The worlds' ecology on one chart, in its own chunk: Chart.js loads after the tables show.
import {
  chartLine,
  ECOLOGY_AXIS,
  RoundChart,
  type ChartFrame,
} from '../../../../components/round-chart';
import { countryColor } from '../../../../lib/country-colors';

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
        chartLine({ name: w.title, color: countryColor(i), values: w.ecology }),
      )}
      axis={ECOLOGY_AXIS}
      legend
      testId="event-ecology-chart"
    />
  );
}
