import { describe, expect, it } from 'vitest';
import { i18n, onLabelsChange } from './i18n';

describe('the back-office labels', () => {
  it('write a number given to a label as the language writes numbers', async () => {
    i18n.addResourceBundle('ru', 'translation', { 'test.max': 'Не больше {{max}}.' }, true, true);
    i18n.addResourceBundle('en', 'translation', { 'test.max': 'At most {{max}}.' }, true, true);
    await i18n.changeLanguage('ru');
    expect(i18n.t('test.max', { max: 1_000_000 })).toBe('Не больше 1\u00a0000\u00a0000.');
    expect(i18n.t('test.max', { max: 0.5 })).toBe('Не больше 0,5.');
    // Text stays as given: money and percentages come written by their callers.
    expect(i18n.t('test.max', { max: '$1\u00a0300' })).toBe('Не больше $1\u00a0300.');
    await i18n.changeLanguage('en');
    expect(i18n.t('test.max', { max: 1_000_000 })).toBe('At most 1,000,000.');
  });

  it('tell a label read above the gate that its map came, in the language already chosen', async () => {
    await i18n.changeLanguage('ru');
    let told = 0;
    const stop = onLabelsChange(() => told++);
    // The first map of the language the page began in: no language change comes with it.
    i18n.addResourceBundle('ru', 'translation', { 'test.close': 'Закрыть сообщение' }, false, true);
    expect(told).toBeGreaterThan(0);
    expect(i18n.t('test.close')).toBe('Закрыть сообщение');
    stop();
    const before = told;
    i18n.addResourceBundle('ru', 'translation', { 'test.close': 'Закрыть' }, false, true);
    expect(told).toBe(before);
  });
});
