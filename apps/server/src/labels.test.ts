import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from './labels.js';
import { SYSTEM_MESSAGES } from './seed/system-messages.js';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');
// The player app speaks the game's language: its texts are system messages (system-messages.test),
// and so do the chronicle it shows and the order form it shares with the control screen.
const GAME_LANGUAGE = [
  path.join(WEB_SRC, 'features', 'player'),
  path.join(WEB_SRC, 'features', 'chronicle'),
  path.join(WEB_SRC, 'components', 'order-form'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (GAME_LANGUAGE.includes(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Label keys appear as t('key') calls, or as props and fields that the shared widgets translate.
// `texts.t('id')` is a game text (a system message, in the game's language), not a label.
const USES = [
  /(?<!texts\.)\bt\(\s*'([^']+)'/g,
  /\b(?:header|title|empty|submitLabel|addLabel|labelKey|label):\s*'([a-z_]+\.[a-z0-9_.]+)'/g,
  /\b(?:header|title|empty|submitLabel|addLabel|labelKey|label)="([a-z_]+\.[a-z0-9_.]+)"/g,
];

describe('back-office labels', () => {
  it('define every label the web app uses, in both seeded languages', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(WEB_SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of USES) {
        for (const match of text.matchAll(pattern)) {
          const key = match[1] ?? '';
          if (!(key in ADMIN_LABELS)) missing.push(`${path.relative(WEB_SRC, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave the game texts the projector screens use to the system messages', () => {
    const ids = new Set(SYSTEM_MESSAGES.map((m) => m.id));
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(WEB_SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      // A text named in a table stands as `messageId: 'id'`, translated where the table is used.
      for (const match of text.matchAll(/\b(?:texts\.t\(\s*|messageId:\s*)'([^']+)'/g)) {
        used++;
        const id = match[1] ?? '';
        if (!ids.has(id)) missing.push(`${path.relative(WEB_SRC, file)}: ${id}`);
      }
    }
    expect(used).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('measure the report’s peacemaker as the nomination counts: kept promises too', () => {
    const nominations = fs.readFileSync(
      path.join(WEB_SRC, 'features', 'report', 'components', 'nominations-section.tsx'),
      'utf8',
    );
    const key = /peacemaker: '(report\.measure\.[a-z0-9_]+)'/.exec(nominations)?.[1] ?? '';
    expect(ADMIN_LABELS).toHaveProperty([key]);
    const text = ADMIN_LABELS[key as keyof typeof ADMIN_LABELS];
    // The acts of the engine's `peacefulActs`, as the rules name them.
    for (const act of ['transfers sent', 'sanctions lifted', 'talks finished', 'promises kept'])
      expect(text.en).toContain(act);
    for (const act of [
      'переводы',
      'снятые санкции',
      'завершённые переговоры',
      'сдержанные обещания',
    ])
      expect(text.ru).toContain(act);
  });

  it('have a non-empty English original and Russian text each', () => {
    for (const [key, text] of Object.entries(ADMIN_LABELS)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.ru.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (s: string) =>
      [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(ADMIN_LABELS)) {
      expect(placeholders(text.ru), key).toEqual(placeholders(text.en));
    }
  });
});
