import fs from 'node:fs';
import path from 'node:path';
import {
  fillPlaceholders,
  numberFormat,
  tieBreakLines,
  type TieBreakTexts,
} from '@orbis/contracts';
import { TURNING_POINT_KINDS } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import { SEEDED_MESSAGE_TRANSLATIONS, SYSTEM_MESSAGES } from './system-messages.js';

const WEB_SRC = path.resolve(import.meta.dirname, '../../../web/src');

/**
 * The screens that speak the game's language: the player app and its chronicle, the projector's
 * screens, the handouts and the order form the player app shares with the control screen.
 */
const GAME_SCREENS = [
  'features/player',
  'features/chronicle',
  'features/stats',
  'features/final',
  'components/order-form',
  'features/handouts',
].map((dir) => path.join(WEB_SRC, dir));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The game screens' files, and the shared ones that write game texts (they take its messages). */
function gameTextFiles(): string[] {
  const shared = ['lib', 'components']
    .flatMap((dir) => sourceFiles(path.join(WEB_SRC, dir)))
    .filter((file) => /\b(SystemMessages|GameTexts)\b/.test(fs.readFileSync(file, 'utf8')));
  return [...GAME_SCREENS.flatMap(sourceFiles), ...shared];
}

const ids = new Set(SYSTEM_MESSAGES.map((m) => m.id));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** The first word of every message id: `player`, `final`, `nomination`, ... */
const GROUPS = [...new Set(SYSTEM_MESSAGES.map((m) => m.id.split('.')[0]))];

/**
 * Ids built from a value (`nomination.${name}`): only families whose ids are declared over the
 * value's type, so the compiler refuses a value without its message (the engine's nominations,
 * statuses and refusals; the seed's order names, keys, supertechs, clock phases).
 */
const TYPED_FAMILIES = new Set([
  'nomination.',
  'negotiation_status.',
  'order_error.',
  'order.',
  'ufo_key.',
  'supertech.',
  'clock.',
]);

/**
 * Every message id a file names, wherever it stands: in a call, a map of ids, a ternary. A key
 * kept in a map (`{ winner: 'final.standard' }`) once reached a phone as raw text, because only
 * `t('…')` calls were read.
 */
function namedIds(text: string): { literal: string[]; built: string[] } {
  const group = `(?:${GROUPS.join('|')})`;
  const literal = [...text.matchAll(new RegExp(`(['"\`])(${group}\\.[a-z0-9_.]+)\\1`, 'g'))];
  const built = [...text.matchAll(new RegExp(`\`(${group}\\.[a-z0-9_.]*)\\$\\{`, 'g'))];
  return { literal: literal.map((m) => m[2] ?? ''), built: built.map((m) => m[1] ?? '') };
}

describe('system messages of the game screens', () => {
  it('define every message id the player app and the projector name', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of gameTextFiles()) {
      const where = path.relative(WEB_SRC, file);
      const { literal, built } = namedIds(fs.readFileSync(file, 'utf8'));
      named += literal.length;
      for (const id of literal) if (!ids.has(id)) missing.push(`${where}: ${id}`);
      for (const prefix of built) {
        const family = TYPED_FAMILIES.has(prefix) && [...ids].some((id) => id.startsWith(prefix));
        if (!family) missing.push(`${where}: \`${prefix}\${…}\` is not a typed family of ids`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('catch an id kept in a map, as the phone’s winner card once had', () => {
    const { literal } = namedIds("const VALUE = { winner: 'final.standard', x: `player.budget` };");
    expect(literal).toEqual(['final.standard', 'player.budget']);
  });
});

describe('system messages of the player app', () => {
  it('have Russian and English texts with the same placeholders (player, news, rules, handouts, chronicle, certificates)', () => {
    const shown = SYSTEM_MESSAGES.filter((m) =>
      /^(player|news|rules|handout|chronicle|certificate)\./.test(m.id),
    );
    expect(shown.some((m) => m.id.startsWith('news.'))).toBe(true);
    expect(shown.some((m) => m.id.startsWith('rules.'))).toBe(true);
    for (const { id, original } of shown) {
      const ru = SEEDED_MESSAGE_TRANSLATIONS.ru[id];
      expect(ru?.trim(), id).toBeTruthy();
      expect(SEEDED_MESSAGE_TRANSLATIONS.en[id], id).toBe(original);
      expect(placeholders(ru ?? ''), id).toEqual(placeholders(original));
    }
  });

  it('tell every kind of turning point in Russian and English, a country before a colon', () => {
    const told = SYSTEM_MESSAGES.filter((m) => m.id.startsWith('turning_point.'));
    expect(told.map((m) => m.id.slice('turning_point.'.length)).sort()).toEqual(
      [...TURNING_POINT_KINDS].sort(),
    );
    for (const { id, original } of told) {
      const ru = SEEDED_MESSAGE_TRANSLATIONS.ru[id];
      expect(ru?.trim(), id).toBeTruthy();
      expect(SEEDED_MESSAGE_TRANSLATIONS.en[id], id).toBe(original);
      expect(placeholders(ru ?? ''), id).toEqual(placeholders(original));
      if (original.includes('{{country}}')) expect(ru, id).toMatch(/^\{\{country\}\}: /);
    }
  });

  // «США вводит санкции» had a verb agree with a name that may be plural; a name in the
  // nominative before a colon reads right for any country.
  it('name the countries of every Russian log entry and headline before a colon', () => {
    const told = SYSTEM_MESSAGES.filter(
      (m) => /^(log|news)\./.test(m.id) && m.original.includes('{{country}}'),
    );
    expect(told.length).toBeGreaterThan(40);
    for (const { id } of told) {
      expect(SEEDED_MESSAGE_TRANSLATIONS.ru[id], id).toMatch(
        /^\{\{country\}\}( и \{\{other\}\})?: /,
      );
    }
  });
});

describe("the winner rule's lines", () => {
  const texts = (code: 'ru' | 'en'): TieBreakTexts => ({
    ...numberFormat(code),
    t: (id, params) => fillPlaceholders(SEEDED_MESSAGE_TRANSLATIONS[code][id] ?? id, params),
  });
  // The play-through's tie: Аргентина and Россия both at 21 %, Аргентина up 13.4 points.
  const tie = {
    by: 'rise' as const,
    standard: 21,
    tied: [
      { country: 7, name: 'Россия', rise: 1.1, peacefulActs: 0 },
      { country: 8, name: 'Аргентина', rise: 13.4, peacefulActs: 0 },
    ],
  };

  it("say the winner's rise in plain words: the standard it rose from and the one it reached", () => {
    const nb = (text: string) => text.replace(/ %/g, '\u00a0%');
    expect(tieBreakLines(tie, 8, texts('ru'))).toEqual({
      equal: nb('Равный уровень жизни 21 %: Россия, Аргентина'),
      decided: nb('Решил наибольший рост с начала игры: с 7,6 % до 21 %'),
    });
    expect(tieBreakLines(tie, 8, texts('en')).decided).toBe(
      'Decided by the biggest rise since the start of the game: from 7.6% to 21%',
    );
  });
});
