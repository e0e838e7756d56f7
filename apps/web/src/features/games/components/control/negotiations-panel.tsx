import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GameControl } from '@orbis/contracts';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFinishNegotiation, useStartNegotiation } from '../../api/negotiation-actions';
import { negotiationStatusLabel } from '../../utils/game-terms';
import { busyParties, hostSteps, negotiationOver } from '@orbis/engine';
import { negotiationList, type NegotiationItem } from '../../utils/negotiation-list';

const STATUS_COLORS: Record<NegotiationItem['status'], string> = {
  sent: 'gray',
  accepted: 'blue',
  refused: 'red',
  ongoing: 'green',
  done: 'teal',
  finished: 'gray',
  closed: 'gray',
};

function NegotiationRow({
  gameId,
  negotiation,
  all,
}: {
  gameId: number;
  negotiation: NegotiationItem;
  /** Every negotiation of the game: a side busy in another one cannot start this one. */
  all: NegotiationItem[];
}) {
  const { t } = useTranslation();
  const start = useStartNegotiation(gameId);
  const finish = useFinishNegotiation(gameId);
  const parties = { countryFrom: negotiation.from.id, countryTo: negotiation.to.id };
  const ended = negotiationOver(negotiation.status);
  const steps = hostSteps(negotiation.status);
  // The engine's own rule, asked before the click: the button says why it cannot start.
  const busy = steps.includes('start')
    ? busyParties(
        all.map((n) => ({ from: n.from.id, to: n.to.id, status: n.status })),
        negotiation.from.id,
        negotiation.to.id,
      ).map((id) => (id === negotiation.from.id ? negotiation.from.name : negotiation.to.name))
    : [];
  const reasonId = `negotiation-busy-${negotiation.from.id}-${negotiation.to.id}`;
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      // An ended negotiation is greyed and struck through, and its status says it in words;
      // no opacity, which would take its text under a readable contrast.
      bg={ended ? 'gray.0' : undefined}
      data-testid="negotiation"
      data-status={negotiation.status}
    >
      <Group gap={6} wrap="nowrap" mb={4}>
        <Text size="sm" fw={500} td={ended ? 'line-through' : undefined}>
          {negotiation.from.name}
        </Text>
        <IconArrowsLeftRight size={14} color="var(--mantine-color-gray-6)" />
        <Text size="sm" fw={500} td={ended ? 'line-through' : undefined}>
          {negotiation.to.name}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Badge
          size="sm"
          variant={ended ? 'outline' : 'light'}
          color={STATUS_COLORS[negotiation.status]}
        >
          {negotiationStatusLabel(t, negotiation.status)}
        </Badge>
        {steps.includes('start') && (
          <Button
            size="compact-xs"
            loading={start.isPending}
            disabled={busy.length > 0}
            aria-describedby={busy.length > 0 ? reasonId : undefined}
            onClick={() => start.mutate(parties)}
          >
            {t('games.talks_start')}
          </Button>
        )}
        {steps.includes('finish') && (
          <Button
            size="compact-xs"
            color="teal"
            loading={finish.isPending}
            onClick={() => finish.mutate(parties)}
          >
            {t('games.talks_finish')}
          </Button>
        )}
      </Group>
      {busy.length > 0 && (
        <Text id={reasonId} size="xs" mt={4} data-testid="negotiation-busy">
          {t('games.talks_busy_elsewhere', { countries: busy.join(', ') })}
        </Text>
      )}
    </Paper>
  );
}

/** (Negotiation mode) every negotiation of the game, with start and finish buttons where they apply. */
export function NegotiationsPanel({
  gameId,
  teams,
}: {
  gameId: number;
  teams: GameControl['teams'];
}) {
  const { t } = useTranslation();
  const negotiations = negotiationList(teams);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={5} mb="xs">
        {t('games.talks_title')}
      </Title>
      {negotiations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('games.talks_none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {negotiations.map((negotiation) => (
            <NegotiationRow
              key={`${negotiation.from.id}-${negotiation.to.id}`}
              gameId={gameId}
              negotiation={negotiation}
              all={negotiations}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
