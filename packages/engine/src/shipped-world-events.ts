// The world events every install starts with (API.md: at least six, with `ru` and `en` texts).
// The server seeds them once; the simulator plays them (`--world-events`), which is how
// docs/balance.md weighs them against the default prices. Each is a story first and a nudge
// second: none decides a game alone (docs/balance.md "World events").
import type { WorldEventEffect } from './world-events.js';

export interface ShippedWorldEvent {
  name: string;
  texts: Record<'en' | 'ru', { title: string; text: string }>;
  effects: WorldEventEffect[];
}

export const SHIPPED_WORLD_EVENTS: readonly ShippedWorldEvent[] = Object.freeze([
  {
    name: 'Pandemic',
    texts: {
      en: {
        title: 'A pandemic sweeps the world',
        text: 'Borders close, factories stand still and hospitals overflow. Every city loses ground, and next year’s taxes will be thin.',
      },
      ru: {
        title: 'Мир охватила пандемия',
        text: 'Границы закрыты, заводы стоят, больницы переполнены. Каждый город теряет в развитии, а налогов в следующем году будет меньше.',
      },
    },
    effects: [
      { kind: 'development', value: -5, target: 'all' },
      { kind: 'income', value: -15, target: 'all' },
    ],
  },
  {
    name: 'Oil boom',
    texts: {
      en: {
        title: 'Oil strike!',
        text: 'A giant oil field is found. One lucky country cashes in at once, and the whole planet pays for the smoke.',
      },
      ru: {
        title: 'Нефтяной бум!',
        text: 'Открыто гигантское месторождение нефти. Одна счастливая страна сразу богатеет, а дымом расплачивается вся планета.',
      },
    },
    effects: [
      { kind: 'budget', value: 400, target: 'random' },
      { kind: 'ecology', value: -3, target: 'all' },
    ],
  },
  {
    name: 'Earthquake',
    texts: {
      en: {
        title: 'A major earthquake',
        text: 'The ground shook for a full minute. Cities are in ruins, their shields torn down, and rebuilding will take years.',
      },
      ru: {
        title: 'Сильное землетрясение',
        text: 'Земля тряслась целую минуту. Города в руинах, защитные щиты сорваны, на восстановление уйдут годы.',
      },
    },
    effects: [
      { kind: 'development', value: -10, target: 'random' },
      { kind: 'shields', value: 0, target: 'random' },
    ],
  },
  {
    name: 'Climate summit',
    texts: {
      en: {
        title: 'A climate summit agrees',
        text: 'For once, every leader signed. Emissions fall worldwide and the air is already cleaner.',
      },
      ru: {
        title: 'Климатический саммит договорился',
        text: 'Впервые подписались все лидеры. Выбросы сокращаются по всему миру, и воздух уже чище.',
      },
    },
    effects: [{ kind: 'ecology', value: 5, target: 'all' }],
  },
  {
    name: 'Stock market crash',
    texts: {
      en: {
        title: 'Markets crash',
        text: 'Panic on every exchange: savings vanish overnight and next year’s income shrinks.',
      },
      ru: {
        title: 'Обвал на биржах',
        text: 'Паника на всех биржах: сбережения исчезают за ночь, а доходы следующего года сокращаются.',
      },
    },
    effects: [
      { kind: 'budget', value: -150, target: 'all' },
      { kind: 'income', value: -10, target: 'all' },
    ],
  },
  {
    name: 'Green energy breakthrough',
    texts: {
      en: {
        title: 'A breakthrough in green energy',
        text: 'Cheap clean power arrives: the air clears, and every economy gets a lift next year.',
      },
      ru: {
        title: 'Прорыв в зелёной энергетике',
        text: 'Появилась дешёвая чистая энергия: воздух очищается, а в следующем году все экономики пойдут в рост.',
      },
    },
    effects: [
      { kind: 'ecology', value: 3, target: 'all' },
      { kind: 'income', value: 10, target: 'all' },
    ],
  },
  {
    name: 'Humanitarian aid',
    texts: {
      en: {
        title: 'The world sends aid',
        text: 'The nations pool their help for one country in need: money arrives and its cities rebuild.',
      },
      ru: {
        title: 'Мир посылает помощь',
        text: 'Страны объединяют усилия ради одной нуждающейся страны: приходят деньги, и её города отстраиваются.',
      },
    },
    effects: [
      { kind: 'budget', value: 300, target: 'chosen' },
      { kind: 'development', value: 5, target: 'chosen' },
    ],
  },
]);
