// The debrief's two charts, in their own chunk: Chart.js loads after the report's tables show.
import { useMantineTheme } from '@mantine/core';
import { Legend, Tooltip, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { ChartJS } from '../../../lib/chart-js';

ChartJS.register(Legend, Tooltip);

/** One line of a chart: a country's name, colour and value after each round. */
export interface ChartSeries {
  name: string;
  color: string;
  values: (number | null)[];
}

function options(
  step: number,
  suggestedMax: number,
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

/** Each country's average living standard after each round, one line per country. */
export function StandingsChart({
  label,
  rounds,
  series,
  language,
}: {
  label: string;
  rounds: string[];
  series: ChartSeries[];
  language: string;
}) {
  return (
    <Line
      options={options(25, 100, true, language)}
      data={{
        labels: rounds,
        datasets: series.map((s) => ({
          label: s.name,
          data: s.values,
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: 3,
          pointRadius: 4,
          spanGaps: true,
        })),
      }}
      aria-label={label}
      role="img"
      data-testid="standings-chart"
    />
  );
}

/** The world's ecology after each round (the spec's axis: suggested max 150, step 50). */
export function EcologyChart({
  label,
  rounds,
  values,
  language,
}: {
  label: string;
  rounds: string[];
  values: number[];
  language: string;
}) {
  const color = useMantineTheme().colors.teal[6];
  return (
    <Line
      options={options(50, 150, false, language)}
      data={{
        labels: rounds,
        datasets: [
          {
            label,
            data: values,
            borderColor: color,
            backgroundColor: color,
            borderWidth: 3,
            pointRadius: 4,
          },
        ],
      }}
      aria-label={label}
      role="img"
      data-testid="ecology-chart"
    />
  );
}

/** The world's ecology after each round as it happened and as it would have been, two lines. */
export function WhatIfEcologyChart({
  label,
  rounds,
  series,
  language,
}: {
  label: string;
  rounds: string[];
  series: [ChartSeries, ChartSeries];
  language: string;
}) {
  return (
    <Line
      options={options(50, 150, true, language)}
      data={{
        labels: rounds,
        datasets: series.map((s, i) => ({
          label: s.name,
          data: s.values,
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: 3,
          // The what-if's line is dashed: told apart on a black and white page too.
          borderDash: i === 1 ? [8, 5] : [],
          pointRadius: 4,
        })),
      }}
      aria-label={label}
      role="img"
      data-testid="what-if-ecology-chart"
    />
  );
}
