import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useAddAdminLanguage } from '../api/add-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { AdminLanguageForm } from './admin-language-form';

/** Adds a back-office language; saving returns to the list. */
export function AdminLanguageAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useLangAdminMessages();
  const add = useAddAdminLanguage();
  return (
    <QueryState query={labels}>
      {(list) => (
        <AdminLanguageForm
          labels={list}
          submitLabel="common.add"
          submitting={add.isPending}
          error={add.error}
          onSubmit={(body) =>
            add.mutate(body, {
              onSuccess: () => {
                notifications.show({ message: t('common.saved'), color: 'green' });
                navigate('/admin_languages/list');
              },
            })
          }
        />
      )}
    </QueryState>
  );
}
