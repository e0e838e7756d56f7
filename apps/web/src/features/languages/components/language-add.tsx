import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useAddLanguage } from '../api/add-language';
import { useLangMessages } from '../api/get-lang-messages';
import { useLangNames } from '../api/get-lang-names';
import { LanguageForm } from './language-form';

/** GameLanguagesAdd: saving returns to the list. */
export function LanguageAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
                  onSuccess: () => {
                    notifications.show({ message: t('common.saved'), color: 'green' });
                    navigate('/languages/list');
                  },
                })
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
