import type { PlayerState } from '@orbis/contracts';
import type { ClockReading } from '../../../../lib/clock/countdown';
import type { LiveState } from '../../../../lib/realtime/socket';
import { isOffline } from '../../api/live-team';
import { useOrderSender } from '../../api/submit-orders';
import { useTexts } from '../../../../components/game-texts';
import { Notice } from '../../../../components/game-ui';
import { LastRound } from './last-round';
import { OrdersForm } from './orders-form';
import { Receipt } from './receipt';

/**
 * The orders tab: while the round runs, the receipt of the team's set and the form; between
 * rounds, what the last round did to us and the form, locked; after the game, the last round.
 * `clock` is the round clock as the screen reads it, which can close the form; `live`, the
 * connection, without which a set waits to be sent.
 */
export function OrdersPanel({
  state,
  clock,
  live,
}: {
  state: PlayerState;
  clock: ClockReading | null;
  live: LiveState;
}) {
  const { t } = useTexts();
  const { game } = state;
  const locked = game.stopped;
  // The server refuses a set sent once the orders time is over with the lock on: the form then
  // shows what the team chose, read-only, since the host may add time.
  const timeUp = !locked && clock !== null && clock.lock && clock.phase === 'closed';
  const offline = isOffline(live);
  // Above the form, which a new round redraws: a set that waited for the connection and came
  // too late is still said to be not taken (beside the send button while the round runs, above
  // the locked form once it has ended).
  const sender = useOrderSender(game.id, state.me.id, offline);
  return (
    <>
      {locked ? <LastRound state={state} /> : <Receipt state={state} timeUp={timeUp} />}
      {sender.notTaken && locked && (
        <Notice tone="error" testId="orders-not-taken">
          <strong>{t('player.not_taken')}</strong>
        </Notice>
      )}
      {!game.over && (
        <OrdersForm
          key={`${game.round}:${locked}`}
          state={state}
          locked={locked}
          timeUp={timeUp}
          offline={offline}
          sender={sender}
        />
      )}
    </>
  );
}
