import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { EventWorldTile } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSeconds } from '../../../../lib/clock/countdown';
import { useCountdown } from '../../../../lib/clock/use-countdown';
import { formatCount, formatPercent } from '../../../../lib/format';
import { flagColor, flagWords, ordersText, progressText } from '../../utils/world-facts';
import classes from './event-dashboard.module.css';

/** A fact of the tile: its name above, its value below; long values wrap. */
function Fact({ name, value, testId }: { name: string; value: string; testId?: string }) {
  return (
    <div className={classes.fact}>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The world's countdown, read each second as the control screen reads it. */
function TileClock({ world }: { world: EventWorldTile }) {
  const { t } = useTranslation();
  const reading = useCountdown(world.clock);
  if (!reading || world.stopped || world.over) return null;
  const counting = reading.phase === 'talks' || reading.phase === 'orders';
  const value = reading.paused
    ? `${formatSeconds(reading.left)} · ${t('games.clock_paused')}`
    : formatSeconds(reading.left);
  return counting ? <Fact name={t('events.clock')} value={value} testId="tile-clock" /> : null;
}

/**
 * One world on the dashboard: where it stands, its clock, orders in, leader, ecology, promises
 * broken, the teams offline, and what needs the host in words; its title opens its control
 * screen. The box ticks it for a broadcast.
 */
export function WorldTile({
  world,
  ticked,
  onTick,
}: {
  world: EventWorldTile;
  ticked: boolean;
  onTick?: ((ticked: boolean) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.tile}
      data-testid="world-tile"
      data-game-id={world.gameId}
      data-round={world.round}
      data-stopped={world.stopped}
      data-flags={world.flags.join(' ')}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {onTick && (
            <Checkbox
              checked={ticked}
              onChange={(event) => onTick(event.currentTarget.checked)}
              aria-label={t('events.tick_world', { title: world.title })}
              mt={4}
              data-testid="tile-tick"
            />
          )}
          <Stack gap={2} className={classes.grow}>
            <Anchor
              component={Link}
              to={`/host/games/control/${world.gameId}`}
              fw={700}
              className={classes.wrap}
              data-testid="tile-title"
            >
              {world.title}
            </Anchor>
            <Text size="sm" data-testid="tile-progress">
              {progressText(t, world, language)}
            </Text>
          </Stack>
        </Group>
        {world.flags.length > 0 && (
          <Group gap={6} data-testid="tile-flags">
            {world.flags.map((flag) => (
              <Badge key={flag} color={flagColor(flag)} variant="light" className={classes.badge}>
                {flagWords(t, flag)}
              </Badge>
            ))}
          </Group>
        )}
        <div className={classes.facts}>
          <TileClock world={world} />
          {!world.over && (
            <Fact
              name={t('events.orders_in')}
              value={ordersText(world.orders, language)}
              testId="tile-orders"
            />
          )}
          <Fact
            name={t('events.leader')}
            value={
              world.leader
                ? `${world.leader.name} · ${formatPercent(world.leader.averageStandard, language)}`
                : t('events.no_leader')
            }
          />
          <Fact name={t('games.ecology')} value={formatPercent(world.ecology, language)} />
          <Fact
            name={t('events.promises_broken')}
            value={formatCount(world.promisesBroken, language)}
          />
        </div>
        {world.offline.length > 0 && (
          <Text size="sm" c="orange.8" className={classes.wrap} data-testid="tile-offline">
            {t('events.offline_teams', { teams: world.offline.join(', ') })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
