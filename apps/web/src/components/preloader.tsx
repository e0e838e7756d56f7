import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spinner shown until data arrives. */
export function Preloader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center h={fullScreen ? '100vh' : 240} data-testid="preloader">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
