// The seed's pictures, rasterised by sharp: the real flags that the flag-icons package ships, and
// a skyline per city, composed as SVG in code, always the same for the same city name (the
// engine's seeded generator, seeded from the name).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createRandom } from '@orbis/engine';
import { loadSharp } from '../modules/uploads/load-sharp.js';

const require = createRequire(import.meta.url);

/** City pictures are this size (a 16:10 landscape). */
const CW = 480;
const CH = 300;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The flag-icons SVG of a country (ISO 3166-1 alpha-2 code, lower case), in its 4:3 version. */
const flagFile = (code: string) => require.resolve(`flag-icons/flags/4x3/${code}.svg`);

/** A country's real flag, as the flag-icons package draws it, rasterised to a 300 px wide PNG. */
export async function renderFlag(code: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(await readFile(flagFile(code)), { density: 96 })
    .resize({ width: 300 })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** 32-bit FNV-1a: a stable seed from a city's name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Palette {
  sky: [string, string];
  glow: string;
  haze: string;
  facades: string[];
  windows: string[];
  water: string;
  ground: string;
  tree: string;
  night: boolean;
}

const PALETTES: Palette[] = [
  // morning
  {
    sky: ['#8EC5FC', '#F9D9C4'],
    glow: '#FFF3C4',
    haze: '#B4C2D8',
    facades: ['#4B5D7A', '#5A6B8C', '#6A5F7E'],
    windows: ['#DCE9F7', '#BFD4EA'],
    water: '#7FA7C9',
    ground: '#6E9A63',
    tree: '#3D6B3A',
    night: false,
  },
  // midday
  {
    sky: ['#3D95D9', '#C9E8FA'],
    glow: '#FFFBE0',
    haze: '#A8BFD4',
    facades: ['#3E5470', '#6B5B4E', '#4D6A6D'],
    windows: ['#E4F1FB', '#A9CBE8'],
    water: '#3F86B8',
    ground: '#5B9A4E',
    tree: '#2F6B34',
    night: false,
  },
  // sunset
  {
    sky: ['#5B3E8C', '#F7A35C'],
    glow: '#FFD27A',
    haze: '#9C7AA6',
    facades: ['#3A2E4F', '#4A2F45', '#2F3550'],
    windows: ['#FFD58A', '#F4B266', '#6B5A7E'],
    water: '#6C5B8E',
    ground: '#4A5540',
    tree: '#2C3A2A',
    night: false,
  },
  // night
  {
    sky: ['#0B1634', '#2D3F75'],
    glow: '#F4F1DE',
    haze: '#2E3B63',
    facades: ['#151D36', '#1E1A33', '#122430'],
    windows: ['#FFE08A', '#FFC857', '#25304F', '#25304F'],
    water: '#1C2B52',
    ground: '#1B2A2A',
    tree: '#0F1D17',
    night: true,
  },
];

/** A landmark standing at `x` on the horizon: a TV tower, a domed cathedral or twin towers. */
function landmark(kind: number, x: number, horizon: number, fill: string): string {
  if (kind === 0) {
    const top = horizon - CH * 0.62;
    return (
      rect(x - 3, top, 6, horizon - top, fill) +
      `<polygon fill="${fill}" points="${r1(x - 12)},${r1(horizon)} ${r1(x)},${r1(horizon - CH * 0.3)} ${r1(x + 12)},${r1(horizon)}"/>` +
      `<ellipse cx="${r1(x)}" cy="${r1(top + 22)}" rx="13" ry="9" fill="${fill}"/>` +
      rect(x - 1, top - 24, 2, 24, fill)
    );
  }
  if (kind === 1) {
    const w = 70;
    const base = horizon - 70;
    return (
      rect(x - w / 2, base, w, 72, fill) +
      rect(x - 20, base - 20, 40, 20, fill) +
      `<path fill="${fill}" d="M ${r1(x - 20)} ${r1(base - 20)} A 20 24 0 0 1 ${r1(x + 20)} ${r1(base - 20)} Z"/>` +
      rect(x - 1.5, base - 62, 3, 20, fill) +
      rect(x - 6, base - 55, 12, 3, fill)
    );
  }
  const h = CH * 0.55;
  return (
    rect(x - 26, horizon - h, 20, h, fill) +
    rect(x + 6, horizon - h * 0.96, 20, h * 0.96, fill) +
    rect(x - 16.5, horizon - h - 18, 1.5, 18, fill)
  );
}

/**
 * A city's picture: sky (morning, midday, sunset or night), sun or moon, mountains or hills,
 * hazy and near rows of buildings, sometimes a landmark, and a river (maybe bridged) or a park.
 */
