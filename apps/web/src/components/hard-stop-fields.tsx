import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The hard stop's two fields, as a game's control screen and an event's broadcast ask for them:
 * the time of day the game must end by, and the button that shares the time left out between the
 * phases still to come. The form around them decides what a press does.
 */
export function HardStopTimeInput(props: Omit<TextInputProps, 'type' | 'name' | 'label'>) {
  const { t } = useTranslation();
  return (
    <TextInput type="time" name="endsAt" label={t('games.clock_hard_stop')} size="xs" {...props} />
  );
}

/** Submits the hard stop's form; off until a time is given. */
export function FitButton({
  disabled,
  loading,
  testId,
}: {
  disabled: boolean;
  loading: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      size="xs"
      variant="light"
      leftSection={<IconFlag size={16} />}
      disabled={disabled}
      loading={loading}
      data-testid={testId}
    >
      {t('games.clock_fit')}
    </Button>
  );
}
