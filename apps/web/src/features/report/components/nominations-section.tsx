import { Text, Title } from '@mantine/core';
import type { GameReport, NominationName, Nominations, WinnerTieBreak } from '@orbis/contracts';
import { NOMINATION_NAMES } from '@orbis/engine';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { nominationWhy } from '../../../lib/nomination-why';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

/** The label that says what each nomination measures. */
const MEASURE: Record<NominationName, string> = {
  winner: 'report.measure.winner',
  investor: 'report.measure.investor',
  ecologist: 'report.measure.ecologist',
  peacemaker: 'report.measure.peacemaker_v2',
  aggressor: 'report.measure.aggressor',
};

/** Why the winners tied and what settled it, in the admin's language. */
function TieBreakNote({ tie, language }: { tie: WinnerTieBreak; language: string }) {
  const { t } = useTranslation();
  const countries = tie.tied.map((c) => c.name).join(', ');
  return (
    <Text size="sm" data-testid="report-tie-break">
      {t('report.tie_equal_standard', {
        standard: formatPercent(tie.standard, language),
        countries,
      })}{' '}
      {t(`report.tie_${tie.by}`)}
    </Text>
  );
}

/** One nomination: who earned it and why (the figure it was measured by). */
function Nomination({
  name,
  nominations,
  collapsed,
}: {
  name: NominationName;
  nominations: Nominations;
  collapsed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const nominees = nominations[name];
  return (
    <article className={classes.nomination} data-testid={`report-nomination-${name}`}>
      <Title order={4}>{t(`report.nomination.${name}`)}</Title>
      <Text size="sm" c="dimmed" data-testid={`report-measure-${name}`}>
        {t(MEASURE[name])}
      </Text>
      {name === 'winner' && collapsed ? (
        <Text>{t('games.collapsed')}</Text>
      ) : nominees.length === 0 ? (
        <Text c="dimmed">{t('report.nobody')}</Text>
      ) : (
        <ul className={classes.nominees}>
          {nominees.map((n) => (
            <li key={n.country}>
              <CountryName name={n.name} flag={n.flag} />
              <span className={classes.why}>{nominationWhy(t, name, n.value, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      {name === 'winner' && nominations.winnerTieBreak && (
        <TieBreakNote tie={nominations.winnerTieBreak} language={i18n.language} />
      )}
    </article>
  );
}

/** The nominations with why each went where it went; awarded when the game is over. */
export function NominationsSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  const { nominations } = report;
  return (
    <ReportSection id="nominations" title={t('report.nominations')}>
      {nominations === null ? (
        <Text c="dimmed">{t('report.nominations_pending')}</Text>
      ) : (
        <div className={classes.nominations}>
          {NOMINATION_NAMES.map((name) => (
            <Nomination
              key={name}
              name={name}
              nominations={nominations}
              collapsed={report.game.collapsed}
            />
          ))}
        </div>
      )}
    </ReportSection>
  );
}
