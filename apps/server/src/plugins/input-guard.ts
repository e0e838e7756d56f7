import fp from 'fastify-plugin';
import { validationError } from '../errors.js';

/** The path of the first key or string holding a NUL character, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses NUL characters anywhere in a query or JSON body with a 422 on that field: PostgreSQL
 * cannot store them, and no field of ours has a use for them.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      for (const [source, fallback] of [
        [req.query, 'query'],
        [req.body, 'body'],
      ] as const) {
        const path = findNul(source);
        if (path) {
          throw validationError({ [path.join('.') || fallback]: { key: 'validation.invalid' } });
        }
      }
    });
  },
  { name: 'orbis-input-guard' },
);
