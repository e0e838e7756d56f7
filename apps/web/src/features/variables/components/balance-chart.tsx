import { numberFormat, type BalanceStrategy } from '@orbis/contracts';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

// Loaded lazily with this module, so chart.js stays out of the initial bundle.
ChartJS.register(BarElement, CategoryScale, Legend, LinearScale, Tooltip);

const percent = (share: number) => Math.round(share * 1000) / 10;

/** Each strategy's share of wins as a bar (red when flagged), next to its fair share in grey. */
export default function BalanceChart({ strategies }: { strategies: BalanceStrategy[] }) {
  const { t, i18n } = useTranslation();
  const { percent: written } = numberFormat(i18n.language);
  return (
    <Bar
      aria-label={t('balance.share_of_wins')}
      role="img"
      data={{
        labels: strategies.map((s) => t(`balance.strategy.${s.name}`)),
        datasets: [
          {
            label: t('balance.share_of_wins'),
            data: strategies.map((s) => percent(s.winShare)),
            backgroundColor: strategies.map((s) => (s.flagged ? '#fa5252' : '#228be6')),
          },
          {
            label: t('balance.fair_share'),
            data: strategies.map((s) => percent(s.fairShare)),
            backgroundColor: '#ced4da',
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        // Ticks and tooltips in the back-office language's format, as the report's percentages.
        locale: i18n.language,
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => written(Number(v)) } } },
        plugins: {
          tooltip: {
            callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${written(c.parsed.y ?? 0)}` },
          },
        },
      }}
    />
  );
}
