import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { paths } from '@orbis/contracts';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Cache } from '../modules/cache.js';
import { DOCS_PREFIX } from './openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a page written at request time (the player page): compressed too. */
    page?: boolean;
  }
}

/** JSON answers smaller than this go out as they are: compressing them saves too little. */
export const COMPRESS_THRESHOLD_BYTES = 4096;

/** The routes whose answers may be compressed: the API calls and the OpenAPI document. */
const COMPRESSED_URLS = new Set<string>([...Object.values(paths), `${DOCS_PREFIX}/json`]);
/** API calls whose answer has a small fixed shape, so never reaches the threshold. */
const SMALL_ANSWERS = new Set<string>([
  paths.healthz,
  paths.livez,
  paths.readyz,
  paths.checkAuth,
  paths.user,
]);
/**
 * API calls that answer kept JSON (modules/cache.ts). Their bodies are compressed in one call
 * whatever their size, so that a kept body's copy is made once and reused; other answers above
 * the plugin's `syncThreshold` are compressed as a stream, off the event loop.
 */
const KEPT_ANSWERS = new Set<string>([
  paths.adminLanguageMessages,
  paths.countryPresetsList,
  paths.gameState,
  paths.hostGamesControl,
]);

/** Whether `route` may answer a JSON body big enough to compress. */
function mayAnswerBig(route: RouteOptions): boolean {
  if (!COMPRESSED_URLS.has(route.url) || SMALL_ANSWERS.has(route.url)) return false;
  const answers = Object.keys((route.schema?.response as object | undefined) ?? { 200: null });
  // A call whose only success is 204 has no body at all.
  return answers.some((code) => code.startsWith('2') && code !== '204');
}

/**
 * The compressors the plugin calls on a whole body: zlib's, through the cache, which makes a kept
 * body's copy once per encoding. Streams are zlib's own (the plugin falls back to them).
 */
function keptCopies(cache: Cache) {
  return {
    brotliCompressSync: (body: Buffer, options: zlib.BrotliOptions) =>
      cache.compressed(body, 'br', () => zlib.brotliCompressSync(body, options)),
    gzipSync: (body: Buffer, options: zlib.ZlibOptions) =>
      cache.compressed(body, 'gzip', () => zlib.gzipSync(body, options)),
  };
}

/**
 * Compresses the JSON answers of API calls of at least COMPRESS_THRESHOLD_BYTES (brotli at a
 * fast quality, or gzip) for browsers that accept it; @fastify/compress negotiates the encoding.
 * Only those routes, and the player page written at request time (`config.page`), carry the
 * compression hooks: the web app's scripts, styles and other pages are compressed at build time
 * and sent by `plugins/web.ts`, images are compressed already, and nothing else pays for the
 * check. Request bodies are never decompressed, so a small compressed
 * body cannot grow past the body limit.
 */
export default fp(
  async (app) => {
    const options: FastifyCompressOptions = {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: /^application\/json(;|$)/,
      zlib: keptCopies(app.cache),
    };
    // Runs before the compression plugin's own onRoute hook, which reads `compress`. A route's
    // options replace the plugin's whole, so each route gets them all. Other routes opt out:
    // the plugin would otherwise still add a hook to each of them.
    app.addHook('onRoute', (route) => {
      if (route.compress !== undefined) return;
      if (route.config?.page) route.compress = { ...options, customTypes: /^text\/html(;|$)/ };
      else if (!mayAnswerBig(route)) route.compress = false;
      else if (KEPT_ANSWERS.has(route.url))
        route.compress = { ...options, syncThreshold: Infinity };
      else route.compress = options;
    });
    await app.register(fastifyCompress, { ...options, global: false });
  },
  { name: 'orbis-compress', dependencies: ['orbis-cache'] },
);
