import { Badge, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { TeamUfo } from '@orbis/contracts';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEY_COLORS, keyColorLabel, supertechLabel } from '../../../utils/game-terms';

/** (UFO mode) a team's three key slots, filled in the key's colour once held, and its supertech. */
export function UfoState({ ufo }: { ufo: TeamUfo }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('games.keys')}
      </Text>
      {ufo.keys.map((key) => {
        const label = `${keyColorLabel(t, key.color)}: ${key.has ? t('games.key_held') : t('games.key_missing')}`;
        return (
          <Tooltip key={key.color} label={label}>
            <ThemeIcon
              size="sm"
              radius="xl"
              color={KEY_COLORS[key.color]}
              variant={key.has ? 'filled' : 'outline'}
              opacity={key.has ? 1 : 0.45}
              role="img"
              aria-label={label}
              data-testid="ufo-key"
              data-has={key.has}
            >
              <IconKey size={12} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
      <Text size="xs" c="dimmed" ml="xs">
        {t('games.supertech')}
      </Text>
      {ufo.supertech ? (
        <Badge size="sm" variant="light" color="grape">
          {supertechLabel(t, ufo.supertech.type)}
        </Badge>
      ) : (
        <Text size="xs">{t('games.supertech_none')}</Text>
      )}
    </Group>
  );
}
