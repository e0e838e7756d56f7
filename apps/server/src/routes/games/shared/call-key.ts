// The `Idempotency-Key` header of an unsafe game call: a phone's send of its order set, and every
// host call that writes to a game. A call repeated with its key is not applied twice.
import { SUBMIT_KEY_HEADER, SUBMIT_KEY_PATTERN } from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../../../errors.js';
import { withBody, type ErrorStatus } from '../../../route-errors.js';
import type { GameContext } from '../../../modules/games/write/write.js';

const HEADER = SUBMIT_KEY_HEADER.toLowerCase();

/** The call's `Idempotency-Key`, if it has one; a malformed one is a 422 on the header's name. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers[HEADER];
  if (header === undefined) return undefined;
  if (typeof header === 'string' && SUBMIT_KEY_PATTERN.test(header)) return header;
  throw validationError({ [SUBMIT_KEY_HEADER]: { key: 'validation.submit_key' } });
}

/** `ctx` for one host call: with its key, its path and its body when it came with a key. */
export function withCallKey(ctx: GameContext, req: FastifyRequest): GameContext {
  const key = idempotencyKeyOf(req);
  if (key === undefined) return ctx;
  return {
    ...ctx,
    callKey: { key, call: req.routeOptions.url ?? req.url, request: JSON.stringify(req.body) },
  };
}

/** What a host call's reference says about its key. */
export const HOST_CALL_KEY_DESCRIPTION =
  `An optional \`${SUBMIT_KEY_HEADER}\` header (1 to 100 letters, digits, \`_\` or \`-\`; else ` +
  `422 on the field \`${SUBMIT_KEY_HEADER}\`) names this call; send a new one with each action ` +
  'and the same one with its retries. A call whose key the game already took (a retry whose ' +
  'answer was lost, whichever server process it reaches) is answered with the first answer and ' +
  'changes nothing; its events are sent again. The key is stored with the write, in the same ' +
  'transaction. A key the game took for another call or another body is 422 on ' +
  `\`${SUBMIT_KEY_HEADER}\`; a refused call stores no key.`;

/**
 * The schema of a host call that writes to a game: its body, its answer, the errors every such
 * call answers (an unknown game, a stale write) and `also`, and its key described in the reference.
 */
export function keyedCallSchema<B extends z.ZodType, S extends number, A extends z.ZodType>(
  body: B,
  status: S,
  answer: A,
  ...also: ErrorStatus[]
) {
  return {
    description: HOST_CALL_KEY_DESCRIPTION,
    ...withBody(body, status, answer, 404, 409, ...also),
  };
}
