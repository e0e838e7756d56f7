import type { PlayerState } from '@orbis/contracts';
import type { ClockReading } from '../../../../lib/clock/countdown';
import type { OrderSender } from '../../api/orders/submit-orders';
import { useTexts } from '../../../../components/game-texts';
import { Notice } from '../../../../components/game-ui';
import { LastRound } from './last-round';
import { OrdersForm } from './orders-form';
import { NOT_TAKEN } from './orders-state';
import { Receipt } from './receipt';

/**
 * The orders tab: while the round runs, the receipt of the team's set and the form; between
 * rounds, what the last round did to us and the form, locked; after the game, the last round.
 * `clock` is the round clock as the screen reads it, which can close the form; `offline`: the
 * connection is down; `sender` sends the team's set, and holds it while it cannot.
 */
export function OrdersPanel({
  state,
  clock,
  offline,
  sender,
}: {
  state: PlayerState;
  clock: ClockReading | null;
  offline: boolean;
  sender: OrderSender;
}) {
  const { t } = useTexts();
  const { game } = state;
  const locked = game.stopped;
  // The server refuses a set sent once the orders time is over with the lock on: the form then
  // shows what the team chose, read-only, since the host may add time.
  const timeUp = !locked && clock !== null && clock.lock && clock.phase === 'closed';
  // The sender lives above the form, which a new round redraws: a set that waited and came too
  // late is still said to be not taken (beside the send button while the round runs, above the
  // locked form once it has ended).
  return (
    <>
      {locked ? <LastRound state={state} /> : <Receipt state={state} timeUp={timeUp} />}
      {sender.notTaken && locked && (
        <Notice tone="error" testId="orders-not-taken">
          <strong>{t(NOT_TAKEN[sender.notTaken])}</strong>
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
