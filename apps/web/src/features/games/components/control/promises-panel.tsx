import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { numberFormat, type GameControl, type GamePromise } from '@orbis/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { promiseOrder } from '../../../../lib/promise-order';
import {
  PROMISE_STATUS_COLORS,
  promiseStatusLabel,
  promiseWhat,
} from '../../../../lib/promise-terms';

function PromiseRow({ promise, names }: { promise: GamePromise; names: Map<number, string> }) {
  const { t, i18n } = useTranslation();
  const { money } = numberFormat(i18n.language);
  const over = promise.status !== 'proposed' && promise.status !== 'accepted';
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      bg={over ? 'gray.0' : undefined}
      data-testid="promise"
      data-status={promise.status}
    >
      <Group gap={6} wrap="wrap" mb={4}>
        <Text size="sm" fw={500}>
          {names.get(promise.from) ?? `#${promise.from}`}
        </Text>
        <IconArrowRight size={14} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text size="sm" fw={500}>
          {names.get(promise.to) ?? `#${promise.to}`}
        </Text>
      </Group>
      <Text size="sm">
        {promiseWhat(t, promise, money)}, {t('games.promise_until', { round: promise.until })}
      </Text>
      <Group gap="xs" mt={4}>
        <Badge
          size="sm"
          variant={over ? 'outline' : 'light'}
          color={PROMISE_STATUS_COLORS[promise.status]}
          // A status reads as words; a long Russian one wraps instead of being cut.
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          h="auto"
        >
          {promiseStatusLabel(t, promise.status)}
          {promise.settled !== null && ` ${t('games.promise_settled', { round: promise.settled })}`}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('games.promise_made', { round: promise.round })}
        </Text>
        {promise.kind === 'transfer' && promise.value !== null && promise.status !== 'proposed' && (
          <Text size="xs" c="dimmed" data-testid="promise-progress">
            {t('games.promise_sent', { sent: money(promise.sent), value: money(promise.value) })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/** Every promise of the game, who to whom, what, until when and where it stands. */
export function PromisesPanel({ control }: { control: GameControl }) {
  const { t } = useTranslation();
  const names = new Map(control.teams.map(({ country }) => [country.id, country.name]));
  const promises = [...control.promises].sort(promiseOrder);
  return (
    <Card withBorder radius="md" padding="md" data-testid="promises-panel">
      <Title order={5} mb="xs">
        {t('games.promises_title')}
      </Title>
      {promises.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('games.promises_none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {promises.map((promise) => (
            <PromiseRow key={promise.id} promise={promise} names={names} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
