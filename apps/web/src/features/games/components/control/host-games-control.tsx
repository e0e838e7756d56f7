import { Badge, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { GameControl } from '@orbis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConnectionIndicator } from '../../../../components/connection-indicator';
import { LanguageFlag } from '../../../../components/language-flag';
import { QueryState } from '../../../../components/query-state';
import { TurningPointsStepper } from '../../../../components/turning-points-stepper';
import { formatDate } from '../../../../lib/format';
import type { LiveState } from '../../../../lib/realtime/socket';
import { useGameControl } from '../../api/get-game-control';
import { useLiveGameControl } from '../../api/live-game-control';
import { AccessLink } from './access-link';
import { CohostsPanel } from './cohosts-panel';
import { EventLog } from './event-log';
import { OrdersInfo } from './orders-info';
import { PresencePanel } from './presence-panel';
import { RevealPanel } from './reveal-panel';
import { TakeHomePanel } from './take-home-panel';
import { RoundPanel } from './round/round-panel';
import { NegotiationsPanel } from './negotiations-panel';
import { PromisesPanel } from './promises-panel';
import classes from './host-games-control.module.css';
import { TeamCard } from './teams/team-card';
import { TeamOrdersDialog } from './teams/team-orders-dialog';

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
        {refreshing && <Loader size="xs" role="status" aria-label={t('common.loading')} />}
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
        <Button
          component={Link}
          to={`/host/games/handouts/${game.id}`}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPrinter size={14} />}
          data-testid="handouts-link"
        >
          {t('games.handouts_link')}
        </Button>
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
  const running = !game.stopped && !game.over;
  // The team whose orders the host is entering, if any.
  const [ordersFor, setOrdersFor] = useState<number | null>(null);
  const negotiations = game.mods.includes('negotiation');
  // Before round 1 the room is joining: the access link and its QR code lead.
  const lobby = game.round === 1 && game.stopped && !game.over;
  // Beside the round, what the host watches at this moment: who has sent orders while a round
  // runs, the reveal once the game is over, and between rounds who is in the room (with the
  // access link before round 1).
  const now = game.over ? (
    <Stack gap="md">
      <RevealPanel gameId={game.id} />
      <TurningPointsStepper gameId={game.id} />
    </Stack>
  ) : running ? (
    <OrdersInfo info={control.info} />
  ) : (
    <Stack gap="md">
      {lobby && <AccessLink link={game.access_link} />}
      <PresencePanel gameId={game.id} teams={teams} />
    </Stack>
  );
  // The rest of the round's status: who is in the room while a round runs (until the game is
  // over), and the negotiations.
  const presence = running;
  const panels = Number(presence) + Number(negotiations);
  return (
    <Stack gap="md">
      <GameHeader game={game} refreshing={refreshing} live={live} />
      <div className={classes.layout}>
        <div className={classes.round}>
          <RoundPanel control={control} />
        </div>
        <div className={classes.now} data-testid="now-panel">
          {now}
        </div>
        {panels > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: panels > 1 ? 2 : 1 }}
            spacing="md"
            className={classes.status}
            data-testid="round-status-panels"
          >
            {presence && <PresencePanel gameId={game.id} teams={teams} />}
            {negotiations && <NegotiationsPanel gameId={game.id} teams={teams} />}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className={classes.teams}>
          {teams.map((team) => (
            <TeamCard
              key={team.country.id}
              gameId={game.id}
              team={team}
              names={names}
              ufoMod={game.mods.includes('ufo')}
              canEnterOrders={running}
              onEnterOrders={setOrdersFor}
            />
          ))}
        </SimpleGrid>
        <TeamOrdersDialog
          control={control}
          countryId={ordersFor}
          onClose={() => setOrdersFor(null)}
        />
        <Stack gap="md" className={classes.side} data-testid="side-panel">
          {game.over && <TakeHomePanel gameId={game.id} />}
          {!lobby && <AccessLink link={game.access_link} />}
          <CohostsPanel game={game} />
          <PromisesPanel control={control} />
          <EventLog log={control.log} />
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * HostGamesControl: runs one game's rounds. What the host needs at the moment comes first, in the
 * first screenful of a tablet: the round control and its clock beside who has sent orders while a
 * round runs, the reveal and the links to the final and the report once the game is over. The
 * negotiations, the teams, the access link and the log follow.
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
