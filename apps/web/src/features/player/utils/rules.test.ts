import { describe, expect, it } from 'vitest';
import { SEEDED_MESSAGE_TRANSLATIONS } from '../../../../../server/src/seed/system-messages';
import { translator } from '../../../lib/game-messages';
import { playerRules } from './rules';
import { teamView } from '../../../lib/orders/testing';

const ru = translator(SEEDED_MESSAGE_TRANSLATIONS.ru);
const en = translator(SEEDED_MESSAGE_TRANSLATIONS.en);

describe('playerRules', () => {
  it('tells the game’s own prices and effects, in its language', () => {
    const state = teamView((s) => {
      s.prices = { ...s.prices, technology_cost: 1200, develop_boost: 30, rounds: 8 };
    });
    const rules = playerRules(state, ru, 'ru');
    const order = (type: string) => rules.orders.find((o) => o.type === type);
    expect(rules.goal[0]).toContain('8 раундов');
    // Money as the game writes it, with the language's digit grouping.
    expect(order('technology')?.price).toBe('$1\u00a0200');
    expect(order('develop')).toMatchObject({
      name: 'Развитие города',
      price: '$150',
      effect: expect.stringContaining('+30 к развитию'),
    });
    expect(order('attack')?.price).toBe('одна бомба на удар');
    expect(order('sanction')?.price).toBe('бесплатно');
    // Percentages as the language writes them, with the sign once.
    expect(rules.goal[2]).toContain('экология мира — 48\u00a0%.');
    expect(order('sanction')?.effect).toMatch(/падает на \d+\u00a0%, пока/);
    expect(JSON.stringify(rules)).not.toMatch(/%%|\d%/);
    // No placeholder is left unfilled anywhere.
    expect(JSON.stringify(rules)).not.toMatch(/\{\{/);
  });

  it('explains the UFO keys and each supertech only in a game with the UFO mode', () => {
    const plain = playerRules(teamView(), en, 'en');
    expect(plain.ufo).toBeNull();
    expect(plain.orders.map((o) => o.type)).not.toContain('supertech');
    expect(plain.negotiations).toBeNull();
    // Promises need no mode: every game explains them.
    expect(plain.promises).toEqual([expect.stringContaining('The game checks every promise')]);

    const ufo = playerRules(
      teamView((s) => {
        s.game.mods = ['ufo', 'negotiation'];
        s.prices = { ...s.prices, supertech_ecology: 25, supertech_boost: 15, ufo_per_round: 3 };
      }),
      en,
      'en',
    );
    expect(ufo.orders.map((o) => o.type)).toEqual(
      expect.arrayContaining(['ufo_contact', 'supertech']),
    );
    expect(ufo.ufo?.text.join(' ')).toContain('3 UFOs');
    expect(ufo.ufo?.supertechs).toEqual([
      { kind: 'dome', name: 'Dome', effect: 'a shield over each of your surviving cities.' },
      {
        kind: 'terraform',
        name: 'Terraforming',
        effect: expect.stringContaining('+25 to the world’s ecology'),
      },
      { kind: 'boom', name: 'Boom', effect: expect.stringContaining('+15 development') },
    ]);
    expect(ufo.negotiations).not.toBeNull();
  });

  it('says which way the ecology drifts, in words, and nothing when it does not', () => {
    const drift = (value: number) =>
      playerRules(
        teamView((s) => {
          s.prices = { ...s.prices, ecology_drift: value };
        }),
        en,
        'en',
      ).ecology.join(' ');
    expect(drift(-2)).toContain('falls by 2 each round');
    expect(drift(3)).toContain('rises by 3 each round');
    expect(drift(0)).not.toMatch(/each round by itself/);
  });

  it('gives the winner rule in its two sentences, after the nominations', () => {
    const rules = playerRules(teamView(), en, 'en');
    expect(rules.nominations.map((n) => n.name)).toEqual([
      'Winner',
      'Investor',
      'Ecologist',
      'Peacemaker',
      'Aggressor',
    ]);
    expect(rules.winnerRule).toEqual([
      expect.stringContaining('rose most since the start of the game'),
      expect.stringContaining('most peaceful acts'),
    ]);
    // A standard counts as shown: the rule says which standards are the same.
    expect(rules.winnerRule[0]).toContain(
      'the same highest average living standard (to one decimal)',
    );
    expect(playerRules(teamView(), ru, 'ru').winnerRule[0]).toContain('с точностью до десятых');
  });
});
