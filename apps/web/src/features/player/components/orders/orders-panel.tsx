import type { PlayerState } from '@orbis/contracts';
import { LastRound } from './last-round';
import { OrdersForm } from './orders-form';
import { Receipt } from './receipt';

/**
 * The orders tab: while the round runs, the receipt of the team's set and the form; between
 * rounds, what the last round did to us and the form, locked; after the game, the last round.
 */
export function OrdersPanel({ state }: { state: PlayerState }) {
  const { game } = state;
  const locked = game.stopped;
  return (
    <>
      {locked ? <LastRound state={state} /> : <Receipt state={state} />}
      {!game.over && <OrdersForm key={`${game.round}:${locked}`} state={state} locked={locked} />}
    </>
  );
}
