// Where each country and city of a map sits at a given size: what every layer of the map reads.

import type { GameMap } from '@orbis/contracts';
import {
  boxExit,
  cityPoints,
  labelWidth,
  plateExit,
  toPoint,
  type Box,
  type Point,
  type Size,
} from './map-layout';
import type { MapCountry } from './map-state';

export interface MapGeometry {
  size: Size;
  /** A city's ring's radius. */
  radius: number;
  /** How wide a country's label may be. */
  labelWidth: number;
  anchors: Map<number, Point>;
  cities: Map<number, Point>;
  /** The way out of each country's plate, for lines that start or end there. */
  exits: Map<number, (ux: number, uy: number) => number>;
}

/**
 * The places of `countries` on `map` at `size`; `labels` holds where each country's flag and name
 * were drawn, once measured, so that lines end before them.
 */
export function mapGeometry(
  map: GameMap,
  countries: readonly MapCountry[],
  size: Size,
  labels: ReadonlyMap<number, Box> = new Map(),
): MapGeometry {
  const radius = Math.max(8, Math.min(16, Math.min(size.width, size.height) * 0.017));
  const anchors = new Map(countries.map((c) => [c.id, toPoint(map.positions[String(c.id)], size)]));
  const cities = new Map<number, Point>();
  const exits = new Map<number, (ux: number, uy: number) => number>();
  for (const country of countries) {
    const halfWidth = (Math.max(country.cities.length, 1) * 2.6 * radius) / 2;
    const anchor = anchors.get(country.id) ?? toPoint(undefined, size);
    const plate = plateExit(halfWidth + radius * 0.3, radius * 1.8, radius * 0.4);
    const label = labels.get(country.id);
    const byLabel = label && boxExit(anchor, label, radius * 0.4);
    exits.set(country.id, byLabel ? (ux, uy) => Math.max(plate(ux, uy), byLabel(ux, uy)) : plate);
    const points = cityPoints(anchor, country.cities.length, radius * 2.6);
    country.cities.forEach((city, i) => cities.set(city.id, points[i] ?? anchor));
  }
  return {
    size,
    radius,
    labelWidth: labelWidth([...anchors.values()], size),
    anchors,
    cities,
    exits,
  };
}