export function citySvg(name: string): string {
  const rnd = createRandom(hash(name));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const between = (min: number, max: number) => min + rnd() * (max - min);
  const palette = pick(PALETTES);
  const facade = pick(palette.facades);
  const horizon = CH * between(0.7, 0.78);
  const tall = between(0.55, 1.15);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>`,
    rect(0, 0, CW, CH, 'url(#sky)'),
  ];

  if (palette.night) {
    for (let i = 0; i < 45; i++) {
      parts.push(
        `<circle cx="${r1(between(0, CW))}" cy="${r1(between(0, horizon * 0.55))}" r="${r1(between(0.5, 1.3))}" fill="#FFFFFF" opacity="${r1(between(0.4, 0.9))}"/>`,
      );
    }
  }
  const sunX = between(CW * 0.1, CW * 0.9);
  const sunY = between(CH * 0.12, CH * 0.32);
  parts.push(
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(between(16, 26))}" fill="${palette.glow}" opacity="0.95"/>`,
  );
  if (!palette.night) {
    for (let i = Math.floor(between(0, 4)); i > 0; i--) {
      const cx = between(0, CW);
      const cy = between(CH * 0.08, CH * 0.35);
      const w = between(30, 60);
      parts.push(
        `<g fill="#FFFFFF" opacity="0.7"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w)}" ry="${r1(w * 0.22)}"/><ellipse cx="${r1(cx - w * 0.2)}" cy="${r1(cy - w * 0.15)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.25)}"/></g>`,
      );
    }
  }

  // Mountains (sometimes snow-capped) or rolling hills behind the city.
  const mountains = rnd() < 0.4;
  let ridge = `M 0 ${r1(horizon)}`;
  const peaks: [number, number][] = [];
  const step = CW / (mountains ? 6 : 10);
  for (let x = 0; x <= CW + step; x += step) {
    const y = horizon - (mountains ? between(70, 160) : between(30, 70));
    peaks.push([x, y]);
    ridge += mountains
      ? ` L ${r1(x)} ${r1(y)}`
      : ` Q ${r1(x - step / 2)} ${r1(y - 20)} ${r1(x)} ${r1(y)}`;
  }
  parts.push(`<path d="${ridge} L ${CW} ${r1(horizon)} Z" fill="${palette.haze}" opacity="0.6"/>`);
  if (mountains && !palette.night) {
    for (const [x, y] of peaks) {
      parts.push(
        `<polygon fill="#FFFFFF" opacity="0.75" points="${r1(x - 9)},${r1(y + 12)} ${r1(x)},${r1(y)} ${r1(x + 9)},${r1(y + 12)}"/>`,
      );
    }
  }

  // Hazy buildings behind, a landmark perhaps, then the near row with its windows.
  const landmarkKind = Math.floor(between(0, 4));
  const landmarkX = between(CW * 0.2, CW * 0.8);
  for (const [row, fill, scale] of [
    [0, palette.haze, 0.8],
    [1, facade, 1],
  ] as const) {
    if (row === 1 && landmarkKind < 3)
      parts.push(landmark(landmarkKind, landmarkX, horizon, facade));
    let x = between(-15, 0);
    while (x < CW) {
      const w = between(22, 46) * scale;
      const h = between(35, 150) * scale * tall;
      const top = horizon - h;
      if (row === 1 && landmarkKind < 3 && Math.abs(x + w / 2 - landmarkX) < 40) {
        x += w;
        continue;
      }
      parts.push(rect(x, top, w, h + 2, fill));
      const roof = rnd();
      if (roof < 0.15) {
        parts.push(
          `<polygon fill="${fill}" points="${r1(x + w / 2 - 2.5)},${r1(top)} ${r1(x + w / 2)},${r1(top - between(15, 40))} ${r1(x + w / 2 + 2.5)},${r1(top)}"/>`,
        );
      } else if (roof < 0.27) {
        parts.push(
          `<path fill="${fill}" d="M ${r1(x + w * 0.15)} ${r1(top)} A ${r1(w * 0.35)} ${r1(w * 0.35)} 0 0 1 ${r1(x + w * 0.85)} ${r1(top)} Z"/>`,
        );
      } else if (roof < 0.45) {
        parts.push(rect(x + w * 0.25, top - 9 * scale, w * 0.5, 9 * scale, fill));
      }
      if (row === 1) {
        const cols = Math.max(2, Math.floor(w / 9));
        const gap = w / cols;
        for (let wy = top + 6; wy < horizon - 8; wy += 11) {
          for (let c = 0; c < cols; c++) {
            parts.push(rect(x + c * gap + gap * 0.25, wy, gap * 0.5, 5, pick(palette.windows)));
          }
        }
      }
      x += w + between(1, 8) * scale;
    }
  }

  // The foreground: a river with the sun's reflection and maybe a bridge, or a park.
  if (rnd() < 0.55) {
    parts.push(rect(0, horizon, CW, CH - horizon, palette.water));
    for (let i = 0; i < 14; i++) {
      const y = between(horizon + 4, CH - 4);
      const nearSun = rnd() < 0.5;
      parts.push(
        rect(
          nearSun ? sunX - between(5, 30) : between(0, CW),
          y,
          between(12, 60),
          1.5,
          palette.glow,
          ' opacity="0.4"',
        ),
      );
    }
    if (rnd() < 0.5) {
      const deck = horizon + (CH - horizon) * 0.3;
      let arches = '';
      for (let x = 0; x < CW; x += 80) {
        arches += `<path d="M ${x} ${r1(CH)} L ${x} ${r1(deck + 18)} A 40 22 0 0 1 ${x + 80} ${r1(deck + 18)} L ${x + 80} ${r1(CH)}" fill="none" stroke="${facade}" stroke-width="6"/>`;
      }
      parts.push(rect(0, deck, CW, 6, facade) + arches);
    }
  } else {
    parts.push(rect(0, horizon, CW, CH - horizon, palette.ground));
    for (let i = 0; i < 12; i++) {
      const tx = between(0, CW);
      const ty = between(horizon + 8, CH - 8);
      parts.push(rect(tx - 1, ty, 2.5, 9, facade));
      parts.push(
        `<circle cx="${r1(tx)}" cy="${r1(ty)}" r="${r1(between(6, 11))}" fill="${palette.tree}"/>`,
      );
    }
  }
  return svg(CW, CH, parts.join(''));
}

/** A city's picture rasterised to WebP. */
export async function renderCity(name: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(citySvg(name)))
    .webp({ quality: 80 })
    .toBuffer();
}
