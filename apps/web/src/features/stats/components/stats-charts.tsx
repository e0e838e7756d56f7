// The stats screen's ecology chart, in its own chunk: Chart.js loads after the screen shows.
import { useViewportSize } from '@mantine/hooks';
import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
// Chart.js with the scales and the line it draws registered.
import '../../../lib/chart-js';
import { paletteColor } from '../../../lib/country-colors';

/**
 * The chart's data, the same object for as long as its contents are the same: react-chartjs-2
 * updates and redraws the chart whenever it gets a new one, and the screen renders again on every
 * refetch and connection change with equal figures.
 */
function useSameData<T>(make: () => T, contents: readonly unknown[]): T {
  const key = JSON.stringify(contents);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `contents`
  return useMemo(make, [key]);
}

/**
 * Axes readable from the back of a room: fonts follow the viewport's height; the ticks are
 * written in the game's language (`language`), as the figures beside them.
 */
function useAxes(step: number, suggestedMax: number, language: string): ChartOptions<'line'> {
  const { height } = useViewportSize();
  // At least 16 px: the ticks read from the back of a room at 720p too.
  const size = Math.max(16, Math.round((height || window.innerHeight) * 0.021));
  return useMemo(
    () => axes(paletteColor('gray', 4), size, step, suggestedMax, language),
    [size, step, suggestedMax, language],
  );
}

function axes(
  color: string,
  size: number,
  step: number,
  suggestedMax: number,
  language: string,
): ChartOptions<'line'> {
  const ticks = { color, font: { size } };
  return {
    // Chart.js writes its ticks with Intl in this locale (the browser's without it).
    locale: language,
    responsive: true,
    maintainAspectRatio: false,
    // A projector shows the state, not a show: every refresh draws at once.
    animation: false,
    plugins: { legend: { display: false }, tooltip: { enabled: false } },
    scales: {
      x: { ticks, grid: { color: 'rgb(255 255 255 / 6%)' } },
      y: {
        min: 0,
        suggestedMax,
        ticks: { ...ticks, stepSize: step },
        grid: { color: 'rgb(255 255 255 / 12%)' },
      },
    },
  };
}

/** A chart's accessible name, its bars' or points' names and figures, and the game's language. */
interface RoundChartProps {
  label: string;
  labels: string[];
  values: number[];
  language: string;
}

/** World ecology per round, from the start (spec: y suggested max 150, step 50). */
export function EcologyChart({ label, labels, values, language }: RoundChartProps) {
  const options = useAxes(50, 150, language);
  const color = paletteColor('teal', 4);
  const data = useSameData(
    () => ({
      labels,
      datasets: [
        {
          data: values,
          borderColor: color,
          backgroundColor: color,
          borderWidth: 4,
          pointRadius: 5,
          tension: 0.25,
        },
      ],
    }),
    [labels, values, color],
  );
  return (
    <Line options={options} data={data} aria-label={label} role="img" data-testid="ecology-chart" />
  );
}
