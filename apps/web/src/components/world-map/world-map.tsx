import type { GameMap, MapMark } from '@orbis/contracts';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { countryAccent } from '../../lib/country-colors';
import type { SystemMessages } from '../../lib/system-messages';
import { CityGlyph } from './map-glyphs';
import { mapGeometry, withLabels, type MapGeometry } from './map-geometry';
import { DEFAULT_SIZE, labelCorner, type Box } from './map-layout';
import { MapCaption } from './map-caption';
import { MapLegend } from './map-legend';
import { useBoxSize } from './use-box-size';
import { onFontsLoaded } from '../../lib/fonts-loaded';
import { FlagImage } from '../flag-image';
import { AttackArrow, isLine, RoundMark, type Timing } from './map-marks';
import type { MapAttack, MapCountry } from './map-state';
import classes from './world-map.module.css';

export interface WorldMapProps {
  map: GameMap;
  /** The countries in the game's order (their colours follow it), with their cities' state. */
  countries: readonly MapCountry[];
  /** The round whose marks are drawn (0: none yet), and those marks. */
  round: number;
  marks: readonly MapMark[];
  /** Who bombed whom (the final screen, once public); none elsewhere. */
  attacks?: readonly MapAttack[];
  /** When each of `marks` draws in; null draws it at once. */
  markTiming?: (index: number) => Timing;
  /** When each of `attacks` draws in; null draws it at once. */
  attackTiming?: (attack: MapAttack) => Timing;
  /** A new key draws the attacks anew: skipping to the end shows them drawn at once. */
  drawKey?: string;
  /** False leaves out what the shapes mean (a screen with less room, whose marks are few). */
  legend?: boolean;
  texts: SystemMessages;
}

const NO_ATTACKS: readonly MapAttack[] = [];
const AT_ONCE = () => null;

/**
 * The world as the room sees it: each country at its place with its flag and name, its cities as
 * marks, and the public facts of a round drawn over them; in words too, for screen readers. The
 * view box is the map's own size in pixels, so its type is as large as its CSS says.
 */
export function WorldMap({
  map,
  countries,
  round,
  marks,
  attacks = NO_ATTACKS,
  markTiming = AT_ONCE,
  attackTiming = AT_ONCE,
  drawKey,
  legend = true,
  texts,
}: WorldMapProps) {
  const { ref, width, height } = useBoxSize<HTMLDivElement>();
  // Drawn once its box is measured: drawn at a guessed size first, every label would move.
  const measured = width > 0 && height > 0;
  const size = measured ? { width, height } : DEFAULT_SIZE;
  // Where each country's flag and name were drawn: lines to a country end before them.
  const [labels, setLabels] = useState<ReadonlyMap<number, Box>>(() => new Map());
  const onLabel = useCallback((country: number, box: Box) => {
    setLabels((known) => {
      const old = known.get(country);
      const same =
        old && (['x', 'y', 'width', 'height'] as const).every((k) => Math.abs(old[k] - box[k]) < 1);
      return same ? known : new Map(known).set(country, box);
    });
  }, []);
  const places = useMemo(
    () => mapGeometry(map, countries, size),
    [map, countries, size.width, size.height], // eslint-disable-line react-hooks/exhaustive-deps -- the size's parts stand for it
  );
  // Only the lines follow the labels' measures: the countries (memo) are not drawn again for them.
  const geometry = useMemo(() => withLabels(places, labels), [places, labels]);
  return (
    <figure className={classes.figure} data-testid="world-map" data-round={round}>
      <div ref={ref} className={classes.area}>
        <svg
          className={classes.svg}
          viewBox={`0 0 ${size.width} ${size.height}`}
          aria-hidden="true"
          data-testid="world-map-svg"
        >
          {measured && (
            <>
              {map.background && (
                <image
                  href={map.background}
                  width={size.width}
                  height={size.height}
                  // Places are fractions of the picture both ways: it stretches with them.
                  preserveAspectRatio="none"
                  className={classes.background}
                />
              )}
              <MarksLayer
                marks={marks}
                lines
                round={round}
                geometry={geometry}
                timing={markTiming}
              />
              {countries.map((country, i) => (
                <CountryNode
                  key={country.id}
                  country={country}
                  index={i}
                  geometry={places}
                  onLabel={onLabel}
                />
              ))}
              <MarksLayer
                marks={marks}
                lines={false}
                round={round}
                geometry={geometry}
                timing={markTiming}
              />
              <g key={drawKey} className={classes.marks}>
                {attacks.map((attack, i) => (
                  <AttackArrow
                    key={i}
                    attack={attack}
                    geometry={geometry}
                    timing={attackTiming(attack)}
                  />
                ))}
              </g>
            </>
          )}
        </svg>
      </div>
      {legend && <MapLegend texts={texts} />}
      <MapCaption
        countries={countries}
        round={round}
        marks={marks}
        attacks={attacks}
        texts={texts}
      />
    </figure>
  );
}

