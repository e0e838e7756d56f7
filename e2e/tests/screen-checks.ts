// The two checks every screen of the walk in a11y.spec.ts passes, run on the page as it is:
// axe (WCAG 2.1 A and AA: no serious or critical violation) and the label-key scan (no back-office
// label key or system message id, resolved or not, and no unfilled `{{placeholder}}` of a label,
// shown as text, in an aria-label, a title, a placeholder or an alt).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ApiClient } from './game-api';
import { animationsDone } from './helpers';

/** The keys a screen must never show: every label key and system message id, and their groups. */
export interface KnownKeys {
  keys: ReadonlySet<string>;
  /** The first part of every key (`games`, `final`, `log`...): an unresolved key starts so too. */
  groups: ReadonlySet<string>;
}

/**
 * The label catalogue's keys and the system message ids (of game `gameId`, else of the first game
 * language, read by the admin `api`), as the API serves them.
 */
export async function knownKeys(api: ApiClient, gameId?: number): Promise<KnownKeys> {
  const [labels, messages] = await Promise.all([
    api.get<Record<string, string>>('/api/backoffice/get_admin_language_messages'),
    gameId === undefined
      ? systemMessageIds(api)
      : api.post<Record<string, string>>('/api/game/get_lang_messages_values', { gameId }),
  ]);
  const keys = new Set([...Object.keys(labels), ...Object.keys(messages)]);
  // Both catalogues are large: an empty one means the scan would pass on anything.
  expect(Object.keys(labels).length).toBeGreaterThan(100);
  expect(Object.keys(messages).length).toBeGreaterThan(100);
  return { keys, groups: new Set([...keys].map((k) => k.split('.')[0] ?? k)) };
}

/** Every system message id, from the admin's list of them (`get_lang_messages`). */
async function systemMessageIds(api: ApiClient): Promise<Record<string, string>> {
  const list = await api.get<{ id: string }[]>('/api/backoffice/get_lang_messages');
  return Object.fromEntries(list.map((m) => [m.id, m.id]));
}

// A key's shape: lower-case words joined by dots ("final.standard", "report.why.winner").
const KEY_SHAPE = /(?<![\w@/.-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/-])/g;

/**
 * The label keys in `text`: a known key, or a word of a key's shape in a known group (an
 * unresolved key: the catalogue lacks it, and i18next or the game's texts wrote the key itself).
 */
export function keysIn(text: string, known: KnownKeys): string[] {
  return [...text.matchAll(KEY_SHAPE)]
    .map((m) => m[0])
    .filter((word) => known.keys.has(word) || known.groups.has(word.split('.')[0] ?? word));
}

/** What a person or a screen reader meets on the page: its visible text and named attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

// A label's placeholder left unfilled ("at most {{max}} MB"): the caller gave no value for it.
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;

/** What the page shows as it is now that a label left raw: its keys, its unfilled placeholders. */
async function rawLabels(page: Page, known: KnownKeys): Promise<string[]> {
  const texts = await shownTexts(page);
  const keys = texts.flatMap((text) => keysIn(text, known)).map((k) => `raw label key: ${k}`);
  const placeholders = texts
    .flatMap((text) => [...text.matchAll(PLACEHOLDER)])
    .map((m) => `unfilled placeholder: ${m[0]}`);
  return [...new Set([...keys, ...placeholders])];
}

/**
 * The serious and critical violations of WCAG 2.1 A and AA on the page as it is now, outside the
 * elements `skip` selects.
 */
async function axeViolations(page: Page, skip?: string): Promise<{ rule: string; text: string }[]> {
  await animationsDone(page);
  const builder = new AxeBuilder({ page });
  if (skip) builder.exclude(skip);
  const result = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Still "experimental" in axe, so off unless named: a control's name must hold its words.
    // Only the violations are wanted: axe then keeps one node of each pass and inapplicable rule
    // rather than all (a fifth of the walk's time).
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        text:
          `${v.id} (${v.impact}) ${v.help}: ${n.target.join(' ')}: ` +
          `${n.failureSummary?.split('\n').slice(1, 2).join('')}`,
      })),
    );
}

export interface CheckOptions {
  /**
   * False for a screen that names keys on purpose (the translation editors show each label's key
   * beside its text).
   */
  keys?: boolean;
  /**
   * What axe leaves out: copies of what it checks elsewhere on the screen. A translation editor
   * repeats one row some eight hundred times, and axe takes minutes over them all.
   */
  skip?: string;
}

/** Collects each screen's findings of both checks, so one run names every screen that fails. */
export class ScreenChecks {
  readonly found: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly known: KnownKeys,
  ) {}

  /** Opens `url`, waits for `ready`, and checks the screen (`options`: as `now`'s). */
  async screen(
    name: string,
    url: string,
    ready: (page: Page) => Promise<void>,
    options?: CheckOptions,
  ): Promise<void> {
    await this.page.goto(url);
    await ready(this.page);
    await this.now(name, options);
  }

  /** Checks the page as it is. */
  async now(name: string, { keys = true, skip }: CheckOptions = {}): Promise<void> {
    const findings = [
      ...(keys ? await rawLabels(this.page, this.known) : []),
      ...(await axeViolations(this.page, skip)).map((v) => v.text),
    ];
    this.found.push(...findings.map((finding) => `${name}: ${finding}`));
  }

  /** Adds another page's findings to these. */
  add(other: ScreenChecks): void {
    this.found.push(...other.found);
  }

  check(): void {
    expect(this.found, this.found.join('\n')).toEqual([]);
  }
}
