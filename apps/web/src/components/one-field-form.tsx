import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../lib/api-client';

/**
 * A form of one text field and its send button, inline in a panel (a co-host's email, a grant's
 * amount). The button is disabled while the field is empty and spins while `call` runs; the
 * call's refusal of the field `name` shows under it. `labels.field` names the field for screen
 * readers and is its placeholder.
 */
export function OneFieldForm({
  name,
  labels,
  call,
  onSend,
  wrap = 'nowrap',
  ...input
}: {
  name: string;
  labels: { field: string; send: string };
  call: { isPending: boolean; error: unknown };
  /** Sends a field that is not empty; `clear` empties it, once the call succeeded. */
  onSend: (value: string, clear: () => void) => void;
  wrap?: 'wrap' | 'nowrap';
} & Pick<TextInputProps, 'type' | 'inputMode' | 'leftSection' | 'miw'>) {
  const [value, setValue] = useState('');
  const empty = value.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) onSend(value, () => setValue(''));
      }}
    >
      <Group gap="xs" align="flex-start" wrap={wrap}>
        <TextInput
          {...input}
          name={name}
          aria-label={labels.field}
          placeholder={labels.field}
          autoComplete="off"
          size="xs"
          flex={1}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={ApiError.fieldErrors(call.error)[name]}
        />
        <Button type="submit" size="xs" variant="light" disabled={empty} loading={call.isPending}>
          {labels.send}
        </Button>
      </Group>
    </form>
  );
}
