import { Transform, type TransformCallback } from 'node:stream';
import { isWellFormedText } from '@orbis/contracts';
import type { preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, validationError } from '../errors.js';

/**
 * The deepest nesting of objects and arrays a request may have. Our payloads nest at most a
 * handful of levels; the margin is for calls to come, and the cap keeps every later step (zod,
 * logging, serialising errors) far from the call stack's limit.
 */
export const MAX_INPUT_DEPTH = 32;

const [QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [...'"\\{}[]'].map(
  (ch) => ch.charCodeAt(0),
);

/** The methods whose requests carry a body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const tooDeep = () => new AppError(400, 'errors.too_deep', 'The request is nested too deeply.');

/**
 * Passes a JSON body through while counting how deep its objects and arrays nest, and fails
 * as soon as they pass `max` levels: such a body is refused after its first few hundred bytes,
 * never read whole nor parsed (JSON.parse alone takes hundreds of milliseconds on a text nested
 * 100,000 deep). Bytes can be scanned one by one: in UTF-8, the bytes of quotes, backslashes and
 * brackets never occur inside another character.
 */
export class JsonDepthLimit extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    for (const byte of chunk) {
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (++this.depth > this.max) return callback(tooDeep());
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) this.depth--;
    }
    callback(null, chunk);
  }
}

/** The media type Fastify parses as JSON, with or without parameters. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** What is wrong with a query or body, and where. */
export type InputProblem = { kind: 'too_deep' } | { kind: 'ill_formed_text'; path: string[] };

interface Node {
  value: unknown;
  key: string;
  depth: number;
  parent: Node | null;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) path.push(n.key);
  return path.reverse();
}

/**
 * The first problem in a parsed query or JSON body: nesting beyond MAX_INPUT_DEPTH, or a key or
 * text that is not well-formed Unicode or holds NUL. The walk is iterative and each node keeps a
 * link to its parent instead of a copy of its path, so the cost stays linear in the input's size
 * however deep it is, and no input can exhaust the call stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: Node[] = [{ value: input, key: '', depth: 0, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return { kind: 'ill_formed_text', path: pathOf(node) };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (node.depth >= MAX_INPUT_DEPTH) return { kind: 'too_deep' };
    const keys = Object.keys(value);
    // Pushed in reverse so that problems are found in document order.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = {
        value: (value as Record<string, unknown>)[key],
        key,
        depth: node.depth + 1,
        parent: node,
      };
      if (!isWellFormedText(key)) return { kind: 'ill_formed_text', path: pathOf(child) };
      stack.push(child);
    }
  }
  return null;
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const _key in value) return false;
  return true;
}

/** The refusal `source` (a request's query or body) earns, if any. */
function inputError(source: unknown, fallback: string): AppError | undefined {
  // Most requests have an empty query and no body.
  if (source === undefined || source === null || isEmptyObject(source)) return undefined;
  const problem = findInputProblem(source);
  if (!problem) return undefined;
  if (problem.kind === 'too_deep') return tooDeep();
  return validationError({
    [problem.path.join('.') || fallback]: { key: 'validation.invalid' },
  });
}

/**
 * Checks every query and JSON body before any schema sees it, so every route inherits the
 * rules: nesting deeper than MAX_INPUT_DEPTH is a 400 (a JSON body is measured as it
 * arrives), and text that is not well-formed Unicode or holds NUL is a 422 on its field
 * (PostgreSQL cannot store NUL, UTF-8 cannot encode a lone surrogate, and no field of ours has a
 * use for either).
 */
export default fp(
  async (app) => {
    const depthLimit: preParsingHookHandler = (req, _reply, payload, done) => {
      if (!JSON_TYPE.test(req.headers['content-type'] ?? '')) return done(null, payload);
      const limit = new JsonDepthLimit(MAX_INPUT_DEPTH);
      // pipe() does not pass on the request's errors (a client gone mid-body), and the body
      // reader listens to this stream only. The request itself is left open on a refusal, so
      // the 400 can still be sent.
      payload.on('error', (err) => limit.destroy(err));
      done(null, payload.pipe(limit));
    };
    // Only routes taking a method with a body read one.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
      route.preParsing = [depthLimit, ...[route.preParsing ?? []].flat()];
    });

    // A callback hook: every request runs it, and most have an empty query and no body.
    app.addHook('preValidation', (req, _reply, done) => {
      done(inputError(req.query, 'query') ?? inputError(req.body, 'body'));
    });
  },
  { name: 'orbis-input-guard' },
);
