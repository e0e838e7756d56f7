// Zod issues carry label keys as messages, so the error handler can translate them into the
// user's admin language. An explicit message on a schema (a refine) is already a label key.
import { z } from 'zod';
import type { FieldMessage } from './errors.js';
import { ADMIN_LABELS, type LabelKey } from './labels.js';

const TYPE_KEYS: Record<string, LabelKey> = {
  string: 'validation.string',
  number: 'validation.number',
  int: 'validation.integer',
  boolean: 'validation.boolean',
  object: 'validation.object',
  array: 'validation.array',
};

type Issue = z.core.$ZodRawIssue;

function keyFor(issue: Issue): LabelKey {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      return TYPE_KEYS[issue.expected] ?? 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.min_string';
      }
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.min_items';
      return 'validation.min_number';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.max_string';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.max_items';
      return 'validation.max_number';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

/** Makes every zod issue's message a label key. Called once at start-up. */
export function useLabelKeysForZodMessages(): void {
  z.config({ customError: (issue) => keyFor(issue) });
}

/** The label key and parameters of a validation issue as Fastify reports it. */
export function fieldMessage(message: string, params: Record<string, unknown>): FieldMessage {
  const key = (message in ADMIN_LABELS ? message : 'validation.invalid') as LabelKey;
  const out: Record<string, string | number> = {};
  if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint') {
    out.min = Number(params.minimum);
  }
  if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint') {
    out.max = Number(params.maximum);
  }
  return { key, params: out };
}

/** `/host/email` → `host.email`; the whole body → `body`. */
export function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (path) return path;
  return context === 'querystring' ? 'query' : 'body';
}
