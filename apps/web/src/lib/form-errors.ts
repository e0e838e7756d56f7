// A back-office form's errors, tied to their fields (WCAG 3.3.1): the failed call's messages
// (API.md's 422 `errors`, one list per field) and the form's own checks. Each field takes its
// props from here; given a message, Mantine marks the input `aria-invalid` and ties the message
// it writes under it with `aria-describedby`. The list above the fields (FormErrors) finds each
// field by the keys it carries, to name it.
import { ApiError } from './api-client';

/** The attribute a field carries: the server's keys whose messages are its own. */
export const ERROR_KEYS_ATTRIBUTE = 'data-error-for';

/** What a Mantine input takes to show and tie its error. */
export interface FieldErrorProps {
  /** The message, written under the field and tied to it; none while the field is fine. */
  error: string | undefined;
  /** Said here too: Mantine's PasswordInput does not mark its input itself. */
  'aria-invalid': true | undefined;
  [ERROR_KEYS_ATTRIBUTE]: string;
}

/** The same for a group of checkboxes, which ARIA cannot mark invalid (see inGroup). */
export type GroupErrorProps = Omit<FieldErrorProps, 'aria-invalid'>;

/** A field's error props for a group of checkboxes. */
export function groupErrors({
  'aria-invalid': _invalid,
  ...group
}: FieldErrorProps): GroupErrorProps {
  return group;
}

export interface FieldErrors {
  /**
   * The props of the field whose server key is `key` (after the form's prefix). `also`: more
   * keys whose messages belong to this field; a key ending in `.*` stands for every key under
   * it (`teams.*` for `teams.3`). `client`: the form's own check, shown first.
   */
  field(key: string, options?: { also?: string[]; client?: string }): FieldErrorProps;
}

/** The first message of each field of a failed call, by its full key; empty for other errors. */
export function messagesByKey(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!(error instanceof ApiError)) return out;
  for (const [key, messages] of Object.entries(error.errors)) {
    if (messages[0]) out.set(key, messages[0]);
  }
  return out;
}

/** True when `key` is `pattern`, or lies under it for a pattern ending in `.*`. */
export function keyMatches(pattern: string, key: string): boolean {
  return pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;
}

/**
 * A field's keys as the server may name them: as they are, and after `prefix` when a call puts
 * one before them (a language's add body is flat, its update's is `{ language: {...} }`).
 */
export function errorKeys(keys: string[], prefix = ''): string[] {
  return prefix ? keys.flatMap((k) => [k, prefix + k]) : keys;
}

/**
 * The errors of a form whose call failed with `error`. `prefix` is what the call may put before
 * each of the form's keys (`host.` when the body is `{ host: {...} }`).
 */
export function fieldErrors(error: unknown, prefix = ''): FieldErrors {
  const messages = messagesByKey(error);
  return {
    field(key, options = {}) {
      const patterns = errorKeys([key, ...(options.also ?? [])], prefix);
      let message = options.client;
      for (const [full, text] of messages) {
        if (message) break;
        if (patterns.some((p) => keyMatches(p, full))) message = text;
      }
      return {
        error: message,
        'aria-invalid': message ? true : undefined,
        [ERROR_KEYS_ATTRIBUTE]: patterns.join(' '),
      };
    },
  };
}

/**
 * The props of each checkbox in a group (a Mantine Checkbox.Group given the id `groupId`) whose
 * message is `error`: ARIA has no invalid group, so each checkbox is marked and tied to the
 * message Mantine writes under the group (`<id>-error`).
 */
export function inGroup(
  groupId: string,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${groupId}-error` } : {};
}
