import { Badge, Box, Center, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { TeamCity } from '@orbis/contracts';
import { IconPhotoOff, IconShieldFilled, IconUfo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, KEY_COLORS, keyColorLabel } from '../utils/game-terms';
import classes from './city-tile.module.css';

/** A city's picture with its marks: destroyed (crossed out), shielded, and a UFO in its key colour. */
function CityPicture({ city }: { city: TeamCity }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.picture} data-destroyed={city.destroyed || undefined}>
      {city.picture ? (
        <Image
          src={city.picture}
          alt={t('games.city_picture', { name: city.name })}
          className={classes.image}
        />
      ) : (
        <Center className={classes.image} bg="gray.1">
          <IconPhotoOff size={24} color="var(--mantine-color-gray-5)" />
        </Center>
      )}
      {city.has_shield && (
        <Tooltip label={t('games.city_shielded')}>
          <Box
            className={classes.shield}
            role="img"
            aria-label={t('games.city_shielded')}
            data-testid="city-shield"
          >
            <IconShieldFilled size={18} />
          </Box>
        </Tooltip>
      )}
      {city.ufo && (
        <Tooltip label={t('games.city_ufo', { color: keyColorLabel(t, city.ufo) })}>
          <Box
            className={classes.ufo}
            bg={KEY_COLORS[city.ufo]}
            role="img"
            aria-label={t('games.city_ufo', { color: keyColorLabel(t, city.ufo) })}
            data-testid="city-ufo"
            data-color={city.ufo}
          >
            <IconUfo size={18} />
          </Box>
        </Tooltip>
      )}
      {city.destroyed && (
        <Center
          className={classes.destroyed}
          role="img"
          aria-label={t('games.city_destroyed')}
          data-testid="city-destroyed"
        >
          <IconX size={56} stroke={2.5} />
        </Center>
      )}
    </Box>
  );
}

/** One city of a team: picture with marks, name, development, living standard and income. */
export function CityTile({ city }: { city: TeamCity }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} data-testid="city">
      <CityPicture city={city} />
      <Text size="sm" fw={600} lh={1.2} truncate td={city.destroyed ? 'line-through' : undefined}>
        {city.name}
      </Text>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('games.city_economy')}: <b>{city.economy}</b>
        </Text>
        <Text size="xs" c="dimmed">
          {t('games.city_standard')}: <b>{city.standard}</b>
        </Text>
        <Text size="xs" c="dimmed">
          {t('games.city_income')}: <b>{formatMoney(city.income, i18n.language)}</b>
        </Text>
      </Stack>
      {city.destroyed && (
        <Badge color="red" variant="light" size="xs">
          {t('games.city_destroyed')}
        </Badge>
      )}
    </Stack>
  );
}
