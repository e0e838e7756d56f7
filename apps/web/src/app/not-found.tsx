import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown for an address no screen answers. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Text>{t('errors.route_not_found')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('app.name')}
        </Button>
      </Stack>
    </Center>
  );
}
