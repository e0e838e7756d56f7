import { useParams } from 'react-router';
import { LanguageEditScreen } from '../../../components/translation-editor/language-screens';
import { useAdminLanguage } from '../api/get-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { useUpdateAdminLanguage } from '../api/update-admin-language';
import { AdminLanguageForm } from './admin-language-form';

/** Edits a back-office language (id); saving returns to the list. */
export function AdminLanguageEdit() {
  const language = useAdminLanguage(Number(useParams().id));
  const labels = useLangAdminMessages();
  const update = useUpdateAdminLanguage();
  return (
    <LanguageEditScreen
      back="/admin_languages/list"
      sources={[labels]}
      language={language}
      update={update}
    >
      {([list], save) => <AdminLanguageForm labels={list} {...save} />}
    </LanguageEditScreen>
  );
}
