// Answers sent as ready JSON text, for routes whose answers are kept (modules/cache.ts) or fixed.
// The route keeps its response schema, so the OpenAPI document still describes the answer; the
// text is written by the same zod serializer Fastify would use, then sent as it is. Compression
// stays the compression plugin's (plugins/compress.ts), which reuses a kept body's copies.
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compress.js';

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
 * Sends JSON text as it is: Fastify passes a string or a Buffer straight to the onSend hooks
 * without serialising it again (a string goes out in one write with the headers). A body big
 * enough to compress says that it varies with `Accept-Encoding` even when sent uncompressed.
 */
export function sendJson(reply: FastifyReply, json: Buffer | string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.length >= COMPRESS_THRESHOLD_BYTES) reply.header('vary', 'accept-encoding');
  return reply.send(json);
}
