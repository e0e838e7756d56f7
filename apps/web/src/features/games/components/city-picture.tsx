import { Box, Center, Image, Tooltip } from '@mantine/core';
import type { TeamCity } from '@orbis/contracts';
import { IconPhotoOff, IconShieldFilled, IconUfo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEY_COLORS, keyColorLabel } from '../utils/game-terms';
import classes from './city-picture.module.css';

/** A city's picture with its marks: crossed out when destroyed, a shield, a UFO in its key colour. */
export function CityPicture({ city }: { city: TeamCity }) {
  const { t } = useTranslation();
  const ufo = city.ufo && t('games.city_ufo', { color: keyColorLabel(t, city.ufo) });
  return (
    <Box className={classes.picture} data-destroyed={city.destroyed || undefined}>
      {city.picture ? (
        <Image
          src={city.picture}
          alt={t('games.city_picture', { name: city.name })}
          className={classes.image}
        />
      ) : (
        <Center className={classes.image}>
          <IconPhotoOff size={20} color="var(--mantine-color-gray-5)" />
        </Center>
      )}
      {city.has_shield && (
        <Tooltip label={t('games.city_shielded')}>
          <Box
            className={`${classes.mark} ${classes.shield}`}
            role="img"
            aria-label={t('games.city_shielded')}
            data-testid="city-shield"
          >
            <IconShieldFilled size={12} />
          </Box>
        </Tooltip>
      )}
      {city.ufo && ufo && (
        <Tooltip label={ufo}>
          <Box
            className={`${classes.mark} ${classes.ufo}`}
            bg={KEY_COLORS[city.ufo]}
            role="img"
            aria-label={ufo}
            data-testid="city-ufo"
            data-color={city.ufo}
          >
            <IconUfo size={13} />
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
          <IconX size={40} stroke={3} />
        </Center>
      )}
    </Box>
  );
}
