import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../components/status-page';

/** Shown for an address no screen answers. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage status={404} message={t('errors.route_not_found')} gap="sm">
      <Button component={Link} to="/" variant="light">
        {t('app.name')}
      </Button>
    </StatusPage>
  );
}
