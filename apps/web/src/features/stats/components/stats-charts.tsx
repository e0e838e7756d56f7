// The stats screen's two charts, in their own chunk: Chart.js loads after the screen shows.
import { useViewportSize } from '@mantine/hooks';
import { BarController, BarElement, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { ChartJS } from '../../../lib/chart-js';
import { countryColor, paletteColor } from '../../../lib/country-colors';

// Only what the two charts draw: a smaller chunk than Chart.js's everything.
ChartJS.register(BarController, BarElement);

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
function useAxes(
  step: number,
  suggestedMax: number,
  language: string,
): ChartOptions<'line' | 'bar'> {
  const { height } = useViewportSize();
  const size = Math.max(11, Math.round((height || window.innerHeight) * 0.019));
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
): ChartOptions<'line' | 'bar'> {
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

/** The smallest a bar's name may be drawn at: below it the names tilt rather than shrink. */
const SMALLEST_TICK = 10;

/**
 * The type size, at most `size`, at which the widest line of `labels` fits a bar's share of
 * `chart`'s width, with a little room between neighbours (it may be below SMALLEST_TICK).
 */
function fittedSize(chart: ChartJS, labels: string[][], size: number): number {
  const { ctx } = chart;
  const share = (chart.chartArea?.width ?? chart.width) / Math.max(labels.length, 1);
  ctx.save();
  ctx.font = `${size}px ${ChartJS.defaults.font.family}`;
  const widest = Math.max(...labels.flat().map((line) => ctx.measureText(line).width));
  ctx.restore();
  return Math.min(size, Math.floor((size * (share - 8)) / Math.max(widest, 1)));
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
  const options = useAxes(50, 150, language) as ChartOptions<'line'>;
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

/** Each country's average standard, in the countries' colours (spec: step 25). */
export function StandardChart({ label, labels, values, language }: RoundChartProps) {
  const axes = useAxes(25, 100, language) as ChartOptions<'bar'>;
  // Every country keeps its whole name under its bar, none skipped for room: a name takes a line
  // a word (Chart.js draws an array as lines) in type shrunk until the widest word fits a bar's
  // width; where even the smallest type would not fit, each name takes one tilted line instead
  // (tilted lines of words would run into each other).
  // The same arrays while the names are the same: new options would redraw the chart.
  const names = useSameData(
    () => ({ whole: labels, words: labels.map((name) => name.split(' ')) }),
    [labels],
  );
  const options = useMemo(() => {
    const ticks = axes.scales?.x?.ticks;
    const size = (ticks?.font as { size: number } | undefined)?.size ?? 12;
    return {
      ...axes,
      scales: {
        ...axes.scales,
        x: {
          ...axes.scales?.x,
          ticks: {
            ...ticks,
            autoSkip: false,
            font: ({ chart }: { chart: ChartJS }) => ({
              size: Math.max(SMALLEST_TICK, fittedSize(chart, names.words, size)),
            }),
            callback(this: { chart: ChartJS }, _value: unknown, index: number) {
              return fittedSize(this.chart, names.words, size) >= SMALLEST_TICK
                ? names.words[index]
                : names.whole[index];
            },
          },
        },
      },
    };
  }, [axes, names]);
  const data = useSameData(
    () => ({
      labels,
      datasets: [
        { data: values, backgroundColor: values.map((_, i) => countryColor(i)), borderRadius: 4 },
      ],
    }),
    [labels, values],
  );
  return (
    <Bar options={options} data={data} aria-label={label} role="img" data-testid="standard-chart" />
  );
}
