import type { FastifyReply } from 'fastify';

/** A handler for a write that answers 204, with no body, once `write` is done. */
export function noContent<Req>(write: (req: Req) => Promise<unknown>) {
  return async (req: Req, reply: FastifyReply) => {
    await write(req);
    return reply.status(204).send();
  };
}

/** A handler for an add that answers 201 with the new row's id. */
export function created<Req>(add: (req: Req) => Promise<number>) {
  return async (req: Req, reply: FastifyReply) => reply.status(201).send({ id: await add(req) });
}
