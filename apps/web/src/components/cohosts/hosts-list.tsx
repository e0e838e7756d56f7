import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { HostCard } from '@orbis/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconUserMinus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';

/** One host of a game (or of every world of an event): name and email (wrapping, never cut), their part, and a remove button. */
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

/**
 * Who runs a game (or every world of an event): its owner, then its co-hosts, each with a remove
 * button where `onRemove` is given (`removing`: the one being removed), or that there are none.
 */
function HostsList({
  owner,
  cohosts,
  onRemove,
  removing,
}: {
  owner: HostCard;
  cohosts: readonly HostCard[];
  onRemove: ((host: HostCard) => void) | undefined;
  removing: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <HostLine host={owner} role="owner" />
      {cohosts.map((host) => (
        <HostLine
          key={host.id}
          host={host}
          role="cohost"
          onRemove={onRemove && (() => onRemove(host))}
          removing={removing === host.id}
        />
      ))}
      {cohosts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cohosts.none')}
        </Text>
      )}
    </>
  );
}

/**
 * The hosts' panel of a game's control screen or an event's dashboard: `title`, the hosts, and
 * for whoever may change them (the owner or an admin, as the server allows) a remove button on
 * each co-host, `hint` and `form` to name one.
 */
export function HostsCard({
  title,
  hint,
  hosts: { owner, cohosts },
  remove,
  form,
  testId,
  maw,
}: {
  title: string;
  hint: string;
  /** The game's or the event's owner and co-hosts. */
  hosts: { owner: HostCard; cohosts: readonly HostCard[] };
  /** The co-host's removal: asked with the `confirm` question, then `mutation` with their id. */
  remove: {
    mutation: UseMutationResult<unknown, Error, number>;
    confirm: 'cohosts.remove_confirm' | 'events.cohost_remove_confirm';
    onRemoved?: (host: HostCard) => void;
    onError?: (error: Error) => void;
  };
  form: ReactNode;
  testId: string;
  maw?: number;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const manage = user?.role === 'admin' || user?.id === owner.id;
  const { mutation, confirm, onRemoved, onError } = remove;
  const ask = (host: HostCard) =>
    askRemoveCohost(t, host, confirm, () =>
      mutation.mutate(host.id, {
        onSuccess: () => onRemoved?.(host),
        ...(onError ? { onError } : {}),
      }),
    );
  return (
    <Card withBorder radius="md" padding="md" maw={maw} data-testid={testId}>
      <Stack gap="sm">
        <Title order={5}>{title}</Title>
        <HostsList
          owner={owner}
          cohosts={cohosts}
          onRemove={manage ? ask : undefined}
          removing={mutation.isPending ? mutation.variables : undefined}
        />
        {manage && (
          <>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
            {form}
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Asks before removing co-host `host`: `question` says what they lose, naming them (the label
 * `cohosts.remove_confirm` of a game, `events.cohost_remove_confirm` of an event's worlds);
 * `onConfirm` removes them.
 */
function askRemoveCohost(
  t: TFunction,
  host: HostCard,
  question: 'cohosts.remove_confirm' | 'events.cohost_remove_confirm',
  onConfirm: () => void,
): void {
  modals.openConfirmModal({
    title: t('cohosts.remove'),
    children: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t(question, { name: host.name || host.email })}
      </Text>
    ),
    labels: { confirm: t('cohosts.remove'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
