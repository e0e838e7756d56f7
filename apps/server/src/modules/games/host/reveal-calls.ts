// The host's reveal of the final screen: a journaled write of the step shown (the `reveal` action
// of write/actions.ts), so the projector and the phones, which follow it through `final-revealed` on
// `game.{id}`, are only ever sent what the room has been shown.
import type { RevealResponse } from '@orbis/contracts';
import { reveal, revealedStep } from '@orbis/engine';
import type { CallResult } from '../write/refusal.js';
import type { GameContext } from '../write/write.js';
import type { Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';

/** Shows the room the final screen up to step `step`; 409 until the game is over. */
export function revealFinal(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  step: number,
): Promise<CallResult<RevealResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    const result = reveal(state, step);
    if (!result.ok) return { ok: false, status: 409, reason: 'reveal', code: result.code };
    return {
      ok: true,
      state: result.state,
      record: { kind: 'action', action: { kind: 'reveal', args: { step } }, log: result.log },
      events: [{ name: 'final-revealed', payload: {} }],
      value: { revealed: revealedStep(result.state) },
    };
  });
}
