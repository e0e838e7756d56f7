// The back-office's catalogue calls (hosts, presets, languages) all list, add, read by id, change
// and delete in the same way. Each shape here gives a call its full schema (what it takes, what
// it answers, the errors it answers itself) and its handler, so the two cannot disagree: an add
// answers 201 with the new id, a change or delete 204 with no body.
import { CreatedResponse, IdQuery, NoContent } from '@orbis/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors, type ErrorStatus } from './route-errors.js';

/** A list: 200 with what `list` gives. */
export function listing<A extends z.ZodType>(
  answer: A,
  list: (req: FastifyRequest) => Promise<z.input<A>>,
) {
  return {
    schema: { response: { 200: answer, ...errors(401, 403) } },
    handler: (req: FastifyRequest) => list(req),
  };
}

/** An add: `body` in (validated by then), 201 with the id `add` gives. */
export function adding<B extends z.ZodType>(
  body: B,
  add: (body: z.output<B>, req: FastifyRequest) => Promise<number>,
) {
  return {
    schema: { body, response: { 201: CreatedResponse, ...errors(401, 403) } },
    handler: async (req: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send({ id: await add(req.body as z.output<B>, req) }),
  };
}

/** A read of one row by `?id=`: 200 with what `read` gives, 404 for an unknown id. */
export function readingById<A extends z.ZodType>(
  answer: A,
  read: (id: number) => Promise<z.input<A>>,
) {
  return {
    schema: { querystring: IdQuery, response: { 200: answer, ...errors(401, 403, 404) } },
    handler: (req: FastifyRequest) => read((req.query as z.output<typeof IdQuery>).id),
  };
}

/** A change or delete of one row: `body` in, 204 out, 404 for an unknown id, and `also`. */
export function changing<B extends z.ZodType>(
  body: B,
  change: (body: z.output<B>) => Promise<unknown>,
  ...also: ErrorStatus[]
) {
  return {
    schema: { body, response: { 204: NoContent, ...errors(401, 403, 404, ...also) } },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      await change(req.body as z.output<B>);
      return reply.status(204).send();
    },
  };
}
