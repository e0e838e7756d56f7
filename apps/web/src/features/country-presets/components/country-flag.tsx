import { Box, Image } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A country preset's flag in a list row; a muted icon when it has none yet. */
export function CountryFlag({
  flag,
  name,
  height = 24,
}: {
  flag: string;
  name: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const width = Math.round((height * 3) / 2);
  if (!flag) {
    return (
      <Box w={width} h={height} title={t('countries.no_flag')}>
        <IconFlag
          size={height}
          stroke={1.5}
          color="var(--mantine-color-gray-4)"
          role="img"
          aria-label={t('countries.no_flag')}
        />
      </Box>
    );
  }
  return (
    <Image
      src={flag}
      alt={t('countries.flag_alt', { name })}
      w={width}
      h={height}
      fit="cover"
      radius={2}
      style={{ boxShadow: '0 0 0 1px var(--mantine-color-gray-3)' }}
      data-testid="country-flag"
    />
  );
}
