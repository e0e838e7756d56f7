import type { VariablesPresetItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
import { useDeleteVariablesPreset } from '../api/delete-variables-preset';
import { useVariablesPresets } from '../api/get-variables-presets';

/** GameVariablesList: the variables presets, each with edit and delete. */
export function VariablesPresetsList() {
  const presets = useVariablesPresets();
  const remove = useDeleteVariablesPreset();
  return (
    <DataTable<VariablesPresetItem>
      label="variables.title"
      query={presets}
      empty="variables.empty"
      edit={(p) => `/variables/edit/${p.id}`}
      remove={{ mutation: remove, name: (p) => p.name }}
      columns={[{ header: 'variables.name', render: (p) => p.name }]}
    />
  );
}
