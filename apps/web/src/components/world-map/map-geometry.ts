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

/** The places of `countries` on `map` at `size`; lines leave a country at its plate. */
export function mapGeometry(
  map: GameMap,
  countries: readonly MapCountry[],
  size: Size,
): MapGeometry {
  const radius = Math.max(8, Math.min(16, Math.min(size.width, size.height) * 0.017));
  const anchors = new Map(countries.map((c) => [c.id, toPoint(map.positions[String(c.id)], size)]));
  const cities = new Map<number, Point>();
  const exits = new Map<number, (ux: number, uy: number) => number>();
  for (const country of countries) {
    const halfWidth = (Math.max(country.cities.length, 1) * 2.6 * radius) / 2;
    const anchor = anchors.get(country.id) ?? toPoint(undefined, size);
    exits.set(country.id, plateExit(halfWidth + radius * 0.3, radius * 1.8, radius * 0.4));
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

/**
 * `geometry` with lines leaving each country beyond its flag and name too, where `labels` (in the
 * map's units, as drawn) lies across their way. The countries themselves do not move.
 */
export function withLabels(geometry: MapGeometry, labels: ReadonlyMap<number, Box>): MapGeometry {
  if (labels.size === 0) return geometry;
  const exits = new Map(geometry.exits);
  for (const [country, label] of labels) {
    const anchor = geometry.anchors.get(country);
    const plate = geometry.exits.get(country);
    if (!anchor || !plate) continue;
    const byLabel = boxExit(anchor, label, geometry.radius * 0.4);
    exits.set(country, (ux, uy) => Math.max(plate(ux, uy), byLabel(ux, uy)));
  }
  return { ...geometry, exits };
}
