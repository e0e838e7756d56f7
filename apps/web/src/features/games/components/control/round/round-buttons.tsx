import { Button, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { GameControl } from '@orbis/contracts';
import { IconArrowBackUp, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEndRound, useStartRound, useUndoRound } from '../../../api/round/round-actions';
import { ConfirmButton } from '../../../../../components/confirm-button';
import { useReenableAfter } from '../../../hooks/use-reenable-after';

/** The spec's pause before the round button works again (section 9). */
const ROUND_BUTTON_PAUSE_MS = 500;

/** Start round (stopped game) or end round (running game), which asks first and names who is late. */
export function RoundButton({ control }: { control: GameControl }) {
  const { t } = useTranslation();
  const { id, round, stopped } = control.game;
  const start = useStartRound(id);
  const end = useEndRound(id);
  const pause = useReenableAfter(ROUND_BUTTON_PAUSE_MS);
  const busy = start.isPending || end.isPending || pause.held;
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
      leftSection={stopped ? <IconPlayerPlay size={18} /> : <IconPlayerStop size={18} />}
      color={stopped ? 'green' : 'red'}
      fullWidth
      disabled={busy}
      loading={stopped ? start.isPending : end.isPending}
      onClick={stopped ? () => start.mutate(round, { onSettled: pause.hold }) : ask}
    >
      {stopped ? t('games.start_round', { round }) : t('games.end_round_n', { round })}
    </Button>
  );
}

/** Undo the last ended round, after confirming: the round runs again with the same orders. */
export function UndoButton({ gameId, round }: { gameId: number; round: number }) {
  const { t } = useTranslation();
  const undo = useUndoRound(gameId);
  return (
    <ConfirmButton
      confirmation={{
        title: t('games.undo_title', { round }),
        text: t('games.undo_text', { round }),
        confirm: t('games.undo'),
      }}
      onConfirm={() => undo.mutate(round)}
      variant="subtle"
      color="orange"
      size="xs"
      leftSection={<IconArrowBackUp size={16} />}
      loading={undo.isPending}
    >
      {t('games.undo_round', { round })}
    </ConfirmButton>
  );
}
