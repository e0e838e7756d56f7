import { useReturnAfterSave } from '../../../lib/mutations';
import { QueryState } from '../../../components/query-state';
import { useAddLanguage } from '../api/add-language';
import { useLangMessages } from '../api/get-lang-messages';
import { useLangNames } from '../api/get-lang-names';
import { LanguageForm } from './language-form';

/** GameLanguagesAdd: saving returns to the list. */
export function LanguageAdd() {
  const saved = useReturnAfterSave('/languages/list');
  const messages = useLangMessages();
  const names = useLangNames();
  const add = useAddLanguage();
  return (
    <QueryState query={messages}>
      {(messageList) => (
        <QueryState query={names}>
          {(nameList) => (
            <LanguageForm
              messages={messageList}
              names={nameList}
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
      )}
    </QueryState>
  );
}
