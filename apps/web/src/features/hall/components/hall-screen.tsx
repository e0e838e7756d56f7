import { useViewportSize } from '@mantine/hooks';
import type { EventHall } from '@orbis/contracts';
import { useRef, type CSSProperties } from 'react';
import { RoomLiveNotice } from '../../../components/live-indicator';
import {
  ProjectorError,
  ProjectorLoading,
  ProjectorScreen,
} from '../../../components/projector-screen';
import type { LiveState } from '../../../lib/realtime/socket';
import { useSystemMessages } from '../../../lib/system-messages';
import { useNamesFit } from '../../../lib/use-names-fit';
import { useEventHall } from '../api/get-event-hall';
import { seatGrid } from '../utils/seat-grid';
import { LiveWorlds } from './live-worlds';
import { Seating } from './seating';
import classes from './hall.module.css';

/**
 * The hall's screen of an event, public: before round 1 every world's countries, each with the
 * code its team scans to reach its own join page; once rounds run, the worlds side by side. Its
 * words are the worlds' game language's (the first world's texts: an event's worlds share one
 * template, so one language).
 */
export function HallScreen({ eventId }: { eventId: number }) {
  const { query, live } = useEventHall(eventId);
  if (query.error && !query.data) {
    return (
      <ProjectorScreen>
        <ProjectorError error={query.error} />
      </ProjectorScreen>
    );
  }
  if (!query.data) return <ProjectorLoading />;
  const first = query.data.worlds[0];
  // An event whose worlds were all deleted: its title, and no world to show.
  if (!first) return <ProjectorScreen title={query.data.event.title}>{null}</ProjectorScreen>;
  return <Hall hall={query.data} textsOf={first.gameId} live={live} />;
}

function Hall({ hall, textsOf, live }: { hall: EventHall; textsOf: number; live: LiveState }) {
  const texts = useSystemMessages(textsOf);
  const viewport = useViewportSize();
  const box = useRef<HTMLDivElement>(null);
  const seating = hall.worlds.every((w) => w.seating);
  // The seats' names are fitted once shown, and again when the seats or the view change.
  useNamesFit(
    box,
    JSON.stringify([
      texts.data !== undefined,
      seating,
      hall.worlds.map((w) => w.countries.map((c) => c.join && c.name)),
    ]),
  );
  if (texts.error && !texts.data) {
    return (
      <ProjectorScreen title={hall.event.title}>
        <ProjectorError error={texts.error} />
      </ProjectorScreen>
    );
  }
  if (!texts.data) return <ProjectorLoading />;
  const seats = Math.max(...hall.worlds.map((w) => w.countries.length));
  // Before the first measure, a screen of the usual shape.
  const aspect = viewport.height > 0 ? viewport.width / viewport.height : 16 / 9;
  const grid = seatGrid(hall.worlds.length, seats, aspect);
  const style = { '--seat-columns': grid.columns, '--code': `${grid.code}vh` } as CSSProperties;
  return (
    <ProjectorScreen
      texts={texts.data}
      title={hall.event.title}
      aside={<RoomLiveNotice live={live} texts={texts.data} />}
    >
      <div
        ref={box}
        className={classes.hall}
        style={style}
        data-testid="event-hall"
        data-view={seating ? 'seating' : 'live'}
      >
        {seating ? (
          <Seating worlds={hall.worlds} texts={texts.data} />
        ) : (
          <LiveWorlds worlds={hall.worlds} texts={texts.data} />
        )}
      </div>
    </ProjectorScreen>
  );
}
