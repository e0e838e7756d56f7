import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { FormErrors } from '../form-errors';
import { LanguageMainFields, type LanguageMainValues } from './language-main-fields';
import {
  FormSection,
  TranslationToolbar,
  useTranslationTexts,
  type Texts,
} from './translation-editor';

export type TranslationState = ReturnType<typeof useTranslationTexts>;

interface TranslationFormProps {
  initialMain: LanguageMainValues;
  initialTexts: Texts;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (main: LanguageMainValues, texts: Texts) => void;
  /** The translation sections, drawn from the form's state. */
  children: (state: TranslationState, errors: Record<string, string>) => ReactNode;
}

/**
 * A language form: the sticky save bar, the server's errors as a list, the main information
 * (name, code), then the translation sections.
 */
export function TranslationForm({
  initialMain,
  initialTexts,
  submitLabel,
  submitting,
  error,
  onSubmit,
  children,
}: TranslationFormProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit } = useForm<LanguageMainValues>({
    defaultValues: initialMain,
  });
  const state = useTranslationTexts(initialTexts);
  const errors = ApiError.fieldErrors(error, 'language.');
  const errorsRef = useRef<HTMLDivElement>(null);

  // The list of errors sits at the top of a long form: bring it into view when it appears.
  useEffect(() => {
    if (error) errorsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [error]);

  return (
    <form onSubmit={handleSubmit((main) => onSubmit(main, state.texts))} noValidate>
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
          <LanguageMainFields register={register} control={control} errors={errors} />
        </FormSection>
        {children(state, errors)}
      </Stack>
    </form>
  );
}