/** A country: its cities at its place, its flag and name under them (above, at the bottom edge). */
const CountryNode = memo(function CountryNode({
  country,
  index,
  geometry,
  onLabel,
}: {
  country: MapCountry;
  index: number;
  geometry: MapGeometry;
  /** Hears where the flag and name were drawn, in the map's units. */
  onLabel: (country: number, box: Box) => void;
}) {
  const anchor = geometry.anchors.get(country.id) ?? { x: 0, y: 0 };
  // A word wider than the label widens it: the box is then kept inside the map whole.
  const [wide, setWide] = useState(0);
  const name = useRef<HTMLDivElement>(null);
  const box = {
    width: Math.max(geometry.labelWidth, wide),
    height: geometry.size.height * 0.24,
  };
  const corner = labelCorner(anchor, box, geometry.radius * 1.8, geometry.size);
  const above = corner.y < anchor.y;
  useLayoutEffect(() => {
    const measure = () => {
      const element = name.current;
      if (!element) return;
      // The view box is the map's size in pixels: a pixel on the screen is one of the map's.
      const drawn = element.getBoundingClientRect();
      setWide(Math.ceil(drawn.width) > geometry.labelWidth ? Math.ceil(drawn.width) : 0);
      const svg = element.closest('svg')?.getBoundingClientRect();
      const flag = element.previousElementSibling?.getBoundingClientRect() ?? drawn;
      if (!svg) return;
      const left = Math.min(drawn.left, flag.left);
      const top = Math.min(drawn.top, flag.top);
      onLabel(country.id, {
        x: left - svg.left,
        y: top - svg.top,
        width: Math.max(drawn.right, flag.right) - left,
        height: Math.max(drawn.bottom, flag.bottom) - top,
      });
    };
    measure();
    // Measured again in the app's font once it has come (the fallback's words are narrower).
    return onFontsLoaded(measure);
  }, [
    country.id,
    country.name,
    geometry.labelWidth,
    geometry.size.height,
    corner.x,
    corner.y,
    onLabel,
  ]);
  return (
    <g
      data-testid="stats-country"
      data-country={country.id}
      style={{ '--accent': countryAccent(index) } as CSSProperties}
    >
      <rect
        className={classes.plate}
        x={anchor.x - (country.cities.length * 2.6 * geometry.radius) / 2}
        y={anchor.y - geometry.radius * 1.5}
        width={country.cities.length * 2.6 * geometry.radius}
        height={geometry.radius * 3}
        rx={geometry.radius * 1.5}
      />
      {country.cities.map((city) => {
        const at = geometry.cities.get(city.id);
        return at && <CityGlyph key={city.id} city={city} at={at} radius={geometry.radius} />;
      })}
      <foreignObject
        x={corner.x}
        y={corner.y}
        width={box.width}
        height={box.height}
        className={classes.labelBox}
      >
        <div className={above ? `${classes.label} ${classes.labelAbove}` : classes.label}>
          {country.flag && <FlagImage className={classes.flag} src={country.flag} />}
          <div ref={name} className={classes.name} data-testid="stats-country-name">
            {country.name}
          </div>
        </div>
      </foreignObject>
    </g>
  );
});

/**
 * The round's marks of one layer: the lines between countries under them, the marks on a city
 * or a country over them. Each keeps its place in the round's order for its timing.
 */
function MarksLayer({
  marks,
  lines,
  round,
  geometry,
  timing,
}: {
  marks: readonly MapMark[];
  lines: boolean;
  round: number;
  geometry: MapGeometry;
  timing: (index: number) => Timing;
}) {
  return (
    <g className={classes.marks}>
      {marks.map(
        (mark, i) =>
          isLine(mark) === lines && (
            <RoundMark
              key={`${round}-${i}`}
              mark={mark}
              round={round}
              geometry={geometry}
              timing={timing(i)}
            />
          ),
      )}
    </g>
  );
}
