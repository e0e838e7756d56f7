import { Alert, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Clock, EventBroadcastBody, EventWorldTile } from '@orbis/contracts';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconRocket,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitButton, HardStopTimeInput } from '../../../../components/hard-stop-fields';
import { callFailureText } from '../../../../lib/call-failure';
import { stopTime } from '../../../../lib/clock/hard-stop';
import { useBroadcast } from '../../api/broadcast';
import { broadcastOutcomes } from '../../utils/broadcast-outcome';
import { BroadcastWorldEvent } from './broadcast-world-event';

/** One extension, in seconds: the control screen's "+1 min". */
const EXTEND_SECONDS = 60;

type Action = Omit<EventBroadcastBody, 'eventId' | 'games'>;

/**
 * The clock's actions that need nothing more than a press, as the control screen has them, each
 * offered while a ticked world's running clock can take it (`offered`), as that screen offers it.
 */
const CLOCK_BUTTONS: {
  label: 'games.clock_pause' | 'games.clock_resume' | 'games.clock_extend';
  Icon: typeof IconPlus;
  clock: NonNullable<Action['clock']>;
  offered: (clock: Clock) => boolean;
}[] = [
  {
    label: 'games.clock_pause',
    Icon: IconPlayerPause,
    clock: { action: 'pause' },
    offered: (clock) => !clock.paused && clock.phase !== 'closed',
  },
  {
    label: 'games.clock_resume',
    Icon: IconPlayerPlay,
    clock: { action: 'resume' },
    offered: (clock) => clock.paused,
  },
  {
    label: 'games.clock_extend',
    Icon: IconPlus,
    clock: { action: 'extend', seconds: EXTEND_SECONDS },
    offered: () => true,
  },
];

/** The hard stop for every ticked world: a time of day, shared out by each world's clock. */
function HardStopField({ onFit, busy }: { onFit: (endsAt: string) => void; busy: boolean }) {
  const [value, setValue] = useState('');
  const endsAt = stopTime(value, new Date());
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (endsAt) onFit(endsAt);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <HardStopTimeInput
          w={230}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          data-testid="broadcast-hard-stop"
        />
        <FitButton disabled={!endsAt} loading={busy} />
      </Group>
    </form>
  );
}

/**
 * Above the tiles: one action for every ticked world (start or end the round, the clock's
 * pause, resume, +1 min and hard stop, a world event), then what happened in each world in words.
 */
export function BroadcastBar({
  eventId,
  worlds,
  ticked,
}: {
  eventId: number;
  worlds: readonly EventWorldTile[];
  ticked: readonly number[];
}) {
  const { t } = useTranslation();
  const broadcast = useBroadcast(eventId);
  const [sent, setSent] = useState<string | null>(null);
  // Nothing to send when no ticked world still plays (each would refuse: its game is over); a
  // round starts in a world between rounds, and it ends, or its clock moves, in one playing one.
  const playing = worlds.filter((w) => ticked.includes(w.gameId) && !w.over);
  const none = playing.length === 0;
  const canStart = playing.some((w) => w.stopped);
  const running = playing.some((w) => !w.stopped);
  const clocks = playing.flatMap((w) => (!w.stopped && w.clock ? [w.clock] : []));
  const busy = broadcast.isPending;
  const send = (what: string, action: Action) => {
    setSent(what);
    broadcast.mutate({ ...action, games: [...ticked] });
  };
  const tickedTitles = worlds.filter((w) => ticked.includes(w.gameId)).map((w) => w.title);
  const endRound = () =>
    modals.openConfirmModal({
      title: t('events.end_round_confirm_title'),
      children: (
        <Stack gap="xs" data-testid="end-round-confirm">
          <Text size="sm">{t('events.end_round_confirm', { count: tickedTitles.length })}</Text>
          <List size="sm" style={{ overflowWrap: 'anywhere' }}>
            {tickedTitles.map((title) => (
              <List.Item key={title}>{title}</List.Item>
            ))}
          </List>
        </Stack>
      ),
      labels: { confirm: t('events.end_round'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => send(t('events.end_round'), { action: 'end_round' }),
    });
  const outcomes = broadcast.data ? broadcastOutcomes(t, broadcast.data.results, worlds) : [];
  return (
    <Card withBorder radius="md" padding="md" data-testid="broadcast-bar">
      <Stack gap="sm">
        <Text fw={700}>
          {t('events.broadcast_to', { count: ticked.length, of: worlds.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="sm"
            leftSection={<IconRocket size={16} />}
            disabled={!canStart}
            loading={busy && sent === t('events.start_round')}
            onClick={() => send(t('events.start_round'), { action: 'start_round' })}
            data-testid="broadcast-start-round"
          >
            {t('events.start_round')}
          </Button>
          <Button
            size="sm"
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} />}
            disabled={!running || busy}
            onClick={endRound}
            data-testid="broadcast-end-round"
          >
            {t('events.end_round')}
          </Button>
          {CLOCK_BUTTONS.map(({ label, Icon, clock, offered }) => (
            <Button
              key={clock.action}
              size="sm"
              variant="default"
              leftSection={<Icon size={16} />}
              disabled={!clocks.some(offered) || busy}
              onClick={() => send(t(label), { action: 'clock', clock })}
              data-testid={`broadcast-${clock.action}`}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <HardStopField
            busy={busy && sent === t('games.clock_fit')}
            onFit={(endsAt) =>
              send(t('games.clock_fit'), { action: 'clock', clock: { action: 'fit', endsAt } })
            }
          />
          <BroadcastWorldEvent
            disabled={none || busy}
            languages={worlds.filter((w) => ticked.includes(w.gameId)).map((w) => w.language)}
            onFire={(event, country, title) =>
              send(title, { action: 'world_event', event, country })
            }
          />
        </Group>
        {broadcast.error && (
          <Alert color="red" variant="light" role="alert">
            {callFailureText(broadcast.error, t)}
          </Alert>
        )}
        {outcomes.length > 0 && sent && (
          <Stack gap={4} data-testid="broadcast-results" aria-live="polite">
            <Text size="sm" fw={600}>
              {t('events.broadcast_done', { action: sent })}
            </Text>
            <List size="sm" spacing={2}>
              {outcomes.map((o) => (
                <List.Item
                  key={o.gameId}
                  c={o.ok ? undefined : 'red.8'}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="broadcast-result"
                  data-ok={o.ok}
                >
                  {o.world}: {o.text}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
