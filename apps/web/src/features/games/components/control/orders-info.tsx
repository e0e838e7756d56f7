import { Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { GameControl } from '@orbis/contracts';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function NameList({ names, testId, done }: { names: string[]; testId: string; done: boolean }) {
  const { t } = useTranslation();
  if (names.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <List
      size="sm"
      spacing={2}
      data-testid={testId}
      icon={
        <ThemeIcon size={16} radius="xl" color={done ? 'green' : 'gray'} variant="light">
          {done ? <IconCheck size={11} /> : <IconClock size={11} />}
        </ThemeIcon>
      }
      aria-label={done ? t('games.orders_accepted') : t('games.orders_not_accepted')}
    >
      {names.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List>
  );
}

/** Which countries have and have not sent their orders this round. */
export function OrdersInfo({ info }: { info: GameControl['info'] }) {
  const { t } = useTranslation();
  const { accepted, notAccepted } = info.orders;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={5} mb="xs">
        {t('games.orders_title')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <div>
          <Group gap={4} mb={4}>
            <Text size="xs" c="dimmed">
              {t('games.orders_accepted')} ({accepted.length})
            </Text>
          </Group>
          <NameList names={accepted} testId="orders-accepted" done />
        </div>
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {t('games.orders_not_accepted')} ({notAccepted.length})
          </Text>
          <NameList names={notAccepted} testId="orders-not-accepted" done={false} />
        </div>
      </SimpleGrid>
    </Card>
  );
}
