import { Button, Card, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from './form-errors';

interface FormCardProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failed mutation's error, shown as a list above the fields. */
  error: unknown;
  submitting: boolean;
  /** Label key of the submit button. */
  submitLabel: string;
  children: ReactNode;
  maw?: number;
  /** More buttons, shown before the submit button. */
  actions?: ReactNode;
}

/** An add/edit form: errors as a list, the fields, and a submit button with a loading state. */
export function FormCard({
  onSubmit,
  error,
  submitting,
  submitLabel,
  children,
  maw = 640,
  actions,
}: FormCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="lg" maw={maw}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormErrors error={error} />
          {children}
          <Group justify="flex-end">
            {actions}
            <Button type="submit" loading={submitting}>
              {t(submitLabel)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
