import { Center, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@orbis/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user';

/** Shows `children` only to users of `role`; others see a plain "not allowed" message. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user?.role === role) return <>{children}</>;
  return (
    <Center mih={320}>
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed">
          403
        </Title>
        <Text>{t('errors.forbidden')}</Text>
      </Stack>
    </Center>
  );
}
