import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTemplate } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';

interface SaveTemplateProps {
  /** Saves under `name`; rejects with the call's error. */
  onSave: (name: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  /** A row's icon (the games list) rather than a button (the add game form). */
  compact?: boolean;
  /** What the icon's label names (a game's title). */
  subject?: string;
}

/**
 * "Save as template": asks the template's name, then saves. A refusal of the name shows under
 * it; any other closes the dialog, for the screen behind it to show (the form's fields).
 */
export function SaveTemplateButton({
  onSave,
  pending,
  error,
  compact,
  subject,
}: SaveTemplateProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const nameError = opened ? ApiError.fieldErrors(error).name : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit up to the game form it opened from.
    event.stopPropagation();
    onSave(name).then(
      () => {
        close();
        setName('');
        notifications.show({ color: 'green', message: t('templates.saved') });
      },
      (failure: unknown) => {
        if (!ApiError.fieldErrors(failure).name) close();
      },
    );
  };
  const label = subject ? t('templates.save_game_as', { title: subject }) : t('templates.save_as');
  return (
    <>
      {compact ? (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            onClick={open}
            aria-label={label}
            data-testid="save-as-template"
          >
            <IconTemplate size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="default" onClick={open} data-testid="save-as-template">
          {t('templates.save_as')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={label}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('templates.name')}
              autoComplete="off"
              data-autofocus
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('templates.save_submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
