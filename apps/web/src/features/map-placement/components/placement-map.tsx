import type { MapPoint } from '@orbis/contracts';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fromSvg, MAP_HEIGHT, MAP_WIDTH, clampPoint, nudge } from '../utils/placement';
import { onFontsLoaded } from '../../../lib/fonts-loaded';
import classes from './placement-map.module.css';

export interface PlacedCountry {
  id: number;
  name: string;
  flag: string;
}

interface PlacementMapProps {
  countries: readonly PlacedCountry[];
  positions: Record<string, MapPoint>;
  /** The background picture's address, or null for none. */
  background: string | null;
  /** A country moved: by a pointer while it drags (`done` once it is let go), or by a key. */
  onMove: (id: number, point: MapPoint, done: boolean) => void;
  /** The map's name, and each marker's words (its country and place) and role. */
  label: string;
  markerLabel: (country: PlacedCountry, point: MapPoint) => string;
  markerRole: string;
  /** The id of the words that say how to move a marker. */
  hintId: string;
  /** Countries the server refused a place for, drawn in red. */
  invalid: ReadonlySet<number>;
}

const FLAG_W = 36;
const FLAG_H = 24;
const PAD = 8;
const GAP = 8;
const PLATE_H = 40;
/** A name's width before it is measured: about a capital's at the name's size, a character. */
const CHAR_W = 13;

/** Where the map's centre is when a country has no place (never, for a game's country). */
const CENTRE: MapPoint = { x: 0.5, y: 0.5 };

/** The pointer's place in the SVG's units, whatever size the page draws it at. */
function svgPoint(svg: SVGSVGElement, clientX: number, clientY: number): MapPoint {
  const matrix = svg.getScreenCTM();
  if (!matrix) return CENTRE;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return fromSvg(point.x, point.y);
}

interface Drag {
  id: number;
  pointerId: number;
  /** From the pointer to the marker's place, so the marker does not jump under the pointer. */
  dx: number;
  dy: number;
}

/**
 * The projector's map in its shape (16:9) with the background, each country a marker (flag and
 * name on a plate, centred on its place). A marker is dragged by a mouse, a pen or a finger (the
 * pointer is captured, so a fast drag does not lose it), or focused and moved by the arrow keys.
 */
export function PlacementMap({
  countries,
  positions,
  background,
  onMove,
  label,
  markerLabel,
  markerRole,
  hintId,
  invalid,
}: PlacementMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const names = useRef(new Map<number, SVGTextElement>());
  const [widths, setWidths] = useState<ReadonlyMap<number, number>>(new Map());
  // Each plate fits its name as drawn, measured again once the app's font has come.
  useLayoutEffect(() => {
    let live = true;
    const measure = () => {
      if (!live) return;
      const measured = new Map<number, number>();
      for (const [id, text] of names.current) measured.set(id, text.getComputedTextLength());
      setWidths(measured);
    };
    measure();
    const stop = onFontsLoaded(measure);
    return () => {
      live = false;
      stop();
    };
  }, [countries]);
  const placeOf = (id: number) => positions[String(id)] ?? CENTRE;

  const start = (event: PointerEvent<SVGGElement>, id: number) => {
    const svg = svgRef.current;
    if (!svg || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const at = svgPoint(svg, event.clientX, event.clientY);
    const place = placeOf(id);
    drag.current = { id, pointerId: event.pointerId, dx: place.x - at.x, dy: place.y - at.y };
    event.currentTarget.setPointerCapture(event.pointerId);
    // Keeps the page from selecting text or scrolling; the marker takes the focus itself.
    event.preventDefault();
    event.currentTarget.focus();
    setDragging(id);
  };
  const move = (event: PointerEvent<SVGGElement>, done: boolean) => {
    const svg = svgRef.current;
    const current = drag.current;
    if (!svg || !current || current.pointerId !== event.pointerId) return;
    const at = svgPoint(svg, event.clientX, event.clientY);
    onMove(current.id, clampPoint({ x: at.x + current.dx, y: at.y + current.dy }), done);
    if (done) {
      drag.current = null;
      setDragging(null);
    }
  };
  const cancel = (event: PointerEvent<SVGGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
  };
  const key = (event: KeyboardEvent<SVGGElement>, id: number) => {
    const next = nudge(placeOf(id), event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onMove(id, next, true);
  };

  // The dragged country is drawn last: it passes over the others, not under them.
  const ordered =
    dragging === null
      ? countries
      : [
          ...countries.filter((c) => c.id !== dragging),
          ...countries.filter((c) => c.id === dragging),
        ];

  return (
    <svg
      ref={svgRef}
      className={classes.map}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-label={label}
      data-testid="placement-map"
    >
      {background && (
        <image
          href={background}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          // As the projector draws it: the picture fills the map, the places are its fractions.
          preserveAspectRatio="none"
          aria-hidden
          data-testid="placement-background"
        />
      )}
      {ordered.map((country) => {
        const place = placeOf(country.id);
        const nameWidth = widths.get(country.id) || country.name.length * CHAR_W;
        const width = PAD + FLAG_W + GAP + nameWidth + PAD;
        const left = -width / 2;
        return (
          <g
            key={country.id}
            className={classes.marker}
            transform={`translate(${place.x * MAP_WIDTH} ${place.y * MAP_HEIGHT})`}
            tabIndex={0}
            role="button"
            aria-roledescription={markerRole}
            aria-label={markerLabel(country, place)}
            aria-describedby={hintId}
            data-testid="map-marker"
            data-country={country.id}
            data-dragging={dragging === country.id}
            data-invalid={invalid.has(country.id)}
            onPointerDown={(event) => start(event, country.id)}
            onPointerMove={(event) => move(event, false)}
            onPointerUp={(event) => move(event, true)}
            onPointerCancel={cancel}
            onLostPointerCapture={cancel}
            onKeyDown={(event) => key(event, country.id)}
          >
            <rect
              className={classes.plate}
              x={left}
              y={-PLATE_H / 2}
              width={width}
              height={PLATE_H}
              rx={8}
            />
            {country.flag ? (
              <image
                href={country.flag}
                x={left + PAD}
                y={-FLAG_H / 2}
                width={FLAG_W}
                height={FLAG_H}
                preserveAspectRatio="xMidYMid slice"
              />
            ) : (
              <rect
                className={classes.noFlag}
                x={left + PAD}
                y={-FLAG_H / 2}
                width={FLAG_W}
                height={FLAG_H}
              />
            )}
            <text
              ref={(el) => {
                if (el) names.current.set(country.id, el);
                else names.current.delete(country.id);
              }}
              className={classes.name}
              x={left + PAD + FLAG_W + GAP}
              y={0}
            >
              {country.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
