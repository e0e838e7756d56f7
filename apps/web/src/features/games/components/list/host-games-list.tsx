import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { HostGamesListItem } from '@orbis/contracts';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { LanguageFlag } from '../../../../components/language-flag';
import { useCurrentUser } from '../../../../lib/current-user';
import { formatDate } from '../../../../lib/format';
import { useTemplateFromGame } from '../../api/templates/save-template';
import { SaveTemplateButton } from '../templates/save-template-button';
import { useHostGames } from '../../api/get-host-games';

/** The round a game is in, or that it is over. */
function GameProgress({ game }: { game: HostGamesListItem }) {
  const { t } = useTranslation();
  if (game.over) {
    return (
      <Badge color="gray" variant="light">
        {t('games.over')}
      </Badge>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm">{t('games.round_n', { round: game.round })}</Text>
      {!game.stopped && (
        <Badge color="green" variant="light" size="sm">
          {t('games.running')}
        </Badge>
      )}
    </Group>
  );
}

/** The host's part in a game: its owner, or a co-host the owner named. */
function RoleBadge({ game }: { game: HostGamesListItem }) {
  const { t } = useTranslation();
  const owner = game.role === 'owner';
  return (
    <Badge
      variant="light"
      color={owner ? 'blue' : 'gray'}
      data-testid="game-role"
      data-role={game.role}
    >
      {t(owner ? 'cohosts.owner' : 'cohosts.cohost')}
    </Badge>
  );
}

/** The link to a game's debrief report (once a round has been played, there is a story to tell). */
function ReportButton({ game }: { game: HostGamesListItem }) {
  const { t } = useTranslation();
  if (game.round <= 1 && !game.over) return null;
  return (
    <Tooltip label={t('games.report_link')}>
      <ActionIcon
        component={Link}
        to={`/host/games/report/${game.id}`}
        variant="subtle"
        aria-label={t('games.report_link')}
        data-testid="game-report-link"
      >
        <IconReportAnalytics size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** "Save as template" on a game's row: its setup, never its state (a host's; admins make none). */
function SaveGameAsTemplate({ game }: { game: HostGamesListItem }) {
  const save = useTemplateFromGame();
  return (
    <SaveTemplateButton
      compact
      subject={game.title}
      pending={save.isPending}
      error={save.error}
      onSave={(name) => save.mutateAsync({ gameId: game.id, name })}
    />
  );
}

/**
 * HostGamesList: each game's title with its language flag (to its control screen), date, round,
 * the host's role in it (theirs or co-hosted; an admin's list has every game, all theirs to run),
 * its debrief report, and saving its setup as a template. No game is deleted here; a co-host
 * may delete none.
 */
export function HostGamesList() {
  const { t, i18n } = useTranslation();
  const games = useHostGames();
  const admin = useCurrentUser().data?.role === 'admin';
  return (
    <DataTable<HostGamesListItem>
      label={admin ? 'games.all_title' : 'games.title'}
      query={games}
      empty="games.empty"
      columns={[
        {
          header: 'games.game_title',
          render: (g) => (
            <Group gap={10} wrap="nowrap">
              <LanguageFlag code={g.language.code} />
              <Stack gap={0}>
                <Anchor component={Link} to={`/host/games/control/${g.id}`} fw={500}>
                  {g.title}
                </Anchor>
                {g.event && (
                  <Anchor
                    component={Link}
                    to={`/host/events/dashboard/${g.event.id}`}
                    size="sm"
                    c="dimmed"
                    data-testid="game-event"
                  >
                    {t('games.event_of', { title: g.event.title })}
                  </Anchor>
                )}
              </Stack>
            </Group>
          ),
        },
        { header: 'games.created', render: (g) => formatDate(g.created_at, i18n.language) },
        { header: 'games.round', render: (g) => <GameProgress game={g} /> },
        ...(admin
          ? []
          : [{ header: 'games.role', render: (g: HostGamesListItem) => <RoleBadge game={g} /> }]),
      ]}
      actions={(g) => (
        <>
          <ReportButton game={g} />
          {!admin && <SaveGameAsTemplate game={g} />}
        </>
      )}
    />
  );
}
