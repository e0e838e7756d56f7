import type { MapMark } from '@orbis/contracts';
import { m } from 'motion/react';
import type { Transition } from 'motion/react';
import { burst, shieldPath, trefoilPath } from './map-glyphs';
import type { MapGeometry } from './map-geometry';
import { arrowShape, linePath, type Inset, type Point } from './map-layout';
import type { MapAttack } from './map-state';
import classes from './world-map.module.css';

/** When a mark starts and how long it takes; null draws it at once (reduced motion, skipped). */
export type Timing = { delay: number; duration: number } | null;

const drawn = (t: Timing): Transition =>
  t ? { duration: t.duration, delay: t.delay, ease: 'easeInOut' } : { duration: 0 };
// A head or a burst shows as its line arrives.
const after = (t: Timing): Transition =>
  t ? { duration: 0.25, delay: t.delay + t.duration * 0.85 } : { duration: 0 };

/** A line that draws itself from its start. */
function DrawnPath({
  d,
  className,
  timing,
}: {
  d: string;
  className: string | undefined;
  timing: Timing;
}) {
  return (
    <m.path
      d={d}
      className={className}
      initial={timing ? { pathLength: 0 } : false}
      animate={{ pathLength: 1 }}
      transition={drawn(timing)}
    />
  );
}

/** A shape that appears (a head, a burst, a badge) once its moment comes. */
function Appearing({ children, timing }: { children: React.ReactNode; timing: Timing }) {
  return (
    <m.g
      initial={timing ? { opacity: 0 } : false}
      animate={{ opacity: 1 }}
      transition={after(timing)}
    >
      {children}
    </m.g>
  );
}

/** The insets of a line between two countries' plates. */
function between(geometry: MapGeometry, from: number, to: number): Inset {
  const fallback = () => geometry.radius * 2.2;
  return [geometry.exits.get(from) ?? fallback, geometry.exits.get(to) ?? fallback];
}

function Arrow({
  from,
  to,
  inset,
  geometry,
  className,
  timing,
}: {
  from: Point;
  to: Point;
  inset: Inset;
  geometry: MapGeometry;
  className: string | undefined;
  timing: Timing;
}) {
  const shape = arrowShape(from, to, inset, geometry.radius * 1.3);
  return (
    <>
      <DrawnPath d={shape.line} className={className} timing={timing} />
      <Appearing timing={timing}>
        <polygon points={shape.head} className={`${className} ${classes.head}`} />
      </Appearing>
    </>
  );
}

/** True for the marks drawn as lines between countries (under the countries, not over them). */
export const isLine = (mark: MapMark) =>
  mark.type === 'sanction' || mark.type === 'lift_sanction' || mark.type === 'negotiation_finished';

/** One public fact of a round on the map, drawn in at `timing`. */
export function RoundMark({
  mark,
  round,
  geometry,
  timing,
}: {
  mark: MapMark;
  round: number;
  geometry: MapGeometry;
  timing: Timing;
}) {
  const { anchors, cities, radius } = geometry;
  const at = (country: number) => anchors.get(country);
  switch (mark.type) {
    case 'city_destroyed':
    case 'shield_stopped_bomb': {
      const city = cities.get(mark.city);
      if (!city) return null;
      const destroyed = mark.type === 'city_destroyed';
      return (
        <g
          data-mark={mark.type}
          data-round={round}
          data-city={mark.city}
          data-country={mark.country}
        >
          <Appearing timing={timing}>
            {destroyed ? (
              <polygon points={burst(city, radius)} className={classes.burst} />
            ) : (
              <path d={shieldPath(city, radius * 3.4)} className={classes.shieldStopped} />
            )}
          </Appearing>
        </g>
      );
    }
    case 'sanction':
    case 'lift_sanction': {
      const from = at(mark.from);
      const to = at(mark.to);
      if (!from || !to) return null;
      return (
        <g data-mark={mark.type} data-round={round} data-from={mark.from} data-to={mark.to}>
          <Arrow
            from={from}
            to={to}
            inset={between(geometry, mark.from, mark.to)}
            geometry={geometry}
            className={mark.type === 'sanction' ? classes.sanction : classes.liftSanction}
            timing={timing}
          />
        </g>
      );
    }
    case 'negotiation_finished': {
      const [a, b] = mark.countries;
      const pa = at(a);
      const pb = at(b);
      if (!pa || !pb) return null;
      return (
        <g data-mark={mark.type} data-round={round} data-from={a} data-to={b}>
          <DrawnPath
            d={linePath(pa, pb, between(geometry, a, b))}
            className={classes.talks}
            timing={timing}
          />
        </g>
      );
    }
    case 'technology': {
      const anchor = at(mark.country);
      if (!anchor) return null;
      const badge = { x: anchor.x, y: anchor.y - radius * 2.8 };
      return (
        <g data-mark={mark.type} data-round={round} data-country={mark.country}>
          <Appearing timing={timing}>
            <circle cx={badge.x} cy={badge.y} r={radius * 1.2} className={classes.badge} />
            <path d={trefoilPath(badge, radius * 1.05)} className={classes.trefoil} />
          </Appearing>
        </g>
      );
    }
    case 'world_event':
      return (
        <g data-mark={mark.type} data-round={round} data-countries={mark.countries.join(' ')}>
          <Appearing timing={timing}>
            {mark.countries.map((country) => {
              const anchor = at(country);
              return (
                anchor && (
                  <ellipse
                    key={country}
                    cx={anchor.x}
                    cy={anchor.y}
                    rx={geometry.labelWidth * 0.45}
                    ry={radius * 2.4}
                    className={classes.worldEvent}
                  />
                )
              );
            })}
          </Appearing>
        </g>
      );
  }
}

/** A bomb's arrow from its attacker to the city it fell on (the final screen, once public). */
export function AttackArrow({
  attack,
  geometry,
  timing,
}: {
  attack: MapAttack;
  geometry: MapGeometry;
  timing: Timing;
}) {
  const from = geometry.anchors.get(attack.from);
  const to = geometry.cities.get(attack.city);
  if (!from || !to) return null;
  const start = geometry.exits.get(attack.from) ?? (() => geometry.radius * 2.2);
  const shape = arrowShape(from, to, [start, () => geometry.radius * 1.2], geometry.radius * 1.4);
  return (
    <g
      data-mark="attack"
      data-round={attack.round}
      data-from={attack.from}
      data-city={attack.city}
      data-destroyed={attack.destroyed}
    >
      <DrawnPath d={shape.line} className={classes.attack} timing={timing} />
      <Appearing timing={timing}>
        <polygon points={shape.head} className={`${classes.attack} ${classes.head}`} />
      </Appearing>
    </g>
  );
}
