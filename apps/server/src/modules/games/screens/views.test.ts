// A log entry's and a headline's numbers, written by the game language's formats: a decimal
// standard or ecology gets the language's decimal mark, an amount its digit groups.
import { fillPlaceholders, numberFormat } from '@orbis/contracts';
import { promiseText, type GamePromise, type LineNames, type LogEntry } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import { roundNews } from './news.js';
import type { SystemMessages } from '../system-messages.js';
import { logItem } from './views.js';

// The seed's texts of the messages used here (modules never import the seed).
const TEXTS = {
  ru: {
    'log.income': '{{country}}: получен доход ${{value}}',
    'log.ecology': 'Экология мира теперь {{value}}',
    'news.ecology_fell': 'Экология мира упала с {{before}} до {{value}}',
    'log.promise_proposed': '{{country}}: стране {{other}} предложено обещание «{{promise}}»',
    'promise.transfer': 'перевести ей ${{value}} до конца раунда {{until}}',
  },
  en: {
    'log.income': '{{country}} got an income of ${{value}}',
    'log.ecology': 'World ecology is now {{value}}',
    'news.ecology_fell': 'World ecology fell from {{before}} to {{value}}',
    'log.promise_proposed': '{{country}} proposed a promise to {{other}}: {{promise}}',
    'promise.transfer': 'send it ${{value}} by the end of round {{until}}',
  },
};

/** The texts of `code`, as a game in that language reads them. */
function seeded(code: 'ru' | 'en'): SystemMessages {
  const texts: Record<string, string> = TEXTS[code];
  return {
    all: () => ({ ...texts }),
    t: (id, params) => fillPlaceholders(texts[id] ?? id, params),
    numbers: numberFormat(code),
    languageName: code === 'ru' ? 'Русский' : 'English',
    stamp: texts,
  };
}

const transfer: GamePromise = {
  id: 7,
  from: 1,
  to: 2,
  kind: 'transfer',
  value: 1200,
  until: 3,
  round: 1,
  status: 'proposed',
  sent: 0,
  settled: null,
};
/** Every country is Бразилия here and every city Рио; `transfer` is the one promise. */
const names = (texts: SystemMessages): LineNames => ({
  country: () => 'Бразилия',
  city: () => 'Рио',
  promise: (id) => (id === transfer.id ? promiseText(transfer, texts) : ''),
});
/** `e` as the log of a game in language `code` writes it. */
const item = (e: LogEntry, code: 'ru' | 'en') => logItem(e, names(seeded(code)), seeded(code));
const entry = (type: LogEntry['type'], value: number): LogEntry => ({
  round: 1,
  type,
  country: 1,
  value,
  target: null,
});

describe('numbers in log entries and news', () => {
  it('writes an amount with its digit groups, a measure with the decimal mark', () => {
    expect(item(entry('income', 1128), 'ru').text).toBe('Бразилия: получен доход $1\u00a0128');
    expect(item(entry('income', 1128), 'en').text).toContain('$1,128');
    expect(item(entry('ecology', 40.55), 'ru').text).toBe('Экология мира теперь 40,6');
    expect(item(entry('ecology', 40.55), 'en').text).toContain('40.6');
    // The API's own value stays plain, for whoever reads it as data.
    expect(item(entry('income', 1128), 'ru').langValue).toBe('1128');
  });

  it('writes a promise’s amount as money in the words of its kind', () => {
    const proposed: LogEntry = { ...entry('promise_proposed', transfer.id), target: 2 };
    expect(item(proposed, 'ru').text).toBe(
      'Бразилия: стране Бразилия предложено обещание «перевести ей $1\u00a0200 до конца раунда 3»',
    );
    expect(item(proposed, 'en').text).toBe(
      'Бразилия proposed a promise to Бразилия: send it $1,200 by the end of round 3',
    );
  });

  it("writes the round news's ecology in the language's format", () => {
    const state = {
      history: [{ round: 1, ecology: 40.5 }],
      countries: [],
      cities: [],
    } as unknown as Parameters<typeof roundNews>[1];
    const news = roundNews([entry('ecology', 40.5)], state, 48.25, seeded('ru'));
    expect(news['1']?.map((n) => n.text)).toContain('Экология мира упала с 48,3 до 40,5');
  });
});
