import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';

/** The server's errors as a list: the first message of each field (spec section 8). */
export function FormErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const messages = error instanceof ApiError ? error.firstMessages : [String(error)];
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <List size="sm" spacing={2} data-testid="form-errors">
        {messages.map((m, i) => (
          <List.Item key={i}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
