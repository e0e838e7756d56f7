import { Stack } from '@mantine/core';
import type { GameVariable } from '@orbis/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { useReturnAfterSave } from '../../../lib/mutations';
import { BalanceCheckButton, BalanceReport, useBalanceCheck } from './balance-check';
import {
  typedValues,
  VariablesPresetFields,
  type VariablesPresetFormValues,
} from './variables-preset-fields';

/** A preset as the add and update calls take it: its name and its typed values. */
export interface PresetInput {
  name: string;
  values: Record<string, string>;
}

interface VariablesPresetFormProps<Body> {
  variables: GameVariable[];
  defaultValues: VariablesPresetFormValues;
  /** Label key of the submit button. */
  submitLabel: string;
  /** The add or update call. */
  save: UseMutationResult<unknown, Error, Body>;
  /** The call's body for the preset in the form. */
  body: (preset: PresetInput) => Body;
}

/**
 * The add and edit form of a variables preset, with its balance check; saving returns to the
 * list.
 */
export function VariablesPresetForm<Body>({
  variables,
  defaultValues,
  submitLabel,
  save,
  body,
}: VariablesPresetFormProps<Body>) {
  const saved = useReturnAfterSave('/variables/list');
  const { register, handleSubmit, getValues } = useForm<VariablesPresetFormValues>({
    defaultValues,
  });
  const balance = useBalanceCheck(variables, () => getValues('values'), save.reset);
  const error = save.error ?? balance.check.error;
  const onSubmit = handleSubmit((form) =>
    save.mutate(body({ name: form.name, values: typedValues(variables, form.values) }), {
      onSuccess: saved,
      // The form is long: bring the list of errors at its top into view.
      onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    }),
  );
  return (
    <Stack>
      <FormCard
        onSubmit={onSubmit}
        error={error}
        submitting={save.isPending}
        submitLabel={submitLabel}
        maw={960}
        actions={
          <BalanceCheckButton
            onClick={balance.run}
            loading={balance.check.isPending}
            worldEvents={balance.worldEvents}
            onWorldEvents={balance.setWorldEvents}
          />
        }
      >
        <VariablesPresetFields variables={variables} register={register} error={error} />
      </FormCard>
      <BalanceReport
        result={balance.check.data}
        pending={balance.check.isPending}
        withWorldEvents={balance.check.variables?.worldEvents === true}
      />
    </Stack>
  );
}
