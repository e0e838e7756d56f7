import { TextInput } from '@mantine/core';
import type { LanguageOption, WorldEventAddBody } from '@orbis/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { fieldErrors } from '../../../lib/form-errors';
import { useReturnAfterSave } from '../../../lib/mutations';
import { eventBody, type WorldEventFormValues } from '../utils/event-form';
import { EffectsFields } from './effects-fields';
import { EventTextsFields } from './event-texts-fields';

interface WorldEventFormProps<Body> {
  /** The game languages: a headline and text for each. */
  languages: LanguageOption[];
  defaultValues: WorldEventFormValues;
  /** Label key of the submit button. */
  submitLabel: string;
  /** The add or update call. */
  save: UseMutationResult<unknown, Error, Body>;
  /** The call's body for the event in the form. */
  body: (event: WorldEventAddBody) => Body;
}

/**
 * The add and edit form of a world event: its name, its headline and text per game language, and
 * its effects. The server checks every field and answers on it; saving returns to the list.
 */
export function WorldEventForm<Body>({
  languages,
  defaultValues,
  submitLabel,
  save,
  body,
}: WorldEventFormProps<Body>) {
  const { t } = useTranslation();
  const saved = useReturnAfterSave('/world_events/list');
  const { register, handleSubmit, control } = useForm<WorldEventFormValues>({ defaultValues });
  const errors = fieldErrors(save.error);
  const onSubmit = handleSubmit((form) =>
    save.mutate(body(eventBody(form)), {
      onSuccess: saved,
      // The form is long: bring the list of errors at its top into view.
      onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    }),
  );
  return (
    <FormCard
      onSubmit={onSubmit}
      error={save.error}
      submitting={save.isPending}
      submitLabel={submitLabel}
      maw={960}
    >
      <TextInput
        label={t('world_events.name')}
        description={t('world_events.name_hint')}
        autoComplete="off"
        {...errors.field('name')}
        {...register('name')}
      />
      <EventTextsFields
        languages={languages}
        register={register}
        control={control}
        errors={errors}
        error={save.error}
      />
      <EffectsFields control={control} register={register} errors={errors} />
    </FormCard>
  );
}
