import { Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useDeleteMapBackground } from '../api/delete-map-background';
import { useMapBackgrounds, type MapBackgroundRow } from '../api/get-map-backgrounds';

/** The map backgrounds: each picture small, in the projector's shape, and its name. */
export function MapBackgroundsList() {
  const { t } = useTranslation();
  const backgrounds = useMapBackgrounds();
  const remove = useDeleteMapBackground();
  return (
    <DataTable<MapBackgroundRow>
      label="map_backgrounds.title"
      query={backgrounds}
      empty="map_backgrounds.empty"
      remove={{
        mutation: remove,
        name: (b) => b.name,
        // Games showing it lose it: the host should know before, not find out on the projector.
        text: (b) => t('map_backgrounds.delete_text', { name: b.name }),
      }}
      columns={[
        {
          header: 'map_backgrounds.picture',
          render: (b) => (
            <Image
              src={b.url}
              alt={t('map_backgrounds.picture_alt', { name: b.name })}
              w={160}
              h={90}
              fit="cover"
              radius="sm"
              style={{ boxShadow: '0 0 0 1px var(--mantine-color-gray-3)' }}
              data-testid="map-background-picture"
            />
          ),
          width: 180,
        },
        {
          header: 'map_backgrounds.name',
          render: (b) => (
            <Text size="sm" fw={500}>
              {b.name}
            </Text>
          ),
        },
      ]}
    />
  );
}
