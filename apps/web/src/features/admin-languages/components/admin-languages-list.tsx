import { Text } from '@mantine/core';
import type { AdminLanguageListItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
import { LanguageFlag } from '../../../components/language-flag';
import { useDeleteAdminLanguage } from '../api/delete-admin-language';
import { useAdminLanguages } from '../api/get-admin-languages';

/** AdminLanguagesList: flag, code, name, edit and delete. */
export function AdminLanguagesList() {
  const languages = useAdminLanguages();
  const remove = useDeleteAdminLanguage();
  return (
    <DataTable<AdminLanguageListItem>
      label="admin_languages.title"
      query={languages}
      empty="admin_languages.empty"
      edit={(l) => `/admin_languages/edit/${l.id}`}
      remove={{ mutation: remove, name: (l) => l.name }}
      columns={[
        { header: 'languages.flag', width: 80, render: (l) => <LanguageFlag code={l.code} /> },
        {
          header: 'languages.code',
          width: 140,
          render: (l) => (
            <Text size="sm" fw={600} ff="monospace">
              {l.code}
            </Text>
          ),
        },
        { header: 'languages.name', render: (l) => l.name },
      ]}
    />
  );
}
