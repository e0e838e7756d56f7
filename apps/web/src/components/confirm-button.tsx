import { Button, Text, type ButtonProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a confirmation asks: its title, its words, and the label of the button that confirms. */
export interface Confirmation {
  title: string;
  text: string;
  confirm: string;
}

/**
 * A button that asks first, in a dialog whose confirming button has the button's colour, and runs
 * `onConfirm` once confirmed. Long names in the words wrap rather than run out of the dialog.
 */
export function ConfirmButton({
  confirmation: { title, text, confirm },
  onConfirm,
  color,
  children,
  ...button
}: ButtonProps & {
  confirmation: Confirmation;
  onConfirm: () => void;
  color: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const ask = () =>
    modals.openConfirmModal({
      title,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ),
      labels: { confirm, cancel: t('common.cancel') },
      confirmProps: { color },
      onConfirm,
    });
  return (
    <Button color={color} {...button} onClick={ask}>
      {children}
    </Button>
  );
}
