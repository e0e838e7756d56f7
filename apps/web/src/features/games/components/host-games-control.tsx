import { Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GameControl } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConnectionIndicator } from '../../../components/connection-indicator';
import { LanguageFlag } from '../../../components/language-flag';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import type { LiveState } from '../../../lib/realtime/socket';
import { useGameControl } from '../api/get-game-control';
import { useLiveGameControl } from '../api/live-game-control';
import { AccessLink } from './access-link';
import { EventLog } from './event-log';
import { OrdersInfo } from './orders-info';
import { PresencePanel } from './presence-panel';
import { RevealPanel } from './reveal-panel';
import { RoundPanel } from './round-panel';
import { NegotiationsPanel } from './negotiations-panel';
import classes from './host-games-control.module.css';
import { TeamCard } from './team-card';

/** The game's title, language, variables preset, date and mods. */
function GameHeader({
  game,
  refreshing,
  live,
}: {
  game: GameControl['game'];
  refreshing: boolean;
  live: LiveState;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap">
        <LanguageFlag code={game.language.code} size={22} />
        <Title order={3} style={{ overflowWrap: 'anywhere' }}>
          {game.title}
        </Title>
        <ConnectionIndicator state={live} />
        {refreshing && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {game.language.name} · {game.preset ? game.preset.name : t('games.rulebook_defaults')} ·{' '}
          {formatDate(game.created_at, i18n.language)}
        </Text>
        {game.mods.includes('ufo') && (
          <Badge size="sm" variant="light" color="grape">
            {t('games.mod_ufo')}
          </Badge>
        )}
        {game.mods.includes('negotiation') && (
          <Badge size="sm" variant="light" color="cyan">
            {t('games.mod_negotiation')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

function ControlScreen({
  control,
  refreshing,
  live,
}: {
  control: GameControl;
  refreshing: boolean;
  live: LiveState;
}) {
  const { game, teams } = control;
  const names = new Map(teams.map(({ country }) => [country.id, country.name]));
  // Who has sent orders means something only while a round runs (not between rounds, not after
  // the game).
  const running = !game.stopped && !game.over;
  const negotiations = game.mods.includes('negotiation');
  // Who is in the room matters until the game is over.
  const panels = Number(!game.over) + Number(running) + Number(negotiations);
  return (
    <Stack gap="md">
      <GameHeader game={game} refreshing={refreshing} live={live} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.round}>
          <RoundPanel control={control} />
          {game.over && <RevealPanel gameId={game.id} />}
        </Stack>
        {panels > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: panels > 1 ? 2 : 1, xl: panels }}
            spacing="md"
            className={classes.status}
            data-testid="round-status-panels"
          >
            {!game.over && <PresencePanel gameId={game.id} teams={teams} />}
            {running && <OrdersInfo info={control.info} />}
            {negotiations && <NegotiationsPanel gameId={game.id} teams={teams} />}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 1, lg: 2 }} spacing="md" className={classes.teams}>
          {teams.map((team) => (
            <TeamCard
              key={team.country.id}
              gameId={game.id}
              team={team}
              names={names}
              ufoMod={game.mods.includes('ufo')}
            />
          ))}
        </SimpleGrid>
        <Stack gap="md" className={classes.side} data-testid="side-panel">
          <AccessLink link={game.access_link} />
          <EventLog log={control.log} />
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * HostGamesControl: runs one game's rounds. What the host needs during a round comes first (the
 * round and its clock, who has sent orders, the negotiations), then the teams, the access link
 * and the log.
 */
export function HostGamesControl() {
  const gameId = Number(useParams().gameId);
  const control = useGameControl(gameId);
  const live = useLiveGameControl(gameId);
  return (
    <QueryState query={control}>
      {(data) => <ControlScreen control={data} refreshing={control.isFetching} live={live} />}
    </QueryState>
  );
}
