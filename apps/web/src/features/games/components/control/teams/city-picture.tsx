import { Box, type BoxProps, Center, Image, Tooltip } from '@mantine/core';
import type { TeamCity } from '@orbis/contracts';
import { IconPhotoOff, IconShieldFilled, IconUfo, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_COLORS, keyColorLabel } from '../../../utils/game-terms';
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
        <Mark label={t('games.city_shielded')} className={classes.shield} data-testid="city-shield">
          <IconShieldFilled size={12} />
        </Mark>
      )}
      {city.ufo && ufo && (
        <Mark
          label={ufo}
          className={classes.ufo}
          bg={KEY_COLORS[city.ufo]}
          data-testid="city-ufo"
          data-color={city.ufo}
        >
          <IconUfo size={13} />
        </Mark>
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

interface MarkProps extends BoxProps {
  /** What the mark means: shown on hover and read out as the image's name. */
  label: string;
  children: ReactNode;
  'data-testid': string;
  'data-color'?: string;
}

/** A round mark over the picture (the shield, the UFO). */
function Mark({ label, className, children, ...rest }: MarkProps) {
  return (
    <Tooltip label={label}>
      <Box className={`${classes.mark} ${className}`} role="img" aria-label={label} {...rest}>
        {children}
      </Box>
    </Tooltip>
  );
}
