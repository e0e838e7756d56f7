import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  numberFormat,
  type GameMap,
  type GameStats,
  type MapBackgroundOption,
  type MapPoint,
} from '@orbis/contracts';
import { IconAdjustments, IconDeviceFloppy, IconRotate } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueriesState } from '../../../components/query-state';
import { callFailureText } from '../../../lib/call-failure';
import { fieldErrors, messagesByKey } from '../../../lib/form-errors';
import { useGameIdParam } from '../../../lib/game-id-param';
import { useMapBackgroundsOptions } from '../../../lib/options';
import { usePlacementStats, useSaveGameMap } from '../api/placement';
import { KEY_STEP, SHIFT_STEP } from '../utils/placement';
import { PlacementMap, type PlacedCountry } from './placement-map';

/** The Select's value for no background (a Select's value is text, never null). */
const NONE = 'none';

/** The background option a map shows (by its picture's address); none when it was deleted. */
function shownBackground(map: GameMap, options: readonly MapBackgroundOption[]): string {
  const option = options.find((o) => o.url === map.background);
  return option ? String(option.value) : NONE;
}

/** The country a refusal's key names (`positions.7`, `positions.7.x`), if it names one. */
function refusedCountry(key: string): number | null {
  const match = /^positions\.(\d+)(?:\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
}

function Placement({
  gameId,
  stats,
  options,
}: {
  gameId: number;
  stats: GameStats;
  options: MapBackgroundOption[];
}) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  const percent = (share: number) => format.percent(share * 100);
  const hintId = useId();
  const save = useSaveGameMap();
  const [positions, setPositions] = useState<Record<string, MapPoint>>(stats.map.positions);
  const [background, setBackground] = useState(() => shownBackground(stats.map, options));
  const [unsaved, setUnsaved] = useState(false);
  const [said, setSaid] = useState('');
  const countries: PlacedCountry[] = stats.countries;
  const names = new Map(countries.map((c) => [c.id, c.name]));
  const describe = (country: PlacedCountry, point: MapPoint) =>
    t('map_place.marker', { name: country.name, x: percent(point.x), y: percent(point.y) });

  const picture = options.find((o) => String(o.value) === background)?.url ?? null;
  const backgroundId = background === NONE ? null : Number(background);

  const onMove = (id: number, point: MapPoint, done: boolean) => {
    setPositions((current) => ({ ...current, [String(id)]: point }));
    setUnsaved(true);
    const country = countries.find((c) => c.id === id);
    // Said once a move ends: a drag would otherwise speak at every pointer move.
    if (done && country) setSaid(describe(country, point));
  };

  const send = (places: Record<string, MapPoint>, done: string) =>
    save.mutate(
      { gameId, background: backgroundId, positions: places },
      {
        onSuccess: (map) => {
          setPositions(map.positions);
          setUnsaved(false);
          notifications.show({ message: done, color: 'green' });
        },
      },
    );
  const askReset = () =>
    modals.openConfirmModal({
      title: t('map_place.reset_title'),
      children: <Text size="sm">{t('map_place.reset_text')}</Text>,
      labels: { confirm: t('map_place.reset'), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => send({}, t('map_place.reset_done')),
    });

  // The server's refusals in words: each place refused with its country's name.
  const refusals = [...messagesByKey(save.error)].map(([key, message]) => {
    const id = refusedCountry(key);
    if (id !== null) return `${names.get(id) ?? key}: ${message}`;
    return key === 'background' ? `${t('map_place.background')}: ${message}` : message;
  });
  const invalid = new Set(
    [...messagesByKey(save.error).keys()].map(refusedCountry).filter((id) => id !== null),
  );
  const failed =
    save.error &&
    (refusals.length > 0 ? refusals : [callFailureText(save.error, t)]).filter(Boolean);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t('map_place.title')}</Title>
          <Text c="dimmed" data-testid="map-place-game">
            {stats.game.title}
          </Text>
        </div>
        <Button
          component={Link}
          to={`/host/games/control/${gameId}`}
          variant="subtle"
          size="xs"
          leftSection={<IconAdjustments size={16} />}
        >
          {t('map_place.back')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert" data-testid="map-place-errors">
          <Text size="sm" fw={600}>
            {t('map_place.refused')}
          </Text>
          <List size="sm">
            {failed.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          {/* The buttons above the map: on a tablet the map fills the screen below them. */}
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('map_place.background')}
              data={[
                { value: NONE, label: t('map_place.no_background') },
                ...options.map((o) => ({ value: String(o.value), label: o.text })),
              ]}
              value={background}
              onChange={(value) => {
                setBackground(value ?? NONE);
                setUnsaved(true);
              }}
              allowDeselect={false}
              w={320}
              data-testid="map-place-background"
              {...fieldErrors(save.error).field('background')}
            />
            <Group gap="sm">
              {unsaved && (
                <Text size="sm" c="dimmed" data-testid="map-place-unsaved">
                  {t('map_place.unsaved')}
                </Text>
              )}
              <Button
                variant="default"
                leftSection={<IconRotate size={16} />}
                onClick={askReset}
                disabled={save.isPending}
                data-testid="map-place-reset"
              >
                {t('map_place.reset')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => send(positions, t('map_place.saved'))}
                loading={save.isPending}
                data-testid="map-place-save"
              >
                {t('map_place.save')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('map_place.hint', { small: percent(KEY_STEP), large: percent(SHIFT_STEP) })}
          </Text>
          <PlacementMap
            countries={countries}
            positions={positions}
            background={picture}
            onMove={onMove}
            label={t('map_place.map_label')}
            markerLabel={describe}
            markerRole={t('map_place.marker_role')}
            hintId={hintId}
            invalid={invalid}
          />
          <VisuallyHidden aria-live="polite" data-testid="map-place-said">
            {said}
          </VisuallyHidden>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * MapPlacementPage: the game's host, a co-host or an admin places the countries on the
 * projector's map and picks its background, then saves (or puts them all back on the ring). The
 * page works with a mouse, a finger on a tablet, or the keyboard alone.
 */
export function MapPlacementPage() {
  const gameId = useGameIdParam() ?? 0;
  const stats = usePlacementStats(gameId);
  const backgrounds = useMapBackgroundsOptions();
  return (
    <QueriesState<[GameStats, MapBackgroundOption[]]> queries={[stats, backgrounds]}>
      {([data, options]) => <Placement gameId={gameId} stats={data} options={options} />}
    </QueriesState>
  );
}
