import { Card, Divider, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { GameLog } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { scrollRegion } from '../../../../components/scroll-region';

/** The game's events in its language, grouped by round, the latest round first. */
export function EventLog({ log }: { log: GameLog }) {
  const { t } = useTranslation();
  const rounds = Object.keys(log)
    .map(Number)
    .sort((a, b) => b - a);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={5} mb="xs">
        {t('games.log_title')}
      </Title>
      {rounds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('games.log_empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={420}
          type="auto"
          offsetScrollbars
          viewportProps={scrollRegion(t('games.log_title'))}
        >
          <Stack gap="sm" data-testid="event-log">
            {rounds.map((round) => (
              <section key={round} data-testid="log-round" data-round={round}>
                <Divider
                  label={t('games.round_n', { round })}
                  labelPosition="left"
                  styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-xs)' } }}
                />
                <List size="sm" spacing={2} mt={4}>
                  {(log[String(round)] ?? []).map((item, i) => (
                    <List.Item key={i}>{item.text}</List.Item>
                  ))}
                </List>
              </section>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
