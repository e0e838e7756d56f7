// A chart of figures over a game's rounds, as the debriefs draw them (Chart.js, in the lazy chunk
// of whichever screen imports this): thick lines with their points marked, ticks in the page's
// language, printed as drawn.
import { Legend, Tooltip, type ChartDataset, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { ChartJS } from '../lib/chart-js';

ChartJS.register(Legend, Tooltip);

/** One line of a chart: its name, colour and value at each round. */
export interface ChartSeries {
  name: string;
  color: string;
  values: (number | null)[];
}

/** What a chart's axis shows: its step, and the top it reaches at least. */
export interface Axis {
  step: number;
  suggestedMax: number;
}

// The spec's axis for the world's ecology: suggested max 150, step 50.
export const ECOLOGY_AXIS: Axis = { step: 50, suggestedMax: 150 };

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
      legend: {
        display: legend,
        position: 'bottom',
        labels: { boxWidth: 14, boxHeight: 14, usePointStyle: true },
      },
    },
    scales: {
      y: { min: 0, suggestedMax, ticks: { stepSize: step } },
    },
  };
}

/** A line of a chart, drawn as every line of a report is: thick, with its points marked. */
export function chartLine(
  series: ChartSeries,
  extra?: Partial<ChartDataset<'line'>>,
): ChartDataset<'line'> {
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
export interface ChartFrame {
  label: string;
  rounds: string[];
  language: string;
}

/** A chart of a report: its lines over the rounds. */
export function RoundChart({
  frame: { label, rounds, language },
  lines,
  axis,
  legend,
  testId,
}: {
  frame: ChartFrame;
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
