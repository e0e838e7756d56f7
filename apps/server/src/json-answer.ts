// Answers sent as ready JSON text, for routes that keep their answers (modules/games/view-cache.ts,
// cached catalog lists and label maps).
// The route keeps its response schema, so the OpenAPI document still describes the answer; the
// text is written once by the same zod serializer Fastify would use, then sent as it is, and its
// compressed copies are made once too, on first demand, instead of at every request.
import negotiate from '@fastify/accept-negotiator';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from './db/database.js';
import { cached, type CacheGroup } from './modules/cache.js';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compress.js';

/**
 * The JSON text of a value kept in the shared cache (modules/cache.ts), written by `write` once
 * per load and kept beside it, for `sendJson`: a cached list is not serialised again per request.
 */
export function cachedJson<T>(
  db: Db,
  group: CacheGroup,
  id: string,
  write: (data: T) => string,
  load: () => Promise<T>,
): Promise<Buffer> {
  return cached(db, group, `${id}:json`, async () => Buffer.from(write(await load()), 'utf8'));
}

/** Writes a 200 answer of `schema` as JSON text, checked by zod as the route's serializer does. */
export function jsonWriter<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
): (data: z.output<S>) => string {
  const write = serializerCompiler({ schema, method, url, httpStatus: '200' });
  return (data) => write(data) as string;
}

type Encoding = 'br' | 'gzip';

/** The encodings `plugins/compress.ts` offers, in its order of preference. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** As the compression plugin does it: brotli at quality 4 (fast), gzip at its default level. */
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * The encoding to send for an `Accept-Encoding` header, negotiated as `plugins/compress.ts`
 * (@fastify/compress) does it: `*` and `x-gzip` stand for gzip. Undefined for none (identity).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** The compressed copies of kept bodies; they go when their body is no longer kept. */
const copies = new WeakMap<Buffer, Map<Encoding, Buffer>>();

function compressed(body: Buffer, encoding: Encoding): Buffer {
  let byEncoding = copies.get(body);
  if (!byEncoding) copies.set(body, (byEncoding = new Map()));
  let copy = byEncoding.get(encoding);
  if (!copy) byEncoding.set(encoding, (copy = COMPRESS[encoding](body)));
  return copy;
}

/** Sends a small kept JSON text as it is (a string goes out in one write with the headers). */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Sends kept JSON text (UTF-8 bytes) as it is: Fastify passes a Buffer straight to the onSend
 * hooks without serialising it again. A body of COMPRESS_THRESHOLD_BYTES or more goes out
 * compressed as the request accepts (as `plugins/compress.ts` would, which leaves an answer with
 * its `Content-Encoding` set alone), from a copy made once per body. `body` must be kept by the
 * caller for the copy to be reused (the copies are keyed by the Buffer itself).
 */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const accepted = acceptedEncoding(req.headers['accept-encoding']);
  const encoding = req.headers['x-no-compression'] === undefined ? accepted : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed(body, encoding));
}
