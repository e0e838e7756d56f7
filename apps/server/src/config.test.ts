import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('CHRONICLE_DAYS', () => {
  it('keeps a published chronicle 90 days unless told otherwise', () => {
    expect(loadConfig({}).chronicleDays).toBe(90);
    expect(loadConfig({ CHRONICLE_DAYS: ' 7 ' }).chronicleDays).toBe(7);
  });

  it('refuses what is not a whole number of days from 1 on', () => {
    for (const value of ['0', '-3', '1.5', 'abc', ''])
      expect(() => loadConfig({ CHRONICLE_DAYS: value }), value).toThrow(/CHRONICLE_DAYS/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('keeps 10 connections unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 12 ' }).databasePoolSize).toBe(12);
  });

  it('refuses what is not a whole number from 1 to 100', () => {
    for (const value of ['0', '-1', '2.5', 'many', '101']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
