import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { GameControl, HostCard } from '@orbis/contracts';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CohostEmailForm } from '../../../../components/cohost-email-form';
import { useCurrentUser } from '../../../../lib/current-user';
import { useAddCohost, useRemoveCohost } from '../../api/cohosts';
import { useRenewCodesOffer } from './renew-codes-offer';

/** One host of the game: name and email (wrapping, never cut), their part, and a remove button. */
function HostLine({
  host,
  role,
  onRemove,
  removing,
}: {
  host: HostCard;
  role: 'owner' | 'cohost';
  onRemove?: (() => void) | undefined;
  removing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      data-testid="cohosts-host"
      data-role={role}
      data-host-id={host.id}
    >
      <Stack gap={0} miw={0} flex={1}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {host.name || host.email}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {host.email}
        </Text>
      </Stack>
      <Badge variant="light" color={role === 'owner' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
        {t(role === 'owner' ? 'cohosts.owner' : 'cohosts.cohost')}
      </Badge>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          loading={removing}
          aria-label={`${t('cohosts.remove')}: ${host.name || host.email}`}
          title={t('cohosts.remove')}
          data-testid="cohosts-remove"
        >
          <IconUserMinus size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The form that names a co-host by email; the server's refusal shows under the field. */
function AddCohostForm({ gameId }: { gameId: number }) {
  const add = useAddCohost(gameId);
  return <CohostEmailForm add={add} />;
}

/**
 * Who runs the game: its owner and co-hosts. The owner (or an admin) names a co-host by email and
 * removes one after confirming, and is then offered new codes for every team; a co-host sees the
 * list only. Another host's changes arrive live (`cohosts-changed` refetches the control screen).
 */
export function CohostsPanel({ game }: { game: GameControl['game'] }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const manage = user?.role === 'admin' || user?.id === game.owner.id;
  const remove = useRemoveCohost(game.id);
  const offerNewCodes = useRenewCodesOffer(game.id);
  const ask = (host: HostCard) =>
    modals.openConfirmModal({
      title: t('cohosts.remove'),
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('cohosts.remove_confirm', { name: host.name || host.email })}
        </Text>
      ),
      labels: { confirm: t('cohosts.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      // The removed co-host has seen every team's code: the owner is offered new ones at once.
      onConfirm: () => remove.mutate(host.id, { onSuccess: () => offerNewCodes(host) }),
    });
  return (
    <Card withBorder radius="md" padding="md" data-testid="cohosts-panel">
      <Stack gap="sm">
        <Title order={5}>{t('cohosts.title')}</Title>
        <HostLine host={game.owner} role="owner" />
        {game.cohosts.map((host) => (
          <HostLine
            key={host.id}
            host={host}
            role="cohost"
            onRemove={manage ? () => ask(host) : undefined}
            removing={remove.isPending && remove.variables === host.id}
          />
        ))}
        {game.cohosts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cohosts.none')}
          </Text>
        )}
        {manage && (
          <>
            <Text size="xs" c="dimmed">
              {t('cohosts.hint')}
            </Text>
            <AddCohostForm gameId={game.id} />
          </>
        )}
      </Stack>
    </Card>
  );
}
