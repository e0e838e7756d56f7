import type { GameVariable, VariablesPresetResponse } from '@orbis/contracts';
import { useParams } from 'react-router';
import { QueriesState } from '../../../components/query-state';
import { useGameVariables } from '../api/get-variables';
import { useVariablesPreset } from '../api/get-variables-preset';
import { useUpdateVariablesPreset } from '../api/update-variables-preset';
import type { VariablesPresetFormValues } from './variables-preset-fields';
import { VariablesPresetForm } from './variables-preset-form';

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

/** GameVariablesEdit (variablesPresetId): the add form's inputs, prefilled; blank means default. */
export function VariablesPresetEdit() {
  const variables = useGameVariables();
  const preset = useVariablesPreset(Number(useParams().variablesPresetId));
  const update = useUpdateVariablesPreset();
  return (
    <QueriesState queries={[variables, preset]}>
      {([list, { variablesPreset }]) => (
        <VariablesPresetForm
          key={variablesPreset.id}
          variables={list}
          defaultValues={formValues(list, variablesPreset)}
          submitLabel="variables.update_submit"
          save={update}
          body={(values) => ({ variablesPreset: { id: variablesPreset.id, ...values } })}
        />
      )}
    </QueriesState>
  );
}
