import { describe, expect, it } from 'vitest';
import { localIso, stopTime } from './hard-stop';

describe('the hard stop as typed', () => {
  it('is today’s time with this device’s offset, read back as the same moment', () => {
    const now = new Date(2030, 4, 1, 15, 10);
    const iso = stopTime('16:45', now);
    expect(iso).toMatch(/^2030-05-01T16:45:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso ?? '')).toBe(new Date(2030, 4, 1, 16, 45).getTime());
    expect(localIso(new Date(2030, 4, 1, 9, 5))).toMatch(/^2030-05-01T09:05:00/);
  });

  it('is tomorrow’s once more than 12 hours past, and nothing when not a time', () => {
    const late = new Date(2030, 4, 1, 23, 30);
    expect(Date.parse(stopTime('00:30', late) ?? '')).toBe(new Date(2030, 4, 2, 0, 30).getTime());
    // A stop just passed stays today's: the server says it cannot be met.
    expect(stopTime('23:00', late)).toMatch(/^2030-05-01T23:00/);
    expect(stopTime('', late)).toBeNull();
    expect(stopTime('7 pm', late)).toBeNull();
  });
});
