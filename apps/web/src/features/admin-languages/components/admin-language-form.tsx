import type {
  AdminLanguageAddBody,
  AdminLanguageResponse,
  TranslationSource,
} from '@orbis/contracts';
import { useMemo } from 'react';
import {
  GroupedTranslations,
  type SectionLabels,
} from '../../../components/translation-editor/grouped-translations';
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

const LABELS: SectionLabels = {
  title: 'admin_languages.labels_section',
  hint: 'admin_languages.labels_hint',
  groupPrefix: 'admin_languages.group.',
};

/** The add and edit form of a back-office language: name, code, one input per label. */
export function AdminLanguageForm({ labels, language, onSubmit, ...save }: AdminLanguageFormProps) {
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
        <GroupedTranslations labels={LABELS} items={items} state={state} errors={errors} />
      )}
    </TranslationForm>
  );
}
