import type { PlayerState } from '@orbis/contracts';
import type { ClockReading } from '../../../../lib/clock/countdown';
import { LastRound } from './last-round';
import { OrdersForm } from './orders-form';
import { Receipt } from './receipt';

/**
 * The orders tab: while the round runs, the receipt of the team's set and the form; between
 * rounds, what the last round did to us and the form, locked; after the game, the last round.
 * `clock` is the round clock as the screen reads it, which can close the form's submit.
 */
export function OrdersPanel({ state, clock }: { state: PlayerState; clock: ClockReading | null }) {
  const { game } = state;
  const locked = game.stopped;
  // The server refuses a set sent once the orders time is over with the lock on; the form keeps
  // what the team has chosen, since the host may add time.
  const timeUp = !locked && clock !== null && clock.lock && clock.phase === 'closed';
  return (
    <>
      {locked ? <LastRound state={state} /> : <Receipt state={state} />}
      {!game.over && (
        <OrdersForm key={`${game.round}:${locked}`} state={state} locked={locked} timeUp={timeUp} />
      )}
    </>
  );
}
