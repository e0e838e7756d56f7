import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ClockPhase, GameControl } from '@orbis/contracts';
import {
  IconAlarm,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlus,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ENDING_SOON_SECONDS, formatSeconds } from '../../../../../lib/clock/countdown';
import { useCountdown } from '../../../../../lib/clock/use-countdown';
import { useClockAction } from '../../../api/round/clock-actions';
import { HardStop } from './hard-stop';

/** One extension, in seconds: the host's "+1 min". */
const EXTEND_SECONDS = 60;

/** A phase's name in the host's language. */
function phaseLabel(t: TFunction, phase: ClockPhase): string {
  const labels: Record<ClockPhase, string> = {
    waiting: t('games.clock_phase_waiting'),
    talks: t('games.clock_phase_talks'),
    orders: t('games.clock_phase_orders'),
    closed: t('games.clock_phase_closed'),
  };
  return labels[phase];
}

/** The round clock on the control screen: the phase, the countdown and the host's buttons. */
export function ClockPanel({ game }: { game: GameControl['game'] }) {
  const { t } = useTranslation();
  const reading = useCountdown(game.clock);
  const action = useClockAction(game.id);
  if (!reading) return null;
  const running = !game.stopped && !game.over;
  const { phase, paused, left } = reading;
  const click = (name: 'pause' | 'resume' | 'next' | 'extend') =>
    action.mutate({
      round: game.round,
      action: name,
      ...(name === 'extend' ? { seconds: EXTEND_SECONDS } : {}),
    });
  const soon = running && !paused && phase !== 'closed' && left <= ENDING_SOON_SECONDS;
  return (
    <Stack gap="xs" data-testid="clock-panel" data-phase={phase} data-paused={paused}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700} data-testid="clock-phase">
            {phaseLabel(t, phase)}
          </Text>
          {paused && (
            <Badge color="yellow" variant="light">
              {t('games.clock_paused')}
            </Badge>
          )}
        </Group>
        {(phase === 'talks' || phase === 'orders') && (
          <Text
            fz={32}
            fw={800}
            ff="monospace"
            lh={1}
            c={soon ? 'red' : undefined}
            data-testid="clock-left"
            data-left={left}
          >
            {formatSeconds(left)}
          </Text>
        )}
      </Group>
      {soon && (
        // The last minute is written out, not only coloured.
        <Text size="sm" fw={700} c="red" data-testid="clock-soon">
          <IconAlarm
            size={16}
            aria-hidden
            style={{ verticalAlign: 'text-bottom', marginRight: 4 }}
          />
          {t('games.clock_ending_soon')}
        </Text>
      )}
      {phase === 'closed' && reading.lock && running && (
        <Text size="sm" c="dimmed" data-testid="clock-locked">
          {t('games.clock_locked')}
        </Text>
      )}
      {running && (
        <Group gap="xs">
          {paused ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              disabled={action.isPending}
              onClick={() => click('resume')}
              data-testid="clock-resume"
            >
              {t('games.clock_resume')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPause size={16} />}
              disabled={action.isPending || phase === 'closed'}
              onClick={() => click('pause')}
              data-testid="clock-pause"
            >
              {t('games.clock_pause')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerTrackNext size={16} />}
            disabled={action.isPending || phase === 'closed'}
            onClick={() => click('next')}
            data-testid="clock-next"
          >
            {t('games.clock_next')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={action.isPending}
            onClick={() => click('extend')}
            data-testid="clock-extend"
          >
            {t('games.clock_extend')}
          </Button>
        </Group>
      )}
      {!game.over && <HardStop game={game} reading={reading} />}
    </Stack>
  );
}
