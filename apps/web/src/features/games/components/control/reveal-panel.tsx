import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVEAL_STEPS, REVEAL_ORDER } from '@orbis/contracts';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconCheck,
  IconEye,
  IconPlayerTrackNext,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { callFailureText } from '../../../../lib/call-failure';
import { useGameFinal } from '../../../../lib/game-final';
import { useRevealStep, type RevealMove } from '../../../../lib/reveal';

/**
 * At game over, the host runs the final screen from here: one nomination after another, the
 * winner last, then who bombed whom; or everything at once; or a step back. The projector and
 * the phones show what is revealed, live.
 */
export function RevealPanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const final = useGameFinal(gameId);
  const revealed = final.data?.revealed ?? 0;
  const reveal = useRevealStep(gameId, revealed);
  const move = (to: RevealMove) =>
    reveal.move(to, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: callFailureText(error, t),
        }),
    });
  const next = REVEAL_ORDER[revealed];
  const ready = final.data !== undefined;
  return (
    <Card withBorder radius="md" padding="md" data-testid="reveal-panel" data-revealed={revealed}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={4}>{t('games.reveal_title')}</Title>
          <Text size="sm" c="dimmed" data-testid="reveal-progress">
            {t('games.reveal_progress', { revealed, total: REVEAL_STEPS })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('games.reveal_hint')}
        </Text>
        <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {REVEAL_ORDER.map((item, i) => {
            const shown = i < revealed;
            return (
              <Group
                key={item}
                component="li"
                gap="xs"
                wrap="nowrap"
                data-testid={`reveal-step-${item}`}
                data-shown={shown}
              >
                <ThemeIcon
                  size="sm"
                  radius="xl"
                  variant={shown ? 'filled' : 'light'}
                  color={shown ? 'teal' : 'gray'}
                >
                  {shown ? <IconCheck size={14} /> : <Text size="xs">{i + 1}</Text>}
                </ThemeIcon>
                <Text size="sm" fw={i === revealed ? 700 : 400} c={shown ? undefined : 'dimmed'}>
                  {t(`games.reveal_step.${item}`)}
                </Text>
              </Group>
            );
          })}
        </Stack>
        <Button
          leftSection={<IconPlayerTrackNext size={18} />}
          color="yellow"
          disabled={!ready || next === undefined}
          loading={reveal.isPending}
          onClick={() => move('next')}
          data-testid="reveal-next"
        >
          {next === undefined
            ? t('games.reveal_done')
            : t('games.reveal_next', { name: t(`games.reveal_step.${next}`) })}
        </Button>
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconEye size={18} />}
          disabled={!ready || revealed >= REVEAL_STEPS || reveal.isPending}
          onClick={() => move('all')}
          data-testid="reveal-all"
        >
          {t('games.reveal_all')}
        </Button>
        <Group gap="xs" grow>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={16} />}
            disabled={!ready || revealed === 0 || reveal.isPending}
            onClick={() => move('back')}
            data-testid="reveal-back"
          >
            {t('games.reveal_back')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={!ready || revealed === 0 || reveal.isPending}
            onClick={() => move('none')}
            data-testid="reveal-reset"
          >
            {t('games.reveal_reset')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
