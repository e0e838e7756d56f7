import { Text } from '@mantine/core';
import type { CountryPresetListItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
import { DeleteButton, EditButton } from '../../../components/row-actions';
import { useDeleteCountryPreset } from '../api/delete-country-preset';
import { useCountryPresets } from '../api/get-country-presets';
import { CountryFlag } from './country-flag';

/** GameCountriesList: name, flag and the cities' names joined by commas. */
export function CountriesList() {
  const presets = useCountryPresets();
  const remove = useDeleteCountryPreset();
  return (
    <DataTable<CountryPresetListItem>
      label="countries.title"
      query={presets}
      rowKey={(c) => c.id}
      empty="countries.empty"
      columns={[
        {
          header: 'countries.name',
          render: (c) => (
            <Text size="sm" fw={500}>
              {c.name}
            </Text>
          ),
        },
        {
          header: 'countries.flag',
          render: (c) => <CountryFlag flag={c.flag} name={c.name} />,
          width: 80,
        },
        {
          header: 'countries.cities',
          render: (c) => (
            <Text size="sm" c="dimmed">
              {c.cities.map((city) => city.name).join(', ')}
            </Text>
          ),
        },
      ]}
      actions={(c) => (
        <>
          <EditButton to={`/countries/edit/${c.id}`} />
          <DeleteButton
            name={c.name}
            loading={remove.isPending && remove.variables === c.id}
            onConfirm={() => remove.mutate(c.id)}
          />
        </>
      )}
    />
  );
}
