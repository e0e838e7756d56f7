import { isWellFormedText } from '@orbis/contracts';
import fp from 'fastify-plugin';
import { AppError, validationError } from '../errors.js';

/**
 * The deepest nesting of objects and arrays a request may have. Our payloads nest at most a
 * handful of levels; the margin is for calls to come, and the cap keeps every later step (zod,
 * logging, serialising errors) far from the call stack's limit.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * True when the objects and arrays of a JSON text nest deeper than `max` levels. One pass over
 * the characters, before parsing: JSON.parse itself takes hundreds of milliseconds on a text
 * nested 100,000 deep, so such a body must be refused unparsed.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

const [QUOTE, BACKSLASH] = ['"'.charCodeAt(0), '\\'.charCodeAt(0)];
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [...'{}[]'].map((ch) =>
  ch.charCodeAt(0),
);

const tooDeep = () => new AppError(400, 'errors.too_deep', 'The request is nested too deeply.');

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

/**
 * Checks every query and JSON body before any schema sees it, so every route inherits the
 * rules: nesting deeper than MAX_INPUT_DEPTH is a 400 (a JSON body is measured before it is
 * parsed), and text that is not well-formed Unicode or holds NUL is a 422 on its field
 * (PostgreSQL cannot store NUL, UTF-8 cannot encode a lone surrogate, and no field of ours has a
 * use for either).
 */
export default fp(
  async (app) => {
    // Fastify's own parser (with its prototype-poisoning checks), behind the depth check.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_INPUT_DEPTH)) done(tooDeep(), undefined);
      else parseJson(req, text, done);
    });

    app.addHook('preValidation', async (req) => {
      for (const [source, fallback] of [
        [req.query, 'query'],
        [req.body, 'body'],
      ] as const) {
        const problem = findInputProblem(source);
        if (problem?.kind === 'too_deep') throw tooDeep();
        if (problem) {
          throw validationError({
            [problem.path.join('.') || fallback]: { key: 'validation.invalid' },
          });
        }
      }
    });
  },
  { name: 'orbis-input-guard' },
);
