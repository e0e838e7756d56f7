import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type GameControl, numberFormat } from '@orbis/contracts';
import { IconChartBar, IconMapPin, IconReportAnalytics, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockPanel } from './clock-panel';
import { RoundButton, UndoButton } from './round-buttons';
import { WorldEventButton } from './world-event-fire';

/** A projector screen of the game (stats or final), opened in a tab of its own. */
function ProjectorLink({
  gameId,
  screen,
  variant,
}: {
  gameId: number;
  screen: 'stats' | 'final';
  variant: 'light' | 'subtle';
}) {
  const { t } = useTranslation();
  const Icon = screen === 'stats' ? IconChartBar : IconTrophy;
  return (
    <Button
      component="a"
      href={`#/${screen}/${gameId}`}
      target="_blank"
      size="xs"
      variant={variant}
      leftSection={<Icon size={16} />}
    >
      {screen === 'stats' ? t('games.stats_link') : t('games.final_link')}
    </Button>
  );
}

/** The debrief report of the game: everything that happened, for the discussion after it. */
function ReportLink({ gameId, variant }: { gameId: number; variant: 'light' | 'subtle' }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/host/games/report/${gameId}`}
      size="xs"
      variant={variant}
      leftSection={<IconReportAnalytics size={16} />}
      data-testid="report-link"
    >
      {t('games.report_link')}
    </Button>
  );
}

/** Where the countries sit on the projector's map, and its background: a page of its own. */
function MapLink({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/host/games/map/${gameId}`}
      size="xs"
      variant="subtle"
      leftSection={<IconMapPin size={16} />}
      data-testid="map-place-link"
    >
      {t('map_place.link')}
    </Button>
  );
}

/**
 * The round's heading: the round and its state while the game runs; once it is over, that it is
 * over and after which round (no round counter past the last, no waiting state).
 */
function RoundHeading({ game }: { game: GameControl['game'] }) {
  const { t } = useTranslation();
  const { round, rounds, stopped, over } = game;
  if (over) {
    return (
      <Group gap="xs" align="center">
        <IconTrophy size={22} aria-hidden />
        <Title order={3} data-testid="game-over-title">
          {t('games.over_after_round', { round: round - 1 })}
        </Title>
      </Group>
    );
  }
  return (
    <Group justify="space-between" align="center">
      <Group gap={6} align="baseline">
        <Title order={3} data-testid="current-round">
          {t('games.round_n', { round })}
        </Title>
        <Text c="dimmed" data-testid="rounds-total">
          {t('games.of_rounds', { rounds })}
        </Text>
      </Group>
      <Badge color={stopped ? 'yellow' : 'green'} variant="light" data-testid="round-state">
        {stopped ? t('games.waiting') : t('games.running')}
      </Badge>
    </Group>
  );
}

/**
 * The round, its clock, the world's ecology, the round buttons and the world event's, and the
 * projector screens' links.
 */
export function RoundPanel({ control }: { control: GameControl }) {
  const { t, i18n } = useTranslation();
  const { id, round, over, ecology, undoable } = control.game;
  return (
    <Card withBorder radius="md" padding="md" data-testid="round-panel">
      <Stack gap="sm">
        <RoundHeading game={control.game} />
        {!over && <ClockPanel game={control.game} />}
        {over ? (
          <Alert color="gray" variant="light" data-testid="game-over">
            {control.game.collapsed && (
              <Text size="sm" mb="xs" data-testid="game-collapsed">
                {t('games.collapsed')}
              </Text>
            )}
            <Group gap="xs">
              <ProjectorLink gameId={id} screen="final" variant="light" />
              <ReportLink gameId={id} variant="light" />
              <ProjectorLink gameId={id} screen="stats" variant="subtle" />
              <MapLink gameId={id} />
            </Group>
          </Alert>
        ) : (
          <>
            <RoundButton control={control} />
            <WorldEventButton control={control} />
          </>
        )}
        <div>
          <Group justify="space-between">
            <Text size="sm">{t('games.ecology')}</Text>
            <Text size="sm" fw={700} data-testid="ecology">
              {numberFormat(i18n.language).percent(ecology)}
            </Text>
          </Group>
          <Progress
            value={Math.max(0, Math.min(100, ecology))}
            color={ecology < 30 ? 'red' : ecology < 60 ? 'yellow' : 'green'}
            size="sm"
            mt={4}
            aria-label={t('games.ecology')}
          />
        </div>
        <Group justify="space-between" gap="xs">
          {!over && (
            <Group gap={4}>
              <ProjectorLink gameId={id} screen="stats" variant="subtle" />
              <MapLink gameId={id} />
              {round > 1 && <ReportLink gameId={id} variant="subtle" />}
            </Group>
          )}
          {/* Offered exactly when the server would take it: a last round ended by mistake, even
              one that ended the game, while nothing has been written since (no reveal step). */}
          {undoable !== null && <UndoButton gameId={id} round={undoable} />}
        </Group>
      </Stack>
    </Card>
  );
}
