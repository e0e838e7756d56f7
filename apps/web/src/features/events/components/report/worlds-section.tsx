import type { EventReportWorld, CountryStanding } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../../lib/format';
import classes from './event-report.module.css';
import { NomineeNames, Section, WorldsTable } from './report-parts';

/** A country and its average standard now. */
function Standing({ standing }: { standing: CountryStanding | undefined }) {
  const { i18n } = useTranslation();
  if (!standing) return null;
  return (
    <span>
      {standing.name}{' '}
      <span className={classes.why}>{formatPercent(standing.averageStandard, i18n.language)}</span>
    </span>
  );
}

/** Where a world stands: over, collapsed, or the round it is playing. */
function useWorldState() {
  const { t } = useTranslation();
  return (w: EventReportWorld) =>
    w.collapsed
      ? t('games.collapsed')
      : w.over
        ? t('games.over')
        : t('report.in_progress', { round: w.round });
}

/**
 * The worlds side by side: where each stands, its winners (or its leader while it runs), the
 * round of its first bomb, its bombs, sanctions and transfers, its promises, and who would have
 * won without the bombs.
 */
export function WorldsSection({ worlds }: { worlds: EventReportWorld[] }) {
  const { t, i18n } = useTranslation();
  const state = useWorldState();
  const count = (n: number) => (
    <span className={classes.number}>{formatCount(n, i18n.language)}</span>
  );
  return (
    <Section id="worlds" title={t('event_report.worlds')}>
      <WorldsTable
        worlds={worlds}
        corner={t('event_report.world')}
        label={t('event_report.worlds')}
        rows={[
          { key: 'state', head: t('event_report.state'), cell: state },
          {
            key: 'winner',
            head: t('event_report.winner'),
            cell: (w) =>
              w.over ? (
                <NomineeNames nominees={w.winner} none={t('event_report.nobody')} />
              ) : (
                t('event_report.winner_pending')
              ),
          },
          {
            key: 'leader',
            head: t('event_report.leader'),
            cell: (w) => <Standing standing={w.standings[0]} />,
          },
          {
            key: 'first-bomb',
            head: t('event_report.first_bomb'),
            cell: (w) =>
              w.firstBomb === null
                ? t('event_report.no_bomb')
                : t('event_report.first_bomb_round', { round: w.firstBomb }),
          },
          { key: 'bombs', head: t('event_report.bombs'), cell: (w) => count(w.bombs) },
          { key: 'sanctions', head: t('event_report.sanctions'), cell: (w) => count(w.sanctions) },
          { key: 'transfers', head: t('event_report.transfers'), cell: (w) => count(w.transfers) },
          {
            key: 'kept',
            head: t('event_report.promises_kept'),
            cell: (w) => count(w.promises.kept),
          },
          {
            key: 'broken',
            head: t('event_report.promises_broken'),
            cell: (w) => count(w.promises.broken),
          },
          {
            key: 'what-if',
            head: t('event_report.what_if_winner'),
            cell: (w) =>
              w.whatIf ? (
                <NomineeNames nominees={w.whatIf.winner} none={t('event_report.nobody')} />
              ) : (
                t('event_report.what_if_pending')
              ),
          },
        ]}
      />
    </Section>
  );
}

/** Every world's countries now, best first: a row per place. */
export function StandingsSection({ worlds }: { worlds: EventReportWorld[] }) {
  const { t, i18n } = useTranslation();
  const places = Math.max(0, ...worlds.map((w) => w.standings.length));
  return (
    <Section id="standings" title={t('event_report.standings')}>
      <p className={classes.why}>{t('event_report.standings_hint')}</p>
      <WorldsTable
        worlds={worlds}
        corner={t('event_report.place')}
        label={t('event_report.standings')}
        rows={Array.from({ length: places }, (_, place) => ({
          key: `place-${place + 1}`,
          head: formatCount(place + 1, i18n.language),
          cell: (w: EventReportWorld) => <Standing standing={w.standings[place]} />,
        }))}
      />
    </Section>
  );
}
