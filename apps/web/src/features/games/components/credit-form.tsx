import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCredit } from '../api/credit';

/** A credit for one team: the amount, and a send button disabled while it is empty. */
export function CreditForm({ gameId, countryId }: { gameId: number; countryId: number }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const credit = useCredit(gameId);
  const error = ApiError.fieldErrors(credit.error).amount;
  const empty = amount.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        // The server decides what a valid amount is (no client-side bounds, spec section 5).
        credit.mutate(
          { countryTo: countryId, amount: Number(amount.trim()) },
          { onSuccess: () => setAmount('') },
        );
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
