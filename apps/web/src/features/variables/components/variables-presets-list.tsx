import type { VariablesPresetItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
import { DeleteButton, EditButton } from '../../../components/row-actions';
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
      rowKey={(p) => p.id}
      empty="variables.empty"
      columns={[{ header: 'variables.name', render: (p) => p.name }]}
      actions={(p) => (
        <>
          <EditButton to={`/variables/edit/${p.id}`} />
          <DeleteButton
            name={p.name}
            loading={remove.isPending && remove.variables === p.id}
            onConfirm={() => remove.mutate(p.id)}
          />
        </>
      )}
    />
  );
}
