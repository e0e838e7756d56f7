import { Text } from '@mantine/core';
import type { CountryPresetListItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
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
      empty="countries.empty"
      edit={(c) => `/countries/edit/${c.id}`}
      remove={{ mutation: remove, name: (c) => c.name }}
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
    />
  );
}
