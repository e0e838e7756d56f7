// The debrief's two charts, in their own chunk: Chart.js loads after the report's tables show.
import { useMantineTheme } from '@mantine/core';
import { Legend, Tooltip, type ChartDataset, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { ChartJS } from '../../../lib/chart-js';

ChartJS.register(Legend, Tooltip);

/** One line of a chart: a country's name, colour and value after each round. */
export interface ChartSeries {
  name: string;
  color: string;
  values: (number | null)[];
}

/** What a chart's axis shows: its step, and the top it reaches at least. */
interface Axis {
  step: number;
  suggestedMax: number;
}

function options(
  { step, suggestedMax }: Axis,
  legend: boolean,
  language: string,
): ChartOptions<'line'> {
  return {
    // Ticks and tooltips written with Intl in the report's language (the browser's without it).
    locale: language,
    responsive: true,
    maintainAspectRatio: false,
    // Printed as drawn: no animation leaves a half-drawn chart on paper.
    animation: false,
    // Sharp on paper as well as on screen.
    devicePixelRatio: 2,
    plugins: {
      legend: { display: legend, position: 'bottom', labels: { boxWidth: 14, boxHeight: 14 } },
    },
    scales: {
      y: { min: 0, suggestedMax, ticks: { stepSize: step } },
    },
  };
}

/** A line of a chart, drawn as every line of the report is: thick, with its points marked. */
function line(series: ChartSeries, extra?: Partial<ChartDataset<'line'>>): ChartDataset<'line'> {
  return {
    label: series.name,
    data: series.values,
    borderColor: series.color,
    backgroundColor: series.color,
    borderWidth: 3,
    pointRadius: 4,
    ...extra,
  };
}

/** What a chart is drawn over: its label (what a screen reader says), the rounds, the language. */
interface Frame {
  label: string;
  rounds: string[];
  language: string;
}

/** A chart of the report: its lines over the rounds. */
function ReportChart({
  frame: { label, rounds, language },
  lines,
  axis,
  legend,
  testId,
}: {
  frame: Frame;
  lines: ChartDataset<'line'>[];
  axis: Axis;
  /** Whether the lines are named under the chart: not for a single line the label names. */
  legend: boolean;
  testId: string;
}) {
  return (
    <Line
      options={options(axis, legend, language)}
      data={{ labels: rounds, datasets: lines }}
      aria-label={label}
      role="img"
      data-testid={testId}
    />
  );
}

/** Each country's average living standard after each round, one line per country. */
export function StandingsChart({ series, ...frame }: Frame & { series: ChartSeries[] }) {
  return (
    <ReportChart
      frame={frame}
      lines={series.map((s) => line(s, { spanGaps: true }))}
      axis={{ step: 25, suggestedMax: 100 }}
      legend
      testId="standings-chart"
    />
  );
}

// The spec's axis for the world's ecology: suggested max 150, step 50.
const ECOLOGY_AXIS: Axis = { step: 50, suggestedMax: 150 };

/** The world's ecology after each round. */
export function EcologyChart({ values, ...frame }: Frame & { values: number[] }) {
  const color = useMantineTheme().colors.teal[6];
  return (
    <ReportChart
      frame={frame}
      lines={[line({ name: frame.label, color, values })]}
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
}: Frame & { series: [ChartSeries, ChartSeries] }) {
  return (
    <ReportChart
      frame={frame}
      // The what-if's line is dashed: told apart on a black and white page too.
      lines={series.map((s, i) => line(s, { borderDash: i === 1 ? [8, 5] : [] }))}
      axis={ECOLOGY_AXIS}
      legend
      testId="what-if-ecology-chart"
    />
  );
}
