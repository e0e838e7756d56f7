import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * An address to open in a new tab or to copy (the players' link, the published chronicle): the
 * copy button turns to a check for a moment once the address is on the clipboard.
 */
export function CopyableAddress({
  address,
  labels,
  testId,
  copyTestId,
}: {
  address: string;
  /** The copy button's name and tooltip, and its tooltip once copied. */
  labels: { copy: string; copied: string };
  testId: string;
  copyTestId?: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Anchor
        href={address}
        target="_blank"
        rel="noopener"
        size="sm"
        fw={500}
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {address}
      </Anchor>
      <CopyButton value={address} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? labels.copied : labels.copy} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={labels.copy}
              data-testid={copyTestId}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
