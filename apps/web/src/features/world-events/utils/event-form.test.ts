import { describe, expect, it } from 'vitest';
import { blankEvent, eventBody, eventFormValues } from './event-form';

describe('the world event form', () => {
  it('starts blank with a title and text for each game language and one effect', () => {
    expect(blankEvent(['ru', 'en'])).toEqual({
      name: '',
      texts: { ru: { title: '', text: '' }, en: { title: '', text: '' } },
      effects: [{ kind: 'development', value: '', target: 'all' }],
    });
  });

  it('sends the typed numbers, shields as 0, and leaves out the languages left blank', () => {
    const form = blankEvent(['ru', 'en', 'de']);
    form.name = ' Oil crisis ';
    form.texts.en = { title: ' Oil crisis ', text: 'Prices soar.' };
    form.texts.ru = { title: '', text: 'Цены растут.' };
    form.effects = [
      { kind: 'development', value: ' -10 ', target: 'all' },
      { kind: 'shields', value: '7', target: 'chosen' },
      { kind: 'budget', value: '\u2212500', target: 'random' },
    ];
    expect(eventBody(form)).toEqual({
      name: ' Oil crisis ',
      texts: {
        en: { title: 'Oil crisis', text: 'Prices soar.' },
        ru: { title: '', text: 'Цены растут.' },
      },
      effects: [
        { kind: 'development', value: -10, target: 'all' },
        { kind: 'shields', value: 0, target: 'chosen' },
        { kind: 'budget', value: -500, target: 'random' },
      ],
    });
  });

  it('sends what is not a number as typed, for the server to say so on the field', () => {
    const form = blankEvent(['en']);
    form.effects = [
      { kind: 'ecology', value: 'a lot', target: 'all' },
      { kind: 'income', value: '', target: 'all' },
    ];
    expect(eventBody(form).effects.map((e) => e.value)).toEqual(['a lot', '']);
  });

  it('shows a stored event in the game languages there are, blank where it has no text', () => {
    const values = eventFormValues(
      {
        id: 4,
        name: 'Quake',
        texts: { en: { title: 'Quake', text: '' }, fr: { title: 'Séisme', text: '' } },
        effects: [
          { kind: 'shields', value: 0, target: 'random' },
          { kind: 'ecology', value: -5, target: 'all' },
        ],
      },
      ['ru', 'en'],
    );
    expect(values).toEqual({
      name: 'Quake',
      texts: {
        ru: { title: '', text: '' },
        en: { title: 'Quake', text: '' },
      },
      effects: [
        { kind: 'shields', value: '', target: 'random' },
        { kind: 'ecology', value: '-5', target: 'all' },
      ],
    });
  });
});
