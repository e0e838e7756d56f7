import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useAdminLanguage } from '../api/get-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { useUpdateAdminLanguage } from '../api/update-admin-language';
import { AdminLanguageForm } from './admin-language-form';

/** Edits a back-office language (id); saving returns to the list. */
export function AdminLanguageEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const language = useAdminLanguage(id);
  const labels = useLangAdminMessages();
  const update = useUpdateAdminLanguage();
  return (
    <QueryState query={language}>
      {(current) => (
        <QueryState query={labels}>
          {(list) => (
            <AdminLanguageForm
              key={current.id}
              labels={list}
              language={current}
              submitLabel="common.update"
              submitting={update.isPending}
              error={update.error}
              onSubmit={(body) =>
                update.mutate(
                  { language: { ...body, id: current.id } },
                  {
                    onSuccess: () => {
                      notifications.show({ message: t('common.saved'), color: 'green' });
                      navigate('/admin_languages/list');
                    },
                  },
                )
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
