import type {
  AdminLanguageAddBody,
  AdminLanguageResponse,
  TranslationSource,
} from '@orbis/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedTranslations } from '../../../components/translation-editor/grouped-translations';
import type { LanguageSave } from '../../../components/translation-editor/language-screens';
import {
  sourceItems,
  sourceTexts,
} from '../../../components/translation-editor/translation-editor';
import { TranslationForm } from '../../../components/translation-editor/translation-form';

interface AdminLanguageFormProps extends LanguageSave<
  Required<AdminLanguageAddBody>,
  AdminLanguageResponse
> {
  labels: TranslationSource[];
}

/** The add and edit form of a back-office language: name, code, one input per label. */
export function AdminLanguageForm({ labels, language, onSubmit, ...save }: AdminLanguageFormProps) {
  const { t } = useTranslation();
  const items = useMemo(() => sourceItems(labels, 'messages.'), [labels]);
  const texts = useMemo(
    () => sourceTexts(labels, 'messages.', language?.messages),
    [labels, language],
  );
  return (
    <TranslationForm
      {...save}
      language={language}
      initialTexts={texts}
      onSubmit={(main, translations) => onSubmit({ ...main, messages: translations('messages.') })}
    >
      {(state, errors) => (
        <GroupedTranslations
          title={t('admin_languages.labels_section')}
          hint={t('admin_languages.labels_hint')}
          groupLabelPrefix="admin_languages.group."
          items={items}
          state={state}
          errors={errors}
        />
      )}
    </TranslationForm>
  );
}
