import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A row's action as an icon, named in a tooltip and to screen readers: a screen of the app
 * (`to`), or a file to download (`download`).
 */
export function RowLink({
  label,
  icon,
  testId,
  ...target
}: { label: string; icon: ReactNode; testId?: string } & ({ to: string } | { download: string })) {
  const common = { variant: 'subtle', 'aria-label': label, 'data-testid': testId } as const;
  return (
    <Tooltip label={label}>
      {'to' in target ? (
        <ActionIcon component={Link} to={target.to} {...common}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component="a" href={target.download} download {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's edit link. */
export function EditButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return <RowLink label={t('common.edit')} icon={<IconPencil size={18} />} to={to} />;
}

/**
 * A row's delete button: asks for confirmation, then calls `onConfirm`. `text` replaces the
 * question's words when deleting the row takes more with it, so that the host knows what.
 */
export function DeleteButton({
  name,
  text,
  onConfirm,
  loading,
}: {
  name: string;
  text?: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const ask = () =>
    modals.openConfirmModal({
      title: t('common.confirm_delete_title'),
      children: <Text size="sm">{text ?? t('common.confirm_delete_text', { name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      // The corner's cross is a button too: it needs a name as much as the other two.
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm,
    });
  return (
    <Tooltip label={t('common.delete')}>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={ask}
        loading={loading}
        aria-label={t('common.delete')}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
