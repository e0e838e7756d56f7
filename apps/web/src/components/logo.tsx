import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoEn from '../assets/logo-en.svg';
import logoRu from '../assets/logo-ru.svg';

/** The brand logo: a Cyrillic wordmark in Russian, a Latin one in every other language. */
export function Logo({ height = 32 }: { height?: number }) {
  const { t, i18n } = useTranslation();
  const ru = i18n.language === 'ru';
  return (
    <Image
      src={ru ? logoRu : logoEn}
      h={height}
      w="auto"
      alt={t('app.logo_alt')}
      data-variant={ru ? 'ru' : 'latin'}
    />
  );
}
