// The host's reveal of the final screen: a journaled write of the step shown (the engine's `reveal`
// command), so the projector and the phones, which follow it through `final-revealed` on
// `game.{id}`, are only ever sent what the room has been shown.
import type { RevealResponse } from '@orbis/contracts';
import type { CallResult } from '../write/refusal.js';
import { commandDecision, type GameContext } from '../write/write.js';
import type { Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';

/** Shows the room the final screen up to step `step`; 409 until the game is over. */
export function revealFinal(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  step: number,
): Promise<CallResult<RevealResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) =>
    commandDecision(state, { kind: 'reveal', args: { step } }, ctx.now()),
  );
}
