import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { GameControl } from '@orbis/contracts';
import {
  IconArrowBackUp,
  IconChartBar,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrophy,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEndRound, useStartRound, useUndoRound } from '../api/round-actions';
import { useReenableAfter } from '../hooks/use-reenable-after';

/** The spec's pause before the round button works again (section 9). */
const ROUND_BUTTON_PAUSE_MS = 500;

/** Start round (stopped game) or end round (running game), which asks first and names who is late. */
function RoundButton({ control }: { control: GameControl }) {
  const { t } = useTranslation();
  const { id, round, stopped } = control.game;
  const start = useStartRound(id);
  const end = useEndRound(id);
  const pause = useReenableAfter(ROUND_BUTTON_PAUSE_MS);
  const busy = start.isPending || end.isPending || pause.held;
  if (stopped) {
    return (
      <Button
        leftSection={<IconPlayerPlay size={18} />}
        color="green"
        fullWidth
        disabled={busy}
        loading={start.isPending}
        onClick={() => start.mutate(round, { onSettled: pause.hold })}
      >
        {t('games.start_round', { round })}
      </Button>
    );
  }
  const late = control.info.orders.notAccepted;
  const ask = () =>
    modals.openConfirmModal({
      title: t('games.end_round_title', { round }),
      children:
        late.length === 0 ? (
          <Text size="sm">{t('games.end_round_all_sent')}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('games.end_round_missing')}</Text>
            <List size="sm" data-testid="late-teams">
              {late.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </Stack>
        ),
      labels: { confirm: t('games.end_round'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate(round, { onSettled: pause.hold }),
    });
  return (
    <Button
      leftSection={<IconPlayerStop size={18} />}
      color="red"
      fullWidth
      disabled={busy}
      loading={end.isPending}
      onClick={ask}
    >
      {t('games.end_round_n', { round })}
    </Button>
  );
}

/** Undo the last ended round, after confirming: the round runs again with the same orders. */
function UndoButton({ gameId, round }: { gameId: number; round: number }) {
  const { t } = useTranslation();
  const undo = useUndoRound(gameId);
  const ask = () =>
    modals.openConfirmModal({
      title: t('games.undo_title', { round }),
      children: <Text size="sm">{t('games.undo_text', { round })}</Text>,
      labels: { confirm: t('games.undo'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => undo.mutate(round),
    });
  return (
    <Button
      variant="subtle"
      color="orange"
      size="xs"
      leftSection={<IconArrowBackUp size={16} />}
      loading={undo.isPending}
      onClick={ask}
    >
      {t('games.undo_round', { round })}
    </Button>
  );
}

/** The round, the world's ecology, the round buttons, and the projector screens' links. */
export function RoundPanel({ control }: { control: GameControl }) {
  const { t } = useTranslation();
  const { id, round, stopped, over, ecology } = control.game;
  const statsLink = `#/stats/${id}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={3} data-testid="current-round">
            {t('games.round_n', { round })}
          </Title>
          {over ? (
            <Badge color="gray">{t('games.over')}</Badge>
          ) : (
            <Badge color={stopped ? 'yellow' : 'green'} variant="light">
              {stopped ? t('games.waiting') : t('games.running')}
            </Badge>
          )}
        </Group>
        <div>
          <Group justify="space-between">
            <Text size="sm">{t('games.ecology')}</Text>
            <Text size="sm" fw={700} data-testid="ecology">
              {ecology}
            </Text>
          </Group>
          <Progress
            value={Math.max(0, Math.min(100, ecology))}
            color={ecology < 30 ? 'red' : ecology < 60 ? 'yellow' : 'green'}
            size="sm"
            mt={4}
            aria-label={t('games.ecology')}
          />
        </div>
        {over ? (
          <Alert
            color="gray"
            variant="light"
            title={t('games.over')}
            icon={<IconTrophy size={18} />}
          >
            <Group gap="xs">
              <Button
                component="a"
                href={statsLink}
                target="_blank"
                size="xs"
                variant="light"
                leftSection={<IconChartBar size={16} />}
              >
                {t('games.stats_link')}
              </Button>
              <Button
                component="a"
                href={`#/final/${id}`}
                target="_blank"
                size="xs"
                variant="light"
                leftSection={<IconTrophy size={16} />}
              >
                {t('games.final_link')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <RoundButton control={control} />
        )}
        <Group justify="space-between" gap="xs">
          {!over && (
            <Button
              component="a"
              href={statsLink}
              target="_blank"
              size="xs"
              variant="subtle"
              leftSection={<IconChartBar size={16} />}
            >
              {t('games.stats_link')}
            </Button>
          )}
          {stopped && round > 1 && <UndoButton gameId={id} round={round - 1} />}
        </Group>
      </Stack>
    </Card>
  );
}
