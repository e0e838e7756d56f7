import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { GameControl } from '@orbis/contracts';
import { fitSettings, phasesAhead, plannedEnd } from '@orbis/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitButton, HardStopTimeInput } from '../../../../../components/hard-stop-fields';
import { ApiError } from '../../../../../lib/api-client';
import { formatSeconds, type ClockReading } from '../../../../../lib/clock/countdown';
import { formatClockTime } from '../../../../../lib/format';
import { useClockAction } from '../../../api/round/clock-actions';
import { stopTime } from '../../../../../lib/clock/hard-stop';

/** How often the planned end is read again while the countdown stands still (paused, waiting). */
const REFRESH_MS = 15_000;
const MINUTE = 60_000;

/** This device's time, read again every REFRESH_MS. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * When the last round's orders end if the host starts each next round at once (the engine's
 * `plannedEnd`), and a hard stop: the time the game must end by, which the clock's `fit` shares
 * out between the phases still to come. The breaks between rounds are not known: the screen says
 * they are not counted.
 */
export function HardStop({ game, reading }: { game: GameControl['game']; reading: ClockReading }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState('');
  // A stop the rounds cannot meet, found here with the engine's own rule before anything is sent.
  const [tooSoon, setTooSoon] = useState<string | null>(null);
  const action = useClockAction(game.id, { inlineValidation: true });
  const tick = useNow();
  const clock = game.clock;
  if (!clock) return null;
  // The countdown's seconds are this device's view of the server's; `tick` keeps a standing
  // clock's end moving with the time.
  const now = Math.max(tick, Date.now());
  const ahead = phasesAhead({
    phase: reading.phase,
    leftMs: reading.left * 1000,
    round: game.round,
    rounds: game.rounds,
  });
  const end = plannedEnd(clock, ahead, now);
  const error = tooSoon ?? ApiError.fieldErrors(action.error).endsAt;
  const endsAt = stopTime(value, new Date(now));
  return (
    <Stack gap={6} data-testid="hard-stop">
      <Group gap={6} align="baseline" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('games.clock_planned_end')}
        </Text>
        <Text fw={700} data-testid="planned-end" data-ends-at={new Date(end).toISOString()}>
          {formatClockTime(end, i18n.language)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('games.clock_planned_end_hint')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!endsAt) return;
          const fit = fitSettings(clock, ahead, now, Date.parse(endsAt));
          // The earliest end in the host's words and time format; the server, which decides,
          // says the same in the stop's own offset should the clock have moved meanwhile.
          const earliest = fit.ok ? null : Math.ceil(fit.earliest / MINUTE) * MINUTE;
          setTooSoon(
            earliest === null
              ? null
              : t('games.clock_cannot_fit', { time: formatClockTime(earliest, i18n.language) }),
          );
          if (!fit.ok) return;
          // Only the running phase is left: the settings stay, nothing to confirm.
          if (ahead.orders === 0)
            return action.mutate({ round: game.round, action: 'fit', endsAt });
          // The phases it gives can be short (a stop 5 minutes away leaves 37 s a phase): the
          // host sees them before they apply.
          modals.openConfirmModal({
            title: t('games.clock_fit_confirm_title'),
            children: (
              <Text size="sm" data-testid="hard-stop-confirm">
                {t(fit.talks > 0 ? 'games.clock_fit_confirm' : 'games.clock_fit_confirm_orders', {
                  count: ahead.orders,
                  talks: formatSeconds(fit.talks),
                  orders: formatSeconds(fit.orders),
                  end: formatClockTime(fit.plannedEnd, i18n.language),
                })}
              </Text>
            ),
            labels: { confirm: t('games.clock_fit'), cancel: t('common.cancel') },
            onConfirm: () => action.mutate({ round: game.round, action: 'fit', endsAt }),
          });
        }}
      >
        {/* The field and its button one under the other: a phone's width holds both. */}
        <Stack gap="xs" align="flex-start">
          <HardStopTimeInput
            w="100%"
            maw={280}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setTooSoon(null);
              action.reset();
            }}
            error={error}
            data-testid="hard-stop-time"
          />
          <FitButton disabled={!endsAt} loading={action.isPending} testId="hard-stop-fit" />
        </Stack>
      </form>
    </Stack>
  );
}
