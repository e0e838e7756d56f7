import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDED_MESSAGE_TRANSLATIONS, SYSTEM_MESSAGES } from './system-messages.js';

const PLAYER_APP = path.resolve(import.meta.dirname, '../../../../web/src/features/player');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ids = new Set(SYSTEM_MESSAGES.map((m) => m.id));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('system messages of the player app', () => {
  it('define every message the player screens use', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(PLAYER_APP)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        const id = match[1] ?? '';
        if (!ids.has(id)) missing.push(`${path.relative(PLAYER_APP, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have Russian and English texts with the same placeholders (player, news and rules)', () => {
    const shown = SYSTEM_MESSAGES.filter((m) => /^(player|news|rules)\./.test(m.id));
    expect(shown.some((m) => m.id.startsWith('news.'))).toBe(true);
    expect(shown.some((m) => m.id.startsWith('rules.'))).toBe(true);
    for (const { id, original } of shown) {
      const ru = SEEDED_MESSAGE_TRANSLATIONS.ru[id];
      expect(ru?.trim(), id).toBeTruthy();
      expect(SEEDED_MESSAGE_TRANSLATIONS.en[id], id).toBe(original);
      expect(placeholders(ru ?? ''), id).toEqual(placeholders(original));
    }
  });
});
