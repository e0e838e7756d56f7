import { useParams } from 'react-router';
import { useReturnAfterSave } from '../../../lib/mutations';
import { QueryState } from '../../../components/query-state';
import { useLangMessages } from '../api/get-lang-messages';
import { useLangNames } from '../api/get-lang-names';
import { useLanguage } from '../api/get-language';
import { useUpdateLanguage } from '../api/update-language';
import { LanguageForm } from './language-form';

/** GameLanguagesEdit (id): the add form, prefilled; saving returns to the list. */
export function LanguageEdit() {
  const saved = useReturnAfterSave('/languages/list');
  const id = Number(useParams().id);
  const language = useLanguage(id);
  const messages = useLangMessages();
  const names = useLangNames();
  const update = useUpdateLanguage();
  return (
    <QueryState query={language}>
      {(current) => (
        <QueryState query={messages}>
          {(messageList) => (
            <QueryState query={names}>
              {(nameList) => (
                <LanguageForm
                  key={current.id}
                  language={current}
                  messages={messageList}
                  names={nameList}
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
      )}
    </QueryState>
  );
}
