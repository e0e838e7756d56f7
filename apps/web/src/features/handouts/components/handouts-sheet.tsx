import type { GameControl } from '@orbis/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperPage } from '../../../components/paper-page';
import type { PrintBack } from '../../../components/print-tools';
import type { SystemMessages } from '../../../lib/system-messages';
import { HandoutCard } from './handout-card';
import classes from './handouts.module.css';

/**
 * A page of team cards: its title and what it is for (`subtitle`: the game's or the event's
 * title, which also names the printed file), the print tools and `hint` on screen only, then the
 * cards.
 */
export function HandoutsSheet({
  subtitle,
  back,
  hint,
  children,
}: {
  subtitle: string;
  back: PrintBack;
  hint: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PaperPage
      title={t('handouts.title')}
      subtitle={subtitle}
      back={back}
      hint={{ text: hint, color: 'yellow' }}
      classes={classes}
      testId="handouts"
      printTestId="handouts-print"
    >
      {children}
    </PaperPage>
  );
}

/** A game's cards, one per team, in the game's language whatever the back-office's. */
export function HandoutCards({ control, texts }: { control: GameControl; texts: SystemMessages }) {
  return (
    <div className={classes.cards} lang={texts.code}>
      {control.teams.map((team) => (
        <HandoutCard key={team.country.id} control={control} team={team} texts={texts} />
      ))}
    </div>
  );
}
