import { Stack } from '@mantine/core';
import type { GameVariable } from '@orbis/contracts';
import { useForm } from 'react-hook-form';
import { useReturnAfterSave } from '../../../lib/mutations';
import { FormCard } from '../../../components/form-card';
import { QueryState } from '../../../components/query-state';
import { useAddVariablesPreset } from '../api/add-variables-preset';
import { useGameVariables } from '../api/get-variables';
import { BalanceCheckButton, BalanceReport, useBalanceCheck } from './balance-check';
import {
  blankValues,
  typedValues,
  VariablesPresetFields,
  type VariablesPresetFormValues,
} from './variables-preset-fields';

function VariablesPresetAddForm({ variables }: { variables: GameVariable[] }) {
  const saved = useReturnAfterSave('/variables/list');
  const add = useAddVariablesPreset();
  const { register, handleSubmit, getValues } = useForm<VariablesPresetFormValues>({
    defaultValues: { name: '', values: blankValues(variables) },
  });
  const balance = useBalanceCheck(variables, () => getValues('values'), add.reset);
  const error = add.error ?? balance.check.error;
  const onSubmit = handleSubmit((form) =>
    add.mutate(
      { variablesPreset: { name: form.name, values: typedValues(variables, form.values) } },
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
        submitting={add.isPending}
        submitLabel="variables.add_submit"
        maw={960}
        actions={<BalanceCheckButton onClick={balance.run} loading={balance.check.isPending} />}
      >
        <VariablesPresetFields variables={variables} register={register} error={error} />
      </FormCard>
      <BalanceReport result={balance.check.data} pending={balance.check.isPending} />
    </Stack>
  );
}

/** GameVariablesAdd: the preset name and one input per variable, its default as placeholder. */
export function VariablesPresetAdd() {
  const variables = useGameVariables();
  return (
    <QueryState query={variables}>
      {(list) => <VariablesPresetAddForm variables={list} />}
    </QueryState>
  );
}
