import { describe, expect, it } from 'vitest';
import { lastRoundEntries, roundsNewestFirst } from './log';

const item = (text: string) => ({
  type: 'log.develop',
  langCountry: 'France',
  langValue: '',
  text,
});

describe('the team log', () => {
  const log = { '1': [item('a'), item('b')], '2': [item('c')], '3': [] };

  it('groups entries by round, newest round first, leaving out empty rounds', () => {
    expect(roundsNewestFirst(log).map((r) => [r.round, r.entries.map((e) => e.text)])).toEqual([
      [2, ['c']],
      [1, ['a', 'b']],
    ]);
  });

  it('reads what the round before the current one did', () => {
    expect(lastRoundEntries(log, 2).map((e) => e.text)).toEqual(['a', 'b']);
    expect(lastRoundEntries(log, 1)).toEqual([]);
  });
});
