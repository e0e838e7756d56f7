// Answers sent as ready JSON text, for routes that keep their answers (modules/games/view-cache.ts).
// The route keeps its response schema, so the OpenAPI document still describes the answer; the
// text is written once by the same zod serializer Fastify would use, then sent as it is.
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Writes a 200 answer of `schema` as JSON text, checked by zod as the route's serializer does. */
export function jsonWriter<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
): (data: z.output<S>) => string {
  const write = serializerCompiler({ schema, method, url, httpStatus: '200' });
  return (data) => write(data) as string;
}

/**
 * Sends JSON text (UTF-8 bytes) as it is: Fastify passes a Buffer straight to the onSend hooks
 * (compression, headers) without serialising it again.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
