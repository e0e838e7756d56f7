// The team's promise calls (API.md "Promises"): the engine decides, journaled like the other
// actions; both countries' phones and the host's control screen are told after the commit.
// Promises need no mod: the talks happen face to face in every game.
import type { PromiseKind } from '@orbis/contracts';
import { requireTeam, type Viewer } from '../access.js';
import { promiseRefusal, type CallResult } from '../write/refusal.js';
import { commandDecision, writeGame, type Decision, type GameContext } from '../write/write.js';

/** How a team answers a promise: the `to` team accepts or declines, the maker withdraws. */
export type PromiseAnswer = 'accept' | 'decline' | 'withdraw';

/** An engine decision, its refusal told as a promise call's (field, 403, 409). */
function promiseDecision<T>(decision: Decision<T>): Decision<T> {
  return !decision.ok && decision.reason === 'action' ? promiseRefusal(decision.code) : decision;
}

/** The session's team proposes a promise to country `to`: the new promise's id. */
export async function proposePromise(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; to: number; kind: PromiseKind; value: number | null; until: number },
): Promise<CallResult<{ id: number }>> {
  const { gameId, countryId: me } = requireTeam(viewer, input.gameId);
  const { to, kind, value, until } = input;
  const args = { from: me, to, kind, value, until };
  return writeGame(ctx, gameId, ({ state }) =>
    promiseDecision(commandDecision(state, { kind: 'promise_propose', args }, ctx.now())),
  );
}

/** The session's team answers promise `id`: accepts or declines it, or withdraws its own. */
export async function answerPromise(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; id: number },
  how: PromiseAnswer,
): Promise<CallResult<null>> {
  const { gameId, countryId: me } = requireTeam(viewer, input.gameId);
  const args = { id: input.id, country: me, how };
  return writeGame(ctx, gameId, ({ state }) =>
    promiseDecision(commandDecision(state, { kind: 'promise_answer', args }, ctx.now())),
  );
}
