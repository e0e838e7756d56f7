import { useReturnAfterSave } from '../../../lib/mutations';
import { QueryState } from '../../../components/query-state';
import { useAddAdminLanguage } from '../api/add-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { AdminLanguageForm } from './admin-language-form';

/** Adds a back-office language; saving returns to the list. */
export function AdminLanguageAdd() {
  const saved = useReturnAfterSave('/admin_languages/list');
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
              onSuccess: saved,
            })
          }
        />
      )}
    </QueryState>
  );
}
