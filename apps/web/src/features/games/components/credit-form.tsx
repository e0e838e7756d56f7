import { Button, Group, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCredit } from '../api/credit';
import { formatMoney } from '../../../lib/format';

/**
 * A credit for one team: the amount, and a send button disabled while it is empty. A credit
 * cannot be taken back, so the host confirms it, seeing the country and the amount.
 */
export function CreditForm({
  gameId,
  countryId,
  countryName,
}: {
  gameId: number;
  countryId: number;
  countryName: string;
}) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState('');
  const credit = useCredit(gameId);
  const error = ApiError.fieldErrors(credit.error).amount;
  const empty = amount.trim() === '';
  const send = (value: number) =>
    credit.mutate({ countryTo: countryId, amount: value }, { onSuccess: () => setAmount('') });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        // The server decides what a valid amount is (no client-side bounds, spec section 5):
        // what is not a number at all goes straight to it, for its message on the field.
        const value = Number(amount.trim());
        if (!Number.isFinite(value)) return send(value);
        modals.openConfirmModal({
          title: t('games.credit_confirm_title'),
          children: (
            <Text size="sm">
              {t('games.credit_confirm_text', {
                country: countryName,
                amount: formatMoney(value, i18n.language),
              })}
            </Text>
          ),
          labels: { confirm: t('games.credit_send'), cancel: t('common.cancel') },
          onConfirm: () => send(value),
        });
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          name="amount"
          aria-label={t('games.credit_amount')}
          placeholder={t('games.credit_amount')}
          inputMode="numeric"
          autoComplete="off"
          leftSection="$"
          size="xs"
          flex={1}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="xs" variant="light" disabled={empty} loading={credit.isPending}>
          {t('games.credit_send')}
        </Button>
      </Group>
    </form>
  );
}
