import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRenewAccessCode } from '../../../api/access-codes';

/**
 * "New code" on a team's card: after the host confirms, knowing that the team's phones must join
 * again and that printed cards show the old code, the team gets a new code, shown on the card and
 * named in a notice.
 */
export function NewCodeButton({
  gameId,
  country,
}: {
  gameId: number;
  country: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const renew = useRenewAccessCode(gameId);
  const ask = () =>
    modals.openConfirmModal({
      title: t('games.new_code_for', { country: country.name }),
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('games.new_code_confirm', { country: country.name })}
        </Text>
      ),
      labels: { confirm: t('games.new_code_submit'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        renew.mutate(country.id, {
          onSuccess: ({ access_code }) =>
            notifications.show({
              color: 'green',
              message: t('games.new_code_done', { country: country.name, code: access_code }),
              closeButtonProps: { 'aria-label': t('games.new_code_notice_close') },
            }),
        }),
    });
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      leftSection={<IconRefresh size={12} />}
      onClick={ask}
      loading={renew.isPending}
      aria-label={t('games.new_code_for', { country: country.name })}
      data-testid="new-code"
    >
      {t('games.new_code')}
    </Button>
  );
}
