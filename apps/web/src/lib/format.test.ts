import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format';

// 04:11 and 16:45 on the device's clock, whatever its time zone.
const early = new Date(2026, 4, 21, 4, 11).getTime();
const late = new Date(2026, 4, 21, 16, 45);

describe('a time of day on every screen', () => {
  it('is written one way per language: the hour without a leading zero', () => {
    expect(formatClockTime(early, 'ru')).toBe('4:11');
    expect(formatClockTime(late, 'ru')).toBe('16:45');
    expect(formatClockTime(early, 'en')).toMatch(/^4:11\sAM$/);
    expect(formatClockTime(late, 'en')).toMatch(/^4:45\sPM$/);
  });

  it('is the same from a Date and from its milliseconds, and survives a code Intl does not know', () => {
    expect(formatClockTime(new Date(early), 'ru')).toBe(formatClockTime(early, 'ru'));
    expect(formatClockTime(early, 'xx-invalid-code-1')).toMatch(/4:11/);
  });
});
