import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Divider,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type GameControl, numberFormat, playerGamePath } from '@orbis/contracts';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderTypeLabel } from '../../../utils/game-terms';
import { TeamCities } from './team-cities';
import { GrantForm } from './grant-form';
import { NewCodeButton } from './new-code-button';
import { UfoState } from './ufo-state';

type Team = GameControl['teams'][number];

/** A labelled figure of a team (budget, bombs...). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={600} lh={1.3}>
        {children}
      </Text>
    </div>
  );
}

interface TeamCardProps {
  gameId: number;
  team: Team;
  /** Every country's name by id, for the sanctions. */
  names: Map<number, string>;
  ufoMod: boolean;
  /** Whether the host may enter the team's orders now (a round runs). */
  canEnterOrders: boolean;
  /** Opens the order form for this team. */
  onEnterOrders: (countryId: number) => void;
}

/** One team on the control screen: who it is, how it stands, its cities, a grant of money and its orders. */
export function TeamCard({
  gameId,
  team,
  names,
  ufoMod,
  canEnterOrders,
  onEnterOrders,
}: TeamCardProps) {
  const { t, i18n } = useTranslation();
  const { country, orders } = team;
  const { money, percent } = numberFormat(i18n.language);
  const nameList = (ids: number[]) =>
    ids.length === 0 ? '—' : ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
  return (
    <Card withBorder radius="md" padding="md" data-testid="team" data-country={country.id}>
      <Stack gap="sm">
        {/* On a narrow screen the code goes under the name rather than cutting it mid-word. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {country.flag && (
              <Image src={country.flag} alt="" w={32} h={22} radius={2} fit="cover" />
            )}
            <Title order={4} lh={1.2} style={{ overflowWrap: 'break-word' }}>
              {country.name}
            </Title>
          </Group>
          <Stack gap={2} align="flex-end">
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('games.access_code')}
              </Text>
              <Code fz="sm" fw={700} data-testid="access-code">
                {team.access_code}
              </Code>
            </Group>
            {/* The player app is a page of its own, outside the back-office's hash routes. */}
            <Anchor
              href={`${playerGamePath(gameId)}/${country.id}`}
              target="_blank"
              rel="noopener"
              size="xs"
            >
              <Group gap={4} wrap="nowrap" component="span">
                {t('games.enter_as_player')}
                <IconExternalLink size={12} />
              </Group>
            </Anchor>
            <NewCodeButton gameId={gameId} country={country} />
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6}>
          <Figure label={t('games.budget')}>
            <span data-testid="budget">{money(country.budget)}</span>
          </Figure>
          <Figure label={t('games.income')}>{money(country.income)}</Figure>
          <Figure label={t('games.average_standard')}>{percent(country.averageStandard)}</Figure>
          <Figure label={t('games.technology')}>
            {country.has_technology ? (
              <Badge color="orange" variant="light" size="sm">
                {t('games.technology_yes')}
              </Badge>
            ) : (
              t('games.technology_no')
            )}
          </Figure>
          <Figure label={t('games.bombs')}>{country.bombs}</Figure>
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={t('games.sanctions_imposed')}>
            <Text span size="sm" fw={400}>
              {nameList(country.sanctionsTo)}
            </Text>
          </Figure>
          <Figure label={t('games.sanctions_from')}>
            <Text span size="sm" fw={400}>
              {nameList(country.sanctionsFrom)}
            </Text>
          </Figure>
        </SimpleGrid>

        <TeamCities cities={country.cities} />

        {ufoMod && country.ufo && <UfoState ufo={country.ufo} />}

        <Divider />
        <GrantForm gameId={gameId} countryId={country.id} countryName={country.name} />

        <div>
          <Group justify="space-between" gap="xs" mb={4}>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('games.current_orders')}
              </Text>
              {team.by === 'host' && (
                <Badge size="sm" variant="light" color="violet" data-testid="orders-by-host">
                  {t('games.orders_by_host')}
                </Badge>
              )}
            </Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} />}
              disabled={!canEnterOrders}
              onClick={() => onEnterOrders(country.id)}
              data-testid="enter-orders"
            >
              {t('games.enter_orders')}
            </Button>
          </Group>
          {orders.length === 0 ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('games.no_orders')}
            </Text>
          ) : (
            <List size="sm" spacing={2} data-testid="team-orders">
              {orders.map((o, i) => (
                <List.Item key={i}>
                  <Text span size="sm" fw={500}>
                    {orderTypeLabel(t, o.type)}
                  </Text>
                  {o.value && <Text span size="sm">{`: ${o.value}`}</Text>}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Card>
  );
}
