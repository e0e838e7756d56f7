// The debrief's charts, in their own chunk: Chart.js loads after the report's tables show.
import { useMantineTheme } from '@mantine/core';
import {
  chartLine,
  ECOLOGY_AXIS,
  RoundChart,
  type ChartFrame,
  type ChartSeries,
} from '../../../components/round-chart';

/** Each country's average living standard after each round, one line per country. */
export function StandingsChart({ series, ...frame }: ChartFrame & { series: ChartSeries[] }) {
  return (
    <RoundChart
      frame={frame}
      lines={series.map((s) => chartLine(s, { spanGaps: true }))}
      axis={{ step: 25, suggestedMax: 100 }}
      legend
      testId="standings-chart"
    />
  );
}

/** The world's ecology after each round. */
export function EcologyChart({ values, ...frame }: ChartFrame & { values: number[] }) {
  const color = useMantineTheme().colors.teal[6];
  return (
    <RoundChart
      frame={frame}
      lines={[chartLine({ name: frame.label, color, values })]}
      axis={ECOLOGY_AXIS}
      legend={false}
      testId="ecology-chart"
    />
  );
}

/** The world's ecology after each round as it happened and as it would have been, two lines. */
export function WhatIfEcologyChart({
  series,
  ...frame
}: ChartFrame & { series: [ChartSeries, ChartSeries] }) {
  return (
    <RoundChart
      frame={frame}
      // The what-if's line is dashed: told apart on a black and white page too.
      lines={series.map((s, i) => chartLine(s, { borderDash: i === 1 ? [8, 5] : [] }))}
      axis={ECOLOGY_AXIS}
      legend
      testId="what-if-ecology-chart"
    />
  );
}
