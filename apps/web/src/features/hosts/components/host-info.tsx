import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { HostGame } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { LanguageFlag } from '../../../components/language-flag';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { useDeleteHostGame } from '../api/delete-host-game';
import { hostDetailKey, useHostDetail } from '../api/get-host-detail';

/** GameHost (id): the host's name and email, then their games, each linking to its control screen. */
export function HostInfo() {
  const id = Number(useParams().id);
  const { t, i18n } = useTranslation();
  const detail = useHostDetail(id);
  const remove = useDeleteHostGame(id);
  // The games table reads the same cached detail, so a delete updates it at once.
  const games = useQuery({
    queryKey: hostDetailKey(id),
    enabled: false,
    select: (d: { games: HostGame[] }) => d.games,
  });
  return (
    <QueryState query={detail}>
      {(host) => (
        <Stack>
          <div>
            <Title order={3}>{host.name}</Title>
            <Text c="dimmed">{host.email}</Text>
          </div>
          <Title order={4}>{t('hosts.games')}</Title>
          <DataTable<HostGame>
            label="hosts.games"
            query={games}
            empty="hosts.games_empty"
            remove={{ mutation: remove, name: (g) => g.title }}
            columns={[
              {
                header: 'hosts.game_title',
                render: (g) => (
                  <Anchor component={Link} to={`/host/games/control/${g.id}`}>
                    {g.title}
                  </Anchor>
                ),
              },
              {
                header: 'hosts.game_language',
                render: (g) => (
                  <Group gap={8} wrap="nowrap">
                    <LanguageFlag code={g.language.code} />
                    <Text size="sm">{g.language.name}</Text>
                  </Group>
                ),
              },
              {
                header: 'hosts.game_created',
                render: (g) => formatDate(g.created_at, i18n.language),
              },
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}
