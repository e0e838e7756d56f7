import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconWorldShare, IconWorldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyableAddress } from '../../../../components/copyable-address';
import { useGameFinal } from '../../../../lib/game-final';
import { usePublishChronicle } from '../../api/chronicle';

/**
 * Once the game is over, what the room takes home: the chronicle, published or taken down here
 * with its address to copy, and the teams' certificates to print. The address is known from the
 * publishing call's answer, and from `final` once the reveal has ended; publishing again keeps a
 * live chronicle's address, so the button is safe to press after a reload.
 */
export function TakeHomePanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const final = useGameFinal(gameId);
  const publish = usePublishChronicle(gameId);
  // undefined: not asked on this screen yet; the last answer otherwise.
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  const url = answer === undefined ? (final.data?.chronicle ?? null) : answer;
  const toggle = (on: boolean) => publish.mutate(on, { onSuccess: (res) => setAnswer(res.url) });
  return (
    <Card withBorder radius="md" padding="md" data-testid="take-home-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={4}>{t('chronicle.panel_title')}</Title>
          <Badge
            variant="light"
            color={url ? 'teal' : 'gray'}
            data-testid="chronicle-status"
            data-published={Boolean(url)}
          >
            {t(url ? 'chronicle.published' : 'chronicle.not_published')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('chronicle.hint')}
        </Text>
        {url && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('chronicle.address')}
            </Text>
            <CopyableAddress
              address={url}
              labels={{ copy: t('chronicle.copy'), copied: t('chronicle.copied') }}
              testId="chronicle-url"
              copyTestId="chronicle-copy"
            />
          </Stack>
        )}
        <Group gap="xs">
          {url ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconWorldOff size={18} />}
              loading={publish.isPending}
              onClick={() => toggle(false)}
              data-testid="chronicle-take-down"
            >
              {t('chronicle.take_down')}
            </Button>
          ) : (
            <Button
              leftSection={<IconWorldShare size={18} />}
              loading={publish.isPending}
              onClick={() => toggle(true)}
              data-testid="chronicle-publish"
            >
              {t('chronicle.publish')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/host/games/certificates/${gameId}`}
            variant="subtle"
            leftSection={<IconCertificate size={18} />}
            data-testid="certificates-link"
          >
            {t('certificates.link')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
