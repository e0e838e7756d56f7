import { QueryState } from '../../../components/query-state';
import { useAddVariablesPreset } from '../api/add-variables-preset';
import { useGameVariables } from '../api/get-variables';
import { blankValues } from './variables-preset-fields';
import { VariablesPresetForm } from './variables-preset-form';

/** GameVariablesAdd: the preset name and one input per variable, its default as placeholder. */
export function VariablesPresetAdd() {
  const variables = useGameVariables();
  const add = useAddVariablesPreset();
  return (
    <QueryState query={variables}>
      {(list) => (
        <VariablesPresetForm
          variables={list}
          defaultValues={{ name: '', values: blankValues(list) }}
          submitLabel="variables.add_submit"
          save={add}
          body={(preset) => ({ variablesPreset: preset })}
        />
      )}
    </QueryState>
  );
}
