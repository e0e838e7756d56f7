import { isRevealed, REVEAL_STEPS, type GameFinal } from '@orbis/contracts';
import {
  IconArrowLeft,
  IconArrowRight,
  IconEye,
  IconReportAnalytics,
  type Icon,
} from '@tabler/icons-react';
import { MotionProvider } from '../../../components/motion-provider';
import { ProjectorButton, ProjectorLinkButton } from '../../../components/projector-button';
import {
  ProjectorError,
  ProjectorLoading,
  ProjectorMessage,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { NOMINATION_REVEAL_ORDER } from '../../../lib/nominee-value';
import { ApiError } from '../../../lib/api-client';
import { isNotOver, useGameFinal } from '../../../lib/game-final';
import { useRevealStep, type RevealMove } from '../../../lib/reveal';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { useCanReveal } from '../api/can-reveal';
import { useRevealKeys } from '../hooks/use-reveal-keys';
import { AttacksBoard } from './attacks-board';
import { ChronicleQr } from './chronicle-qr';
import { FinalMap } from './final-map';
import { PromisesTally } from './promises-tally';
import classes from './final-screen.module.css';
import { NominationCard } from './nomination-card';

/**
 * The public final screen: the nominations, then who bombed whom beside the winner, as the host
 * reveals them.
 */
export function FinalScreen({ gameId }: { gameId: number }) {
  const texts = useSystemMessages(gameId);
  const final = useGameFinal(gameId);
  if (texts.error) {
    return (
      <ProjectorScreen>
        <ProjectorError error={texts.error} />
      </ProjectorScreen>
    );
  }
  if (!texts.data || final.isPending) {
    return <ProjectorLoading texts={texts.data} />;
  }
  if (!final.data) return <NoNominations texts={texts.data} error={final.error} />;
  return (
    <MotionProvider>
      <Nominations gameId={gameId} final={final.data} texts={texts.data} />
    </MotionProvider>
  );
}

/** The game is not over yet (it will refresh by itself when it is), or the call failed. */
function NoNominations({ texts, error }: { texts: SystemMessages; error: unknown }) {
  return (
    <ProjectorScreen texts={texts} aside={<Heading texts={texts} />}>
      {isNotOver(error) ? (
        <ProjectorMessage>{texts.t('final.not_over')}</ProjectorMessage>
      ) : (
        <ProjectorError error={error} />
      )}
    </ProjectorScreen>
  );
}

function Heading({ texts }: { texts: SystemMessages }) {
  return <div className={classes.heading}>{texts.t('final.title')}</div>;
}

/**
 * The cards as revealed, then, at the last step, the winner with who bombed whom. The game's host, signed
 * in on this browser, runs the reveal from here (keys, a click, the buttons); everyone else sees
 * what the host has revealed, as the phones do.
 */
function Nominations({
  gameId,
  final,
  texts,
}: {
  gameId: number;
  final: GameFinal;
  texts: SystemMessages;
}) {
  const host = useCanReveal(gameId);
  const reveal = useRevealStep(gameId, final.revealed);
  const move = (to: RevealMove) => reveal.move(to);
  useRevealKeys(host, move);
  const attacks = isRevealed('attacks', final.revealed);
  return (
    <ProjectorScreen texts={texts} title={final.game.title} aside={<Heading texts={texts} />}>
      {attacks ? (
        // The last step shows who bombed whom beside the winner, who stays: the room's last
        // look is at the winner, not at the bombs.
        <div className={classes.closing} data-testid="final-closing">
          {/* The chronicle's code under the winner, where the right side's lists keep their room. */}
          <div className={classes.closingMain}>
            <NominationCard
              name="winner"
              nominees={final.winner ?? []}
              revealed
              collapsed={final.game.collapsed}
              tieBreak={final.winnerTieBreak}
              closing
              texts={texts}
            />
            {final.chronicle && <ChronicleQr url={final.chronicle} texts={texts} />}
          </div>
          <div className={classes.closingSide}>
            <FinalMap gameId={gameId} attacks={final.attacks ?? []} texts={texts} />
            <AttacksBoard attacks={final.attacks ?? []} texts={texts} />
            {final.promises && (
              <PromisesTally gameId={gameId} tally={final.promises} texts={texts} />
            )}
          </div>
        </div>
      ) : (
        <div
          className={host ? `${classes.grid} ${classes.clickable}` : classes.grid}
          onClick={host ? () => move('next') : undefined}
          data-testid="nominations"
          data-revealed={final.revealed}
        >
          {NOMINATION_REVEAL_ORDER.map((name) => (
            <NominationCard
              key={name}
              name={name}
              nominees={final[name] ?? []}
              revealed={isRevealed(name, final.revealed)}
              collapsed={final.game.collapsed}
              tieBreak={name === 'winner' ? final.winnerTieBreak : undefined}
              texts={texts}
            />
          ))}
        </div>
      )}
      {host ? (
        <HostControls
          gameId={gameId}
          revealed={final.revealed}
          busy={reveal.isPending}
          error={reveal.error}
          onMove={move}
          texts={texts}
        />
      ) : (
        final.revealed < REVEAL_STEPS && (
          <div className={classes.footer}>
            <span>{texts.t('final.host_reveals')}</span>
          </div>
        )
      )}
    </ProjectorScreen>
  );
}

/** The host's moves, a button each: its look, its icon (before or after its words) and label. */
const MOVE_BUTTONS: {
  move: RevealMove;
  variant: 'subtle' | 'light';
  color: 'gray' | 'yellow';
  left?: Icon;
  right?: Icon;
  /** The button's text: a system message, in the game's language. */
  messageId: string;
}[] = [
  { move: 'back', variant: 'subtle', color: 'gray', left: IconArrowLeft, messageId: 'final.back' },
  {
    move: 'next',
    variant: 'light',
    color: 'yellow',
    right: IconArrowRight,
    messageId: 'final.next',
  },
  { move: 'all', variant: 'light', color: 'yellow', left: IconEye, messageId: 'final.show_all' },
];

/** The host's buttons under the cards, with the keys that do the same, and the debrief report. */
function HostControls({
  gameId,
  revealed,
  busy,
  error,
  onMove,
  texts,
}: {
  gameId: number;
  revealed: number;
  busy: boolean;
  error: Error | null;
  onMove: (move: RevealMove) => void;
  texts: SystemMessages;
}) {
  const done = revealed >= REVEAL_STEPS;
  return (
    <div className={classes.footer} data-testid="reveal-controls">
      <span role={error ? 'alert' : undefined} className={error ? classes.error : undefined}>
        {error
          ? error instanceof ApiError
            ? error.message
            : texts.t('final.reveal_failed')
          : texts.t('final.reveal_keys')}
      </span>
      <div className={classes.buttons}>
        {/* In a tab of its own: the projector keeps the final screen. */}
        <ProjectorLinkButton
          href={`#/host/games/report/${gameId}`}
          target="_blank"
          variant="subtle"
          color="gray"
          leftSection={<IconReportAnalytics size={18} aria-hidden />}
          data-testid="final-report-link"
        >
          {texts.t('final.report_link')}
        </ProjectorLinkButton>
        {MOVE_BUTTONS.map(({ move, variant, color, left: Left, right: Right, messageId }) => (
          <ProjectorButton
            key={move}
            variant={variant}
            color={color}
            leftSection={Left && <Left size={18} aria-hidden />}
            rightSection={Right && <Right size={18} aria-hidden />}
            // Back from the first step, or on from the last, goes nowhere.
            disabled={move === 'back' ? revealed === 0 : done}
            loading={busy}
            onClick={() => onMove(move)}
          >
            {texts.t(messageId)}
          </ProjectorButton>
        ))}
      </div>
    </div>
  );
}
