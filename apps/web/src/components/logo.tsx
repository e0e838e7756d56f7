import { Image, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { logoSource } from './logo-source';

/**
 * The brand logo: a Cyrillic wordmark in Russian, a Latin one in every other language, light on
 * dark screens. `language` is the interface language unless told (the projector's is the game's).
 */
export function Logo({
  height = 32,
  language,
}: {
  height?: number | string;
  language?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const dark = useComputedColorScheme('light') === 'dark';
  const { src, variant } = logoSource(language ?? i18n.language, dark);
  return (
    <Image
      src={src}
      h={height}
      w="auto"
      alt={t('app.logo_alt')}
      data-variant={variant}
      // Decoded with the text around it, so a screen and its logo appear in one frame.
      decoding="sync"
    />
  );
}
