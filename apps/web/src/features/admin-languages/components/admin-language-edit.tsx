import { useParams } from 'react-router';
import { useReturnAfterSave } from '../../../lib/mutations';
import { QueryState } from '../../../components/query-state';
import { useAdminLanguage } from '../api/get-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { useUpdateAdminLanguage } from '../api/update-admin-language';
import { AdminLanguageForm } from './admin-language-form';

/** Edits a back-office language (id); saving returns to the list. */
export function AdminLanguageEdit() {
  const saved = useReturnAfterSave('/admin_languages/list');
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
                    onSuccess: saved,
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
