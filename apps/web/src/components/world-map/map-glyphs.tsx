// The map's marks as shapes, so that none is told from another by its colour alone: a city is a
// ring filled to its standard, a destroyed city a cross, a shield that stopped a bomb a shield's
// outline, a bomb a burst, a nuclear programme a trefoil, a world event a dashed ring.

import type { MapCity } from './map-state';
import { burstPoints, type Point } from './map-layout';
import classes from './world-map.module.css';

/** A shield's outline around `at`, `size` high. */
export function shieldPath(at: Point, size: number): string {
  const w = size * 0.42;
  const top = at.y - size / 2;
  const bottom = at.y + size / 2;
  return (
    `M${at.x},${top} L${at.x + w},${top + size * 0.16} L${at.x + w},${at.y + size * 0.05} ` +
    `Q${at.x + w},${bottom - size * 0.18} ${at.x},${bottom} ` +
    `Q${at.x - w},${bottom - size * 0.18} ${at.x - w},${at.y + size * 0.05} ` +
    `L${at.x - w},${top + size * 0.16} Z`
  );
}

/**
 * One city: a ring whose inner disc grows with its standard, a cross once destroyed, and a
 * shield's outline over it once a shield stopped a bomb (one not yet hit is the team's secret).
 */
export function CityGlyph({ city, at, radius }: { city: MapCity; at: Point; radius: number }) {
  const level = city.standard === null ? null : Math.min(Math.max(city.standard, 0), 100) / 100;
  return (
    <g
      data-testid="stats-city"
      data-city={city.id}
      data-state={city.destroyed ? 'destroyed' : 'standing'}
      data-standard={city.standard ?? undefined}
      data-shield-hits={city.shieldHits || undefined}
    >
      {city.destroyed ? (
        <>
          <circle cx={at.x} cy={at.y} r={radius} className={classes.cityRuin} />
          <path
            className={classes.cityCross}
            d={`M${at.x - radius * 0.6},${at.y - radius * 0.6} L${at.x + radius * 0.6},${at.y + radius * 0.6} M${at.x + radius * 0.6},${at.y - radius * 0.6} L${at.x - radius * 0.6},${at.y + radius * 0.6}`}
          />
        </>
      ) : (
        <>
          <circle cx={at.x} cy={at.y} r={radius} className={classes.cityRing} />
          <circle
            cx={at.x}
            cy={at.y}
            // The disc's area follows the standard: a city at the cap fills its ring.
            r={level === null ? radius * 0.35 : radius * 0.85 * Math.sqrt(Math.max(level, 0.04))}
            className={classes.cityFill}
          />
        </>
      )}
      {city.shieldHits > 0 && (
        <path d={shieldPath(at, radius * 3)} className={classes.shieldOutline} />
      )}
    </g>
  );
}

/** A bomb's burst (a star) at `at`. */
export function burst(at: Point, radius: number): string {
  return burstPoints(at, radius * 1.9, radius * 0.9);
}

/** The nuclear trefoil's three blades around `at`, `radius` wide, as one path. */
export function trefoilPath(at: Point, radius: number): string {
  const inner = radius * 0.3;
  return [0, 1, 2]
    .map((i) => {
      const a0 = ((i * 120 - 90 - 30) * Math.PI) / 180;
      const a1 = ((i * 120 - 90 + 30) * Math.PI) / 180;
      const p = (a: number, r: number) =>
        `${Math.round((at.x + r * Math.cos(a)) * 10) / 10},${Math.round((at.y + r * Math.sin(a)) * 10) / 10}`;
      return `M${p(a0, inner)} L${p(a0, radius)} A${radius},${radius} 0 0 1 ${p(a1, radius)} L${p(a1, inner)} A${inner},${inner} 0 0 0 ${p(a0, inner)} Z`;
    })
    .join(' ');
}
