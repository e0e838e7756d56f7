import type { BalanceStrategy } from '@orbis/contracts';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

// Loaded lazily with this module, so chart.js stays out of the initial bundle.
ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const percent = (share: number) => Math.round(share * 1000) / 10;

/** Each strategy's share of wins as a bar (red when flagged), its fair share as a line. */
export default function BalanceChart({ strategies }: { strategies: BalanceStrategy[] }) {
  const { t } = useTranslation();
  return (
    <Chart
      type="bar"
      aria-label={t('balance.share_of_wins')}
      role="img"
      data={{
        labels: strategies.map((s) => t(`balance.strategy.${s.name}`)),
        datasets: [
          {
            type: 'bar' as const,
            label: t('balance.share_of_wins'),
            data: strategies.map((s) => percent(s.winShare)),
            backgroundColor: strategies.map((s) => (s.flagged ? '#fa5252' : '#228be6')),
          },
          {
            type: 'line' as const,
            label: t('balance.fair_share'),
            data: strategies.map((s) => percent(s.fairShare)),
            borderColor: '#495057',
            borderDash: [6, 4],
            pointRadius: 0,
            fill: false,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => `${v}%` } } },
        plugins: {
          tooltip: {
            callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${c.formattedValue}%` },
          },
        },
      }}
    />
  );
}
