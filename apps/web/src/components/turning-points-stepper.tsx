// The host's stepper of the turning points on the projector, once the final screen's reveal has
// reached its last step: on the control screen and in the report, beside the reveal.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVEAL_STEPS } from '@orbis/contracts';
import { IconArrowLeft, IconArrowRight, IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { callFailureText } from '../lib/call-failure';
import { useGameFinal } from '../lib/game-final';
import { usePublicTurningPoints, useTurningPointsStep } from '../lib/turning-points';

/**
 * The turning points' stepper of game `gameId`: shown only once the game is over and the reveal
 * has reached its last step (before, the room may not see them).
 */
export function TurningPointsStepper({ gameId }: { gameId: number }) {
  const final = useGameFinal(gameId);
  const open = (final.data?.revealed ?? 0) >= REVEAL_STEPS;
  if (!open) return null;
  return <Stepper gameId={gameId} />;
}

function Stepper({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const points = usePublicTurningPoints(gameId);
  const step = points.data?.step ?? 0;
  const total = points.data?.points.length ?? 0;
  const stepper = useTurningPointsStep(gameId, step, total);
  const ready = points.data !== undefined;
  const move = (by: 1 | -1) =>
    stepper.move(by, {
      onError: (error) => notifications.show({ color: 'red', message: callFailureText(error, t) }),
    });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="turning-points-stepper"
      data-step={step}
      data-total={total}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={4}>{t('games.turning_points_title')}</Title>
          {ready && (
            <Text size="sm" c="dimmed" data-testid="turning-points-step">
              {t('games.turning_points_progress', { step, total })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {total === 0 && ready ? t('games.turning_points_none') : t('games.turning_points_hint')}
        </Text>
        <Button
          component="a"
          href={`#/turning-points/${gameId}`}
          target="_blank"
          size="xs"
          variant="light"
          leftSection={<IconBulb size={16} />}
          data-testid="turning-points-projector-link"
        >
          {t('games.turning_points_link')}
        </Button>
        <Group gap="xs" grow>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={!ready || step === 0}
            loading={stepper.isPending}
            onClick={() => move(-1)}
            data-testid="turning-points-back"
          >
            {t('games.turning_points_back')}
          </Button>
          <Button
            color="yellow"
            rightSection={<IconArrowRight size={16} />}
            disabled={!ready || step >= total}
            loading={stepper.isPending}
            onClick={() => move(1)}
            data-testid="turning-points-next"
          >
            {t('games.turning_points_next')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
