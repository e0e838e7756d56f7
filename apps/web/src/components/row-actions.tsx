import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A row's edit link. */
export function EditButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('common.edit')}>
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={t('common.edit')}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's delete button: asks for confirmation, then calls `onConfirm`. */
export function DeleteButton({
  name,
  onConfirm,
  loading,
}: {
  name: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const ask = () =>
    modals.openConfirmModal({
      title: t('common.confirm_delete_title'),
      children: <Text size="sm">{t('common.confirm_delete_text', { name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
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
