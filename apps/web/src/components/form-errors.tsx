import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { ERROR_KEYS_ATTRIBUTE, keyMatches, messagesByKey } from '../lib/form-errors';

const CONTROL = 'input:not([type="hidden"]), select, textarea';

/** The form field that carries `key` among its error keys (see lib/form-errors). */
function fieldFor(form: ParentNode, key: string): HTMLElement | null {
  for (const el of form.querySelectorAll<HTMLElement>(`[${ERROR_KEYS_ATTRIBUTE}]`)) {
    const patterns = el.getAttribute(ERROR_KEYS_ATTRIBUTE)?.split(' ') ?? [];
    if (patterns.some((p) => keyMatches(p, key))) return el;
  }
  return null;
}

/** Visible text of `el`, without what is hidden from assistive technology (a required mark). */
function textOf(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A field's name, as a screen reader says it: its label, or what names its group. */
function nameOf(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0];
  if (label) return textOf(label);
  const named = field.matches('[aria-labelledby]')
    ? field
    : field.querySelector('[aria-labelledby]');
  const ids = named?.getAttribute('aria-labelledby')?.split(' ') ?? [];
  const byIds = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null)
    .map(textOf)
    .join(' ');
  return byIds || (field.getAttribute('aria-label') ?? '');
}

/** The field's control that takes the focus: itself, or the first one in its group. */
function focusTarget(field: HTMLElement): HTMLElement | null {
  return field.matches(CONTROL) ? field : field.querySelector<HTMLElement>(CONTROL);
}

interface Item {
  key: string;
  message: string;
  name: string;
  field: HTMLElement | null;
}

/**
 * The server's errors as a list above the fields (spec section 8): each field's first message,
 * after the field's name, which moves the focus to it. Fields are found by their error keys
 * once the form is on screen.
 */
export function FormErrors({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<Item[]>([]);

  useLayoutEffect(() => {
    const form = ref.current?.closest('form') ?? document;
    setItems(
      [...messagesByKey(error)].map(([key, message]) => {
        const field = fieldFor(form, key);
        return { key, message, field, name: field ? nameOf(field) : '' };
      }),
    );
  }, [error]);

  if (!error) return null;
  const general = error instanceof ApiError ? error.message : String(error);
  return (
    <div ref={ref}>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <List size="sm" spacing={2} data-testid="form-errors">
          {items.length === 0 && <List.Item>{general}</List.Item>}
          {items.map(({ key, message, name, field }) => (
            <List.Item key={key} data-field={key}>
              {name && field ? (
                <>
                  {/* In the alert's own colour, which reads on its tint; underlined as a link. */}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={700}
                    c="inherit"
                    underline="always"
                    onClick={() => focusTarget(field)?.focus()}
                  >
                    {name}
                  </Anchor>
                  {`: ${message}`}
                </>
              ) : (
                message
              )}
            </List.Item>
          ))}
        </List>
      </Alert>
    </div>
  );
}
