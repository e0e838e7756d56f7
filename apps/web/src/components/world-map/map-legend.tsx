import type { SystemMessages } from '../../lib/system-messages';
import { burst, shieldPath, trefoilPath } from './map-glyphs';
import classes from './world-map.module.css';

const AT = { x: 16, y: 16 };

/** Each mark's shape beside its name: the room reads a shape, not a colour. */
const ITEMS: { messageId: string; shape: React.ReactNode }[] = [
  {
    messageId: 'stats.legend_destroyed',
    shape: <polygon points={burst(AT, 7)} className={classes.burst} />,
  },
  {
    messageId: 'stats.legend_shield',
    shape: <path d={shieldPath(AT, 26)} className={classes.shieldStopped} />,
  },
  {
    messageId: 'stats.legend_sanction',
    shape: (
      <>
        <path d="M2,16 L22,16" className={classes.sanction} />
        <polygon points="30,16 20,10 20,22" className={`${classes.sanction} ${classes.head}`} />
      </>
    ),
  },
  { messageId: 'stats.legend_talks', shape: <path d="M2,16 L30,16" className={classes.talks} /> },
  {
    messageId: 'stats.legend_technology',
    shape: (
      <>
        <circle cx={AT.x} cy={AT.y} r={14} className={classes.badge} />
        <path d={trefoilPath(AT, 12)} className={classes.trefoil} />
      </>
    ),
  },
  {
    messageId: 'stats.legend_world_event',
    shape: <ellipse cx={AT.x} cy={AT.y} rx={14} ry={10} className={classes.worldEvent} />,
  },
];

/** What the map's shapes mean, under it (the words alone reach screen readers, in the caption). */
export function MapLegend({ texts }: { texts: SystemMessages }) {
  return (
    <ul className={classes.legend} aria-hidden="true">
      {ITEMS.map(({ messageId, shape }) => (
        <li key={messageId}>
          <svg viewBox="0 0 32 32" className={classes.legendShape}>
            {shape}
          </svg>
          {texts.t(messageId)}
        </li>
      ))}
    </ul>
  );
}
