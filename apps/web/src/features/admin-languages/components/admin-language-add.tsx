import { LanguageAddScreen } from '../../../components/translation-editor/language-screens';
import { useAddAdminLanguage } from '../api/add-admin-language';
import { useLangAdminMessages } from '../api/get-lang-admin-messages';
import { AdminLanguageForm } from './admin-language-form';

/** Adds a back-office language; saving returns to the list. */
export function AdminLanguageAdd() {
  const labels = useLangAdminMessages();
  const add = useAddAdminLanguage();
  return (
    <LanguageAddScreen back="/admin_languages/list" sources={[labels]} add={add}>
      {([list], save) => <AdminLanguageForm labels={list} {...save} />}
    </LanguageAddScreen>
  );
}
