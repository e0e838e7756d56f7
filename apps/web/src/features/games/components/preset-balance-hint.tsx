import { Alert, List, Text } from '@mantine/core';
import { numberFormat, type PresetBalance } from '@orbis/contracts';
import { IconAlertTriangle, IconHelpCircle, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/**
 * How the picked variables preset fared in its last balance check: failed (which strategy it
 * favours, or that it crowns several winners too often), passed, or never checked, said plainly.
 */
export function PresetBalanceHint({ balance }: { balance: PresetBalance | null }) {
  const { t, i18n } = useTranslation();
  if (!balance) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconHelpCircle size={18} />}
        data-testid="preset-balance"
        data-result="never"
      >
        {t('games.preset_balance_never')}
      </Alert>
    );
  }
  const { check } = balance;
  const numbers = numberFormat(i18n.language);
  const share = (value: number) => numbers.percent(value * 100);
  const date = formatDate(balance.checked_at, i18n.language);
  const flagged = check.strategies.filter((s) => s.flagged);
  const shared = check.sharedWinRate > check.sharedAbove;
  if (flagged.length === 0 && !shared) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconScale size={18} />}
        title={t('games.preset_balance_passed', { date })}
        data-testid="preset-balance"
        data-result="passed"
      >
        <Text size="sm">{t('balance.fair', { limit: numbers.number(check.flagAbove) })}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('games.preset_balance_failed', { date })}
      data-testid="preset-balance"
      data-result="failed"
    >
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
    </Alert>
  );
}
