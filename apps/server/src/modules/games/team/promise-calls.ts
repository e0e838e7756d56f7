// The team's promise calls (API.md "Promises"): the engine decides, journaled like the other
// actions; both countries' phones and the host's control screen are told after the commit.
// Promises need no mod: the talks happen face to face in every game.
import type { PromiseKind } from '@orbis/contracts';
import { promisesOf, type GameAction, type GameState } from '@orbis/engine';
import { requireTeam, type Viewer } from '../access.js';
import { promiseChanged } from '../write/events.js';
import { promiseRefusal, type CallResult } from '../write/refusal.js';
import { actionDecision, writeGame, type Decision, type GameContext } from '../write/write.js';

/** How a team answers a promise: the `to` team accepts or declines, the maker withdraws. */
export type PromiseAnswer = 'accept' | 'decline' | 'withdraw';

/** An engine action's decision, its refusal told as a promise call's (field, 403, 409). */
function promiseDecision<T>(
  decision: Decision<GameState>,
  value: (state: GameState) => T,
): Decision<T> {
  if (!decision.ok) return decision.reason === 'action' ? promiseRefusal(decision.code) : decision;
  return { ...decision, value: value(decision.value) };
}

/** The session's team proposes a promise to country `to`: the new promise's id. */
export async function proposePromise(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; to: number; kind: PromiseKind; value: number | null; until: number },
): Promise<CallResult<{ id: number }>> {
  const { gameId, countryId: me } = requireTeam(viewer, input.gameId);
  const { to, kind, value, until } = input;
  return writeGame(ctx, gameId, ({ state }) => {
    const action: GameAction = {
      kind: 'promise_propose',
      args: { from: me, to, kind, value, until },
    };
    // The event names the pair only once the engine has accepted `to` as a country of the game.
    const decision = actionDecision(state, action, [promiseChanged(me, to)]);
    return promiseDecision(decision, (after) => ({ id: promisesOf(after).at(-1)?.id ?? 0 }));
  });
}

/** The session's team answers promise `id`: accepts or declines it, or withdraws its own. */
export async function answerPromise(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; id: number },
  how: PromiseAnswer,
): Promise<CallResult<null>> {
  const { gameId, countryId: me } = requireTeam(viewer, input.gameId);
  return writeGame(ctx, gameId, ({ state }) => {
    const promise = promisesOf(state).find((p) => p.id === input.id);
    const args = { id: input.id, country: me };
    const action: GameAction =
      how === 'accept'
        ? { kind: 'promise_accept', args }
        : how === 'decline'
          ? { kind: 'promise_decline', args }
          : { kind: 'promise_withdraw', args };
    const events = promise ? [promiseChanged(promise.from, promise.to)] : [];
    return promiseDecision(actionDecision(state, action, events), () => null);
  });
}
