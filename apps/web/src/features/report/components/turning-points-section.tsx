import { Badge, Button, Group, Text } from '@mantine/core';
import {
  numberFormat,
  type GameReport,
  type TurningPoint,
  type TurningPointKind,
} from '@orbis/contracts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { pointCountries } from '../../../lib/turning-points';
import { useTurningPoints } from '../api/get-turning-points';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

/** Each kind's badge colour: the bombs red, the broken word orange, the calm ones cool. */
const KIND_COLOURS: Record<TurningPointKind, string> = {
  first_bomb: 'red',
  promise_broken: 'orange',
  sanction: 'grape',
  ecology_threshold: 'teal',
  world_event: 'blue',
  lead_change: 'yellow',
};

/** A figure with its sign, in the reader's language and a true minus: "+3.5", "−12.4". */
function signed(value: number, language: string): string {
  const format = numberFormat(language);
  if (value > 0) return `+${format.number(value)}`;
  return value < 0 ? `\u2212${format.number(-value)}` : format.number(0);
}

/** The log lines a turning point rests on, folded until asked for (on paper too). */
function Evidence({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (lines.length === 0) return null;
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        className={classes.tools}
        leftSection={<Icon size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="turning-point-evidence-toggle"
      >
        {t('report.turning_points_evidence', { count: lines.length })}
      </Button>
      <ul
        id={id}
        hidden={!open}
        className={classes.turningEvidence}
        data-testid="turning-point-evidence"
      >
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function Point({ report, point }: { report: GameReport; point: TurningPoint }) {
  const { t, i18n } = useTranslation();
  const { actors, affected } = pointCountries(point, report.countries);
  return (
    <li
      className={classes.turningPoint}
      data-testid="report-turning-point"
      data-kind={point.kind}
      data-round={point.round}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="sm">
          {t('games.round_n', { round: point.round })}
        </Text>
        <Badge variant="light" color={KIND_COLOURS[point.kind]}>
          {t(`report.turning_kind.${point.kind}`)}
        </Badge>
        {actors.map((c) => (
          <CountryName key={c.id} name={c.name} flag={c.flag} />
        ))}
      </Group>
      <Text fw={600}>{point.text}</Text>
      {point.effect && (
        <Text
          size="sm"
          className={
            point.effect.averageStandard < 0
              ? classes.loss
              : point.effect.averageStandard > 0
                ? classes.gain
                : undefined
          }
          data-testid="report-turning-point-effect"
        >
          {t('report.turning_points_effect', {
            value: signed(point.effect.averageStandard, i18n.language),
            country: affected?.name ?? '',
          })}
        </Text>
      )}
      <Evidence lines={point.evidence} />
    </li>
  );
}

/**
 * The turning points: the moments that changed the game, best first (the largest effect on a
 * country's end, measured by replaying the game without the act), each with the log lines it
 * rests on.
 */
export function TurningPointsSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  const query = useTurningPoints(report.game.id, report.rounds.length > 0);
  return (
    <ReportSection id="turning-points" title={t('report.turning_points')}>
      <Text size="sm" c="dimmed">
        {t('report.turning_points_hint')}
      </Text>
      <QueryState query={query}>
        {(points) =>
          points.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="report-no-turning-points">
              {t('report.no_turning_points')}
            </Text>
          ) : (
            <ol className={classes.turningPoints}>
              {points.map((point, i) => (
                <Point key={i} report={report} point={point} />
              ))}
            </ol>
          )
        }
      </QueryState>
    </ReportSection>
  );
}
