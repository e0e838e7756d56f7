import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../../components/confirm-button';
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
  return (
    <ConfirmButton
      confirmation={{
        title: t('games.new_code_for', { country: country.name }),
        text: t('games.new_code_confirm', { country: country.name }),
        confirm: t('games.new_code_submit'),
      }}
      onConfirm={() =>
        renew.mutate(country.id, {
          onSuccess: ({ access_code }) =>
            notifications.show({
              color: 'green',
              message: t('games.new_code_done', { country: country.name, code: access_code }),
              closeButtonProps: { 'aria-label': t('games.new_code_notice_close') },
            }),
        })
      }
      size="compact-xs"
      variant="subtle"
      color="red"
      leftSection={<IconRefresh size={12} />}
      loading={renew.isPending}
      aria-label={t('games.new_code_for', { country: country.name })}
      data-testid="new-code"
    >
      {t('games.new_code')}
    </ConfirmButton>
  );
}
