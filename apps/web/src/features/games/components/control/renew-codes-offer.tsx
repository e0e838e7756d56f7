import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { HostCard } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { useRenewAllAccessCodes } from '../../api/access-codes';

/**
 * The offer made right after a co-host is removed: they have seen every team's code on this
 * screen, so the owner may renew them all at once (one call), knowing that every phone must join
 * again. Returns the function that opens it for the removed `host`.
 */
export function useRenewCodesOffer(gameId: number): (host: HostCard) => void {
  const { t } = useTranslation();
  const renewAll = useRenewAllAccessCodes(gameId);
  return (host) =>
    modals.openConfirmModal({
      title: t('games.new_codes_title'),
      // Wide enough for its long text and both buttons on one line on a tablet.
      size: 'lg',
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('games.new_codes_confirm', { name: host.name || host.email })}
        </Text>
      ),
      labels: { confirm: t('games.new_codes_submit'), cancel: t('games.new_codes_keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        renewAll.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('games.new_codes_done'),
              closeButtonProps: { 'aria-label': t('games.new_code_notice_close') },
            }),
        }),
    });
}
