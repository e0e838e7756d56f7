import { Group, Table, Text } from '@mantine/core';
import { numberFormat, type TeamCity } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { CityPicture } from './city-picture';

/** A team's cities, one compact row each: picture with marks, name, development, standard, income. */
export function TeamCities({ cities }: { cities: TeamCity[] }) {
  const { t, i18n } = useTranslation();
  const { money, percent } = numberFormat(i18n.language);
  return (
    <Table verticalSpacing={4} horizontalSpacing={6} withRowBorders={false} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th fz="xs" c="dimmed" fw={400}>
            {t('games.city')}
          </Table.Th>
          <Table.Th fz="xs" c="dimmed" fw={400} ta="right" w="19%">
            {t('games.city_economy')}
          </Table.Th>
          <Table.Th fz="xs" c="dimmed" fw={400} ta="right" w="19%">
            {t('games.city_standard')}
          </Table.Th>
          <Table.Th fz="xs" c="dimmed" fw={400} ta="right" w="17%">
            {t('games.city_income')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cities.map((city) => (
          <Table.Tr key={city.id} data-testid="city" c={city.destroyed ? 'dimmed' : undefined}>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <CityPicture city={city} />
                <Text size="sm" fw={500} lh={1.2} td={city.destroyed ? 'line-through' : undefined}>
                  {city.name}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right" fz="sm">
              {city.economy}
            </Table.Td>
            <Table.Td ta="right" fz="sm">
              {percent(city.standard)}
            </Table.Td>
            <Table.Td ta="right" fz="sm">
              {money(city.income)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
