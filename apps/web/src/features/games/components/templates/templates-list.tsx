import { Alert, FileButton, Button, Group, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TemplatesListItem } from '@orbis/contracts';
import { IconAlertCircle, IconDownload, IconFileImport, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { RowLink } from '../../../../components/row-actions';
import { ApiError } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../../lib/current-user';
import { formatDate } from '../../../../lib/format';
import { useDeleteTemplate } from '../../api/templates/delete-template';
import { templateFileUrl, useTemplates } from '../../api/templates/get-templates';
import { useImportTemplate } from '../../api/templates/save-template';
import { templateFileJson } from '../../utils/template-file';

/** A template's row actions: make a game from it, and download its file. */
function TemplateActions({ template, host }: { template: TemplatesListItem; host: boolean }) {
  const { t } = useTranslation();
  const make = t('templates.make_game', { name: template.name });
  const download = t('templates.export', { name: template.name });
  return (
    <>
      {host && (
        <RowLink
          label={make}
          icon={<IconPlayerPlay size={18} />}
          to={`/host/games/add?template=${template.id}`}
          testId="template-make-game"
        />
      )}
      <RowLink
        label={download}
        icon={<IconDownload size={18} />}
        download={templateFileUrl(template.id)}
        testId="template-export"
      />
    </>
  );
}

/**
 * "Import a template": picks a file another Orbis exported and sends it. What this install lacks
 * (a country, an event, a preset, a language) is listed, for an admin to add.
 */
function ImportButton() {
  const { t } = useTranslation();
  const importing = useImportTemplate();
  const [problems, setProblems] = useState<string[]>([]);
  const pick = async (file: File | null) => {
    if (!file) return;
    setProblems([]);
    const json = templateFileJson(await file.text());
    if (json === null) {
      setProblems([t('templates.import_not_json')]);
      return;
    }
    importing.mutate(json, {
      onSuccess: () => notifications.show({ color: 'green', message: t('templates.imported') }),
      onError: (error) =>
        setProblems(error instanceof ApiError ? error.firstMessages : [String(error)]),
    });
  };
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(file) => void pick(file)} accept="application/json,.json">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} />}
              loading={importing.isPending}
              data-testid="template-import"
            >
              {t('templates.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={t('templates.import_failed')}
        >
          <List size="sm" spacing={2} data-testid="template-import-errors">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The host's templates (an admin's: every host's): name and date, with edit, make a game, its
 * file, and delete (which asks first); and the import of a file.
 */
export function TemplatesList() {
  const { i18n } = useTranslation();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const host = useCurrentUser().data?.role === 'host';
  return (
    <Stack>
      {host && <ImportButton />}
      <DataTable<TemplatesListItem>
        label="templates.title"
        query={templates}
        empty="templates.empty"
        edit={(x) => `/host/templates/edit/${x.id}`}
        remove={{ mutation: remove, name: (x) => x.name }}
        columns={[
          { header: 'templates.name', render: (x) => x.name },
          { header: 'templates.created', render: (x) => formatDate(x.created_at, i18n.language) },
        ]}
        actions={(x) => <TemplateActions template={x} host={host} />}
      />
    </Stack>
  );
}
