import { Alert, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyableAddress } from '../../../../components/copyable-address';
import { linkReach } from '../../utils/link-reach';

/**
 * The address players open (`/game/{id}`): a copy button, a QR code for phones in the room, the
 * address the phones must reach in words, and a plain warning when it is the server's computer
 * itself, which no phone can open.
 */
export function AccessLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const reach = linkReach(link);
  return (
    <Card withBorder radius="md" padding="md">
      {reach.loopback && (
        <Alert
          color="red"
          variant="light"
          mb="sm"
          icon={<IconAlertTriangle size={18} />}
          title={t('games.access_unreachable_title')}
          data-testid="access-unreachable"
        >
          {t('games.access_unreachable', { address: reach.address })}
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box p={4} bg="white" style={{ borderRadius: 4, lineHeight: 0 }}>
          <QRCodeSVG
            value={link}
            size={112}
            marginSize={0}
            title={t('games.access_qr')}
            role="img"
            aria-label={t('games.access_qr')}
            data-testid="access-qr"
          />
        </Box>
        <Stack gap={4} miw={0} flex={1}>
          <Text size="xs" c="dimmed">
            {t('games.access_link')}
          </Text>
          <CopyableAddress
            address={link}
            labels={{ copy: t('games.copy_link'), copied: t('games.copied') }}
            testId="access-link"
          />
          {!reach.loopback && (
            <Text size="sm" data-testid="access-reach">
              {t(reach.local ? 'games.access_reach_local' : 'games.access_reach', {
                address: reach.address,
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('games.access_hint')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
