import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type BalanceCheck, type GameVariable, numberFormat } from '@orbis/contracts';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckBalance } from '../api/check-balance';
import { typedValues } from './variables-preset-fields';

// chart.js comes with the chart, only once a check has been run.
const BalanceChart = lazy(() => import('./balance-chart'));

/**
 * The check-balance action of a preset form: `run` checks the form's current values (the save
 * call's error is cleared, so the list of errors is the check's own).
 */
export function useBalanceCheck(
  variables: GameVariable[],
  currentValues: () => Record<string, string | undefined>,
  clearSaveError: () => void,
) {
  const check = useCheckBalance();
  // Whether the bot games also play the catalogue's world events.
  const [worldEvents, setWorldEvents] = useState(false);
  const run = () => {
    clearSaveError();
    check.mutate({
      variablesPreset: { values: typedValues(variables, currentValues()) },
      worldEvents,
    });
  };
  return { check, run, worldEvents, setWorldEvents };
}

/** The form's "check balance" button, and whether the check plays the world events too. */
export function BalanceCheckButton({
  onClick,
  loading,
  worldEvents,
  onWorldEvents,
}: {
  onClick: () => void;
  loading: boolean;
  worldEvents: boolean;
  onWorldEvents: (include: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('balance.with_world_events')}
        checked={worldEvents}
        onChange={(event) => onWorldEvents(event.currentTarget.checked)}
        data-testid="balance-world-events"
      />
      <Button
        variant="default"
        leftSection={<IconScale size={16} />}
        onClick={onClick}
        loading={loading}
      >
        {t('balance.check')}
      </Button>
    </>
  );
}

/** The result of a balance check: the chart of wins, the collapse and shared-win rates, and warnings. */
export function BalanceReport({
  result,
  pending,
  withWorldEvents,
}: {
  result: BalanceCheck | undefined;
  pending: boolean;
  /** The games were played with the catalogue's world events. */
  withWorldEvents: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);
  if (!result && !pending) return null;
  // The report gives shares (0.12); the number formats write them as percentages.
  const share = (value: number) => numberFormat(i18n.language).percent(value * 100);
  const { count, number: times } = numberFormat(i18n.language);
  return (
    <Card withBorder radius="md" p="lg" maw={960} ref={ref} data-testid="balance-report">
      <Stack>
        <Title order={3} size="h4">
          {t('balance.title')}
        </Title>
        {!result ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{t('balance.running')}</Text>
          </Group>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('balance.summary', { games: count(result.games), seed: String(result.seed) })}
            </Text>
            {withWorldEvents && (
              <Text size="sm" c="dimmed" data-testid="balance-world-events-played">
                {t('balance.world_events_played')}
              </Text>
            )}
            <Box h={300}>
              <Suspense fallback={<Loader size="sm" />}>
                <BalanceChart strategies={result.strategies} />
              </Suspense>
            </Box>
            <Text size="sm" data-testid="balance-collapse">
              {t('balance.collapse_rate', { rate: share(result.collapseRate) })}
            </Text>
            <Text size="sm" data-testid="balance-shared">
              {t('balance.shared_rate', { rate: share(result.sharedWinRate) })}
            </Text>
            {result.sharedWinRate > result.sharedAbove && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                role="alert"
                data-testid="balance-shared-flagged"
              >
                {t('balance.shared_flagged', {
                  rate: share(result.sharedWinRate),
                  limit: share(result.sharedAbove),
                })}
              </Alert>
            )}
            {result.strategies.some((s) => s.flagged) ? (
              result.strategies
                .filter((s) => s.flagged)
                .map((s) => (
                  <Alert
                    key={s.name}
                    color="red"
                    variant="light"
                    icon={<IconAlertTriangle size={18} />}
                    role="alert"
                    data-testid={`balance-flagged-${s.name}`}
                  >
                    {t('balance.flagged', {
                      strategy: t(`balance.strategy.${s.name}`),
                      ratio: times(s.ratio),
                      limit: times(result.flagAbove),
                    })}
                  </Alert>
                ))
            ) : (
              <Alert color="green" variant="light" role="status" data-testid="balance-fair">
                {t('balance.fair', { limit: times(result.flagAbove) })}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
