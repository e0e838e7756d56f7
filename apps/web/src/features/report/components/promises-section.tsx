import { Badge, Group, Stack, Text } from '@mantine/core';
import { numberFormat, type GameReport, type PromiseTally } from '@orbis/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROMISE_STATUS_COLORS, promiseStatusLabel, promiseWhat } from '../../../lib/promise-terms';
import { tallyRows } from '../../../lib/promise-tally';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

/** Each country's kept and broken promises, as their maker, counted from the list. */
function tally(report: GameReport): PromiseTally {
  const out: PromiseTally = {};
  for (const p of report.promises) {
    if (p.status !== 'kept' && p.status !== 'broken') continue;
    const own = (out[String(p.from)] ??= { kept: 0, broken: 0 });
    own[p.status] += 1;
  }
  return out;
}

/**
 * Every promise made in the game and its fate: who to whom, what, the round it was made in, its
 * status and the round that settled it; then each country's kept and broken ones. A list rather
 * than a wide table: it reads on a phone and on paper alike.
 */
export function PromisesSection({ report }: { report: GameReport }) {
  const { t, i18n } = useTranslation();
  const { money, count } = numberFormat(i18n.language);
  const countries = new Map(report.countries.map((c) => [c.id, c]));
  const name = (id: number) => countries.get(id) ?? { name: `#${id}`, flag: '' };
  const rows = tallyRows(tally(report), report.countries);
  return (
    <ReportSection
      id="promises"
      title={t('report.promises')}
      empty={
        report.promises.length === 0
          ? { testId: 'no-promises', text: t('report.no_promises') }
          : null
      }
    >
      <Stack gap="md">
        <ol className={classes.promises}>
          {report.promises.map((p) => (
            <li key={p.id} data-testid="report-promise" data-status={p.status}>
              <Group gap={6} wrap="wrap">
                <CountryName {...name(p.from)} />
                <IconArrowRight size={14} aria-label="→" />
                <CountryName {...name(p.to)} />
              </Group>
              <Text size="sm">
                {promiseWhat(t, p, money)}, {t('games.promise_until', { round: p.until })} ·{' '}
                {t('games.promise_made', { round: p.round })}
                {p.kind === 'transfer' && p.value !== null && p.status !== 'proposed' && (
                  <>
                    {' · '}
                    {t('games.promise_sent', { sent: money(p.sent), value: money(p.value) })}
                  </>
                )}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={PROMISE_STATUS_COLORS[p.status]}
                styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                h="auto"
              >
                {promiseStatusLabel(t, p.status)}
                {p.settled !== null && ` ${t('games.promise_settled', { round: p.settled })}`}
              </Badge>
            </li>
          ))}
        </ol>
        {rows.length > 0 && (
          // One line a country, its name then its counts: it wraps on a phone, never scrolls.
          <ul className={classes.promises} data-testid="report-promise-tally">
            {rows.map((row) => (
              <li key={row.country.id}>
                <Group gap="xs" wrap="wrap">
                  <CountryName name={row.country.name} flag={row.country.flag} />
                  <Text size="sm">
                    {t('report.promises_kept', { value: count(row.kept) })} ·{' '}
                    {t('report.promises_broken', { value: count(row.broken) })}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </ReportSection>
  );
}
