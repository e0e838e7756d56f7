import { LanguageAddScreen } from '../../../components/translation-editor/language-screens';
import { useAddLanguage } from '../api/add-language';
import { useLangMessages } from '../api/get-lang-messages';
import { useLangNames } from '../api/get-lang-names';
import { LanguageForm } from './language-form';

/** GameLanguagesAdd: saving returns to the list. */
export function LanguageAdd() {
  const messages = useLangMessages();
  const names = useLangNames();
  const add = useAddLanguage();
  return (
    <LanguageAddScreen back="/languages/list" sources={[messages, names]} add={add}>
      {([messageList, nameList], save) => (
        <LanguageForm messages={messageList} names={nameList} {...save} />
      )}
    </LanguageAddScreen>
  );
}
