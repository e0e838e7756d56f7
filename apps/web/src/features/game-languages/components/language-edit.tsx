import { useParams } from 'react-router';
import { LanguageEditScreen } from '../../../components/translation-editor/language-screens';
import { useLangMessages } from '../api/get-lang-messages';
import { useLangNames } from '../api/get-lang-names';
import { useLanguage } from '../api/get-language';
import { useUpdateLanguage } from '../api/update-language';
import { LanguageForm } from './language-form';

/** GameLanguagesEdit (id): the add form, prefilled; saving returns to the list. */
export function LanguageEdit() {
  const language = useLanguage(Number(useParams().id));
  const messages = useLangMessages();
  const names = useLangNames();
  const update = useUpdateLanguage();
  return (
    <LanguageEditScreen
      back="/languages/list"
      sources={[messages, names]}
      language={language}
      update={update}
    >
      {([messageList, nameList], save) => (
        <LanguageForm messages={messageList} names={nameList} {...save} />
      )}
    </LanguageEditScreen>
  );
}
