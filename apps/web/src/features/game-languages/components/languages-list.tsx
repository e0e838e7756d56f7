import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { type LanguageListItem, numberFormat } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { LanguageFlag } from '../../../components/language-flag';
import { useDeleteLanguage } from '../api/delete-language';
import { useLanguages } from '../api/get-languages';

function Coverage({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const color = percent === 100 ? 'green' : percent >= 50 ? 'blue' : 'orange';
  return (
    <Tooltip label={t('languages.coverage_hint')} multiline w={260}>
      <Group gap="sm" wrap="nowrap" data-testid="coverage">
        <Progress value={percent} color={color} w={120} size="sm" aria-hidden />
        <Text size="sm" fw={500} w={56} style={{ whiteSpace: 'nowrap' }}>
          {numberFormat(i18n.language).percent(percent)}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** GameLanguagesList: code with flag, name, translation coverage, edit and delete. */
export function LanguagesList() {
  const languages = useLanguages();
  const remove = useDeleteLanguage();
  return (
    <DataTable<LanguageListItem>
      label="languages.title"
      query={languages}
      empty="languages.empty"
      edit={(l) => `/languages/edit/${l.id}`}
      remove={{ mutation: remove, name: (l) => l.name }}
      columns={[
        {
          header: 'languages.code',
          width: 140,
          render: (l) => (
            <Group gap="sm" wrap="nowrap">
              <LanguageFlag code={l.code} />
              <Text size="sm" fw={600} ff="monospace">
                {l.code}
              </Text>
            </Group>
          ),
        },
        { header: 'languages.name', render: (l) => l.name },
        {
          header: 'languages.coverage',
          width: 220,
          render: (l) => <Coverage percent={l.coverage} />,
        },
      ]}
    />
  );
}
