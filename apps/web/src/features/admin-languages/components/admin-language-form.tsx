import type {
  AdminLanguageAddBody,
  AdminLanguageResponse,
  TranslationSource,
} from '@orbis/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedTranslations } from '../../../components/translation-editor/grouped-translations';
import {
  collectTexts,
  type Texts,
} from '../../../components/translation-editor/translation-editor';
import { TranslationForm } from '../../../components/translation-editor/translation-form';

interface AdminLanguageFormProps {
  labels: TranslationSource[];
  /** The language being edited; none when adding. */
  language?: AdminLanguageResponse;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (value: Required<AdminLanguageAddBody>) => void;
}

/** The add and edit form of a back-office language: name, code, one input per label. */
export function AdminLanguageForm({
  labels,
  language,
  submitLabel,
  submitting,
  error,
  onSubmit,
}: AdminLanguageFormProps) {
  const { t } = useTranslation();
  const items = useMemo(
    () =>
      labels.map((l) => ({
        name: `messages.${l.id}`,
        id: l.id,
        original: l.original_value,
        caption: l.id,
      })),
    [labels],
  );
  const texts = useMemo(() => {
    const initial: Texts = {};
    for (const l of labels) initial[`messages.${l.id}`] = language?.messages[l.id] ?? '';
    return initial;
  }, [labels, language]);
  // Editing sends blanks too, so a label cleared on purpose stays cleared.
  const keepBlank = language !== undefined;

  return (
    <TranslationForm
      initialMain={{ name: language?.name ?? '', code: language?.code ?? '' }}
      initialTexts={texts}
      submitLabel={submitLabel}
      submitting={submitting}
      error={error}
      onSubmit={(main, values) =>
        onSubmit({ ...main, messages: collectTexts(values, 'messages.', keepBlank) })
      }
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
