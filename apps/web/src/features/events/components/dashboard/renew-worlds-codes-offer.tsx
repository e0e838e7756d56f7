import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { EventWorldTile, HostCard } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { useRenewWorldsCodes } from '../../api/dashboard';

/**
 * The offer made right after an event co-host is removed: they could open every world's control
 * screen and so have seen every team's code, so the lead may renew them all, world by world,
 * knowing that every phone must join again. Returns the function that opens it for `host`.
 */
export function useRenewWorldsCodesOffer(
  eventId: number,
  worlds: readonly EventWorldTile[],
): (host: HostCard) => void {
  const { t } = useTranslation();
  const renew = useRenewWorldsCodes(eventId);
  const close = { 'aria-label': t('games.new_code_notice_close') };
  return (host) =>
    modals.openConfirmModal({
      title: t('events.new_codes_title'),
      size: 'lg',
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="renew-worlds-codes">
          {t('events.new_codes_confirm', { name: host.name || host.email, count: worlds.length })}
        </Text>
      ),
      labels: { confirm: t('events.new_codes_submit'), cancel: t('games.new_codes_keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        renew.mutate(
          worlds.map((w) => w.gameId),
          {
            onSuccess: (refused) =>
              notifications.show(
                refused.length === 0
                  ? { color: 'green', message: t('events.new_codes_done'), closeButtonProps: close }
                  : {
                      color: 'red',
                      message: t('events.new_codes_refused', {
                        worlds: worlds
                          .filter((w) => refused.includes(w.gameId))
                          .map((w) => w.title)
                          .join(', '),
                      }),
                      closeButtonProps: close,
                    },
              ),
          },
        ),
    });
}
