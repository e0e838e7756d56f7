import { Stack } from '@mantine/core';
import type { GameVariable, VariablesPresetResponse } from '@orbis/contracts';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useReturnAfterSave } from '../../../lib/mutations';
import { FormCard } from '../../../components/form-card';
import { QueryState } from '../../../components/query-state';
import { useGameVariables } from '../api/get-variables';
import { useVariablesPreset } from '../api/get-variables-preset';
import { useUpdateVariablesPreset } from '../api/update-variables-preset';
import { BalanceCheckButton, BalanceReport, useBalanceCheck } from './balance-check';
import {
  typedValues,
  VariablesPresetFields,
  type VariablesPresetFormValues,
} from './variables-preset-fields';

type Preset = VariablesPresetResponse['variablesPreset'];

/** The preset's values as the form shows them: each override as text, the rest blank. */
function formValues(variables: GameVariable[], preset: Preset): VariablesPresetFormValues {
  const values = Object.fromEntries(
    variables.map((v) => {
      const stored = preset.values[v.id]?.value;
      return [String(v.id), stored === undefined ? '' : String(stored)];
    }),
  );
  return { name: preset.name, values };
}

function VariablesPresetEditForm({
  variables,
  preset,
}: {
  variables: GameVariable[];
  preset: Preset;
}) {
  const saved = useReturnAfterSave('/variables/list');
  const update = useUpdateVariablesPreset();
  const { register, handleSubmit, getValues } = useForm<VariablesPresetFormValues>({
    defaultValues: formValues(variables, preset),
  });
  const balance = useBalanceCheck(variables, () => getValues('values'), update.reset);
  const error = update.error ?? balance.check.error;
  const onSubmit = handleSubmit((form) =>
    update.mutate(
      {
        variablesPreset: {
          id: preset.id,
          name: form.name,
          values: typedValues(variables, form.values),
        },
      },
      {
        onSuccess: saved,
        // The form is long: bring the list of errors at its top into view.
        onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
      },
    ),
  );
  return (
    <Stack>
      <FormCard
        onSubmit={onSubmit}
        error={error}
        submitting={update.isPending}
        submitLabel="variables.update_submit"
        maw={960}
        actions={<BalanceCheckButton onClick={balance.run} loading={balance.check.isPending} />}
      >
        <VariablesPresetFields variables={variables} register={register} error={error} />
      </FormCard>
      <BalanceReport result={balance.check.data} pending={balance.check.isPending} />
    </Stack>
  );
}

/** GameVariablesEdit (variablesPresetId): the add form's inputs, prefilled; blank means default. */
export function VariablesPresetEdit() {
  const id = Number(useParams().variablesPresetId);
  const variables = useGameVariables();
  const preset = useVariablesPreset(id);
  return (
    <QueryState query={variables}>
      {(list) => (
        <QueryState query={preset}>
          {(data) => (
            <VariablesPresetEditForm
              key={data.variablesPreset.id}
              variables={list}
              preset={data.variablesPreset}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
