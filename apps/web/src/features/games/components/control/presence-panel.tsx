import { Card, Group, List, Loader, Text, ThemeIcon, Title } from '@mantine/core';
import type { GameControl, GamePresence } from '@orbis/contracts';
import { IconDeviceMobile, IconDeviceMobileOff, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGamePresence } from '../../api/get-game-presence';

type TeamPresence = GamePresence['teams'][number];

/** One team's presence in words, with a shape beside it (no colour alone says it). */
function TeamLine({ name, presence }: { name: string; presence: TeamPresence | undefined }) {
  const { t } = useTranslation();
  const joined = presence?.joined ?? false;
  const devices = presence?.devices ?? 0;
  const state = devices > 0 ? 'connected' : joined ? 'away' : 'absent';
  const icon = {
    connected: <IconDeviceMobile size={12} />,
    away: <IconDeviceMobileOff size={12} />,
    absent: <IconUserQuestion size={12} />,
  }[state];
  const color = { connected: 'green', away: 'orange', absent: 'gray' }[state];
  return (
    <List.Item
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      }
      data-testid="presence-team"
      data-state={state}
      data-devices={devices}
    >
      <Text span size="sm" fw={600}>
        {name}
      </Text>
      <Text span size="sm">
        {' · '}
        {state === 'absent'
          ? t('games.presence_not_joined')
          : state === 'away'
            ? t('games.presence_no_devices')
            : t('games.presence_devices', { count: devices })}
      </Text>
    </List.Item>
  );
}

/**
 * Who is in the room: per team, whether it has joined and how many of its devices are connected
 * now, live, from the lobby before round 1 to the end.
 */
export function PresencePanel({ gameId, teams }: { gameId: number; teams: GameControl['teams'] }) {
  const { t } = useTranslation();
  const presence = useGamePresence(gameId);
  const byCountry = new Map(presence.data?.teams.map((x) => [x.country, x]));
  const joined = presence.data?.teams.filter((x) => x.joined).length ?? 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid="presence">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={5}>{t('games.presence_title')}</Title>
        {presence.data && (
          <Text size="sm" data-testid="presence-summary">
            {t('games.presence_summary', { joined, total: teams.length })}
          </Text>
        )}
      </Group>
      {presence.error ? (
        <Text size="sm" role="alert">
          {presence.error.message}
        </Text>
      ) : !presence.data ? (
        <Loader size="xs" role="status" aria-label={t('common.loading')} />
      ) : (
        <List spacing={4} size="sm">
          {teams.map(({ country }) => (
            <TeamLine key={country.id} name={country.name} presence={byCountry.get(country.id)} />
          ))}
        </List>
      )}
    </Card>
  );
}
