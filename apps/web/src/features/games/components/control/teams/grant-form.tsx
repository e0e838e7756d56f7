import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { OneFieldForm } from '../../../../../components/one-field-form';
import { useCredit } from '../../../api/credit';
import { formatMoney } from '../../../../../lib/format';

/**
 * A grant of money to one team (the API's `credit`): the amount, and a send button disabled while
 * it is empty. A grant is never paid back and cannot be taken back, so the screens never call it a
 * credit, and the host confirms it, seeing the country and the amount.
 */
export function GrantForm({
  gameId,
  countryId,
  countryName,
}: {
  gameId: number;
  countryId: number;
  countryName: string;
}) {
  const { t, i18n } = useTranslation();
  const credit = useCredit(gameId);
  return (
    <OneFieldForm
      name="amount"
      inputMode="numeric"
      leftSection="$"
      labels={{ field: t('games.grant_amount'), send: t('games.grant_send') }}
      call={credit}
      onSend={(amount, clear) => {
        const send = (value: number) =>
          credit.mutate({ countryTo: countryId, amount: value }, { onSuccess: clear });
        // The server decides what a valid amount is (no client-side bounds, spec section 5):
        // what is not a number at all goes straight to it, for its message on the field.
        const value = Number(amount.trim());
        if (!Number.isFinite(value)) return send(value);
        modals.openConfirmModal({
          title: t('games.grant_confirm_title'),
          children: (
            <Text size="sm">
              {t('games.grant_confirm_text', {
                country: countryName,
                amount: formatMoney(value, i18n.language),
              })}
            </Text>
          ),
          labels: { confirm: t('games.grant_send'), cancel: t('common.cancel') },
          onConfirm: () => send(value),
        });
      }}
    />
  );
}
