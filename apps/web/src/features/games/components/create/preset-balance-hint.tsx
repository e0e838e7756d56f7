import { Alert, List, Text } from '@mantine/core';
import { numberFormat, type PresetBalance } from '@orbis/contracts';
import { IconAlertTriangle, IconHelpCircle, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';

/**
 * How the picked variables preset fared in its last balance check: failed (which strategy it
 * favours, or that it crowns several winners too often), passed, or never checked, said plainly.
 */
export function PresetBalanceHint({ balance }: { balance: PresetBalance | null }) {
  const { t, i18n } = useTranslation();
  if (!balance) {
    return <BalanceAlert result="never">{t('games.preset_balance_never')}</BalanceAlert>;
  }
  const { check } = balance;
  const numbers = numberFormat(i18n.language);
  const share = (value: number) => numbers.percent(value * 100);
  const date = formatDate(balance.checked_at, i18n.language);
  const flagged = check.strategies.filter((s) => s.flagged);
  const shared = check.sharedWinRate > check.sharedAbove;
  if (flagged.length === 0 && !shared) {
    return (
      <BalanceAlert result="passed" title={t('games.preset_balance_passed', { date })}>
        <Text size="sm">{t('balance.fair', { limit: numbers.number(check.flagAbove) })}</Text>
      </BalanceAlert>
    );
  }
  return (
    <BalanceAlert result="failed" title={t('games.preset_balance_failed', { date })}>
      <List size="sm" spacing={2}>
        {flagged.map((s) => (
          <List.Item key={s.name}>
            {t('balance.flagged', {
              strategy: t(`balance.strategy.${s.name}`),
              ratio: numbers.number(s.ratio),
              limit: numbers.number(check.flagAbove),
            })}
          </List.Item>
        ))}
        {shared && (
          <List.Item>
            {t('balance.shared_flagged', {
              rate: share(check.sharedWinRate),
              limit: share(check.sharedAbove),
            })}
          </List.Item>
        )}
      </List>
    </BalanceAlert>
  );
}

/** Each result's look. */
const LOOK = {
  never: { color: 'gray', icon: IconHelpCircle },
  passed: { color: 'green', icon: IconScale },
  failed: { color: 'orange', icon: IconAlertTriangle },
} as const;

/** The hint for one result of the check: `data-result` says which to the tests. */
function BalanceAlert({
  result,
  title,
  children,
}: {
  result: keyof typeof LOOK;
  title?: string;
  children: ReactNode;
}) {
  const { color, icon: Icon } = LOOK[result];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} />}
      title={title}
      data-testid="preset-balance"
      data-result={result}
    >
      {children}
    </Alert>
  );
}
