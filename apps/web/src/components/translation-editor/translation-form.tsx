import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { fieldErrors } from '../../lib/form-errors';
import { FormErrors } from '../form-errors';
import { LanguageMainFields, type LanguageMainValues } from './language-main-fields';
import {
  collectTexts,
  FormSection,
  LANGUAGE_FIELDS_PREFIX,
  TranslationToolbar,
  useTranslationTexts,
  type Texts,
} from './translation-editor';

export type TranslationState = ReturnType<typeof useTranslationTexts>;

interface TranslationFormProps {
  /** The language being edited (its name and code fill the form); none when adding. */
  language?: LanguageMainValues;
  initialTexts: Texts;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  /** Given the name and code, and `texts(prefix)`: the translations whose names start so. */
  onSubmit: (main: LanguageMainValues, texts: (prefix: string) => Texts) => void;
  /** The translation sections, drawn from the form's state. */
  children: (state: TranslationState, errors: Record<string, string>) => ReactNode;
}

/**
 * A language form: the sticky save bar, the server's errors as a list, the main information
 * (name, code), then the translation sections.
 */
export function TranslationForm({
  language,
  initialTexts,
  submitLabel,
  submitting,
  error,
  onSubmit,
  children,
}: TranslationFormProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit } = useForm<LanguageMainValues>({
    defaultValues: { name: language?.name ?? '', code: language?.code ?? '' },
  });
  const state = useTranslationTexts(initialTexts);
  // The translations' messages by input name, for their rows.
  const errors = ApiError.fieldErrors(error, LANGUAGE_FIELDS_PREFIX);
  const errorsRef = useRef<HTMLDivElement>(null);
  // Editing sends blanks too, so a translation cleared on purpose stays cleared.
  const keepBlank = language !== undefined;

  // The list of errors sits at the top of a long form: bring it into view when it appears.
  useEffect(() => {
    if (error) errorsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [error]);

  return (
    <form
      onSubmit={handleSubmit((main) =>
        onSubmit(main, (prefix) => collectTexts(state.texts, prefix, keepBlank)),
      )}
      noValidate
    >
      <Stack gap="md">
        <TranslationToolbar
          translated={state.translated}
          total={state.total}
          filter={state.filter}
          onFilter={state.setFilter}
          blankOnly={state.blankOnly}
          onBlankOnly={state.toggleBlankOnly}
          submitLabel={submitLabel}
          submitting={submitting}
        />
        <div ref={errorsRef}>
          <FormErrors error={error} />
        </div>
        <FormSection title={t('languages.main_info')}>
          <LanguageMainFields
            register={register}
            control={control}
            errors={fieldErrors(error, LANGUAGE_FIELDS_PREFIX)}
          />
        </FormSection>
        {children(state, errors)}
      </Stack>
    </form>
  );
}
