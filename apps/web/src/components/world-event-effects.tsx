import { List, Text } from '@mantine/core';
import type { WorldEventEffect } from '@orbis/engine';
import { useTranslation } from 'react-i18next';
import { effectPhrase, targetWordsKey } from '../lib/world-event-words';

/** One effect in words, its target named (the chosen country's name once it is known). */
export function useEffectWords(): (effect: WorldEventEffect, country?: string | null) => string {
  const { t, i18n } = useTranslation();
  return (effect, country) => {
    const who = effect.target === 'chosen' && country ? country : t(targetWordsKey(effect));
    const { key, values } = effectPhrase(effect, who, i18n.language);
    return t(key, values);
  };
}

/**
 * A world event's effects in words, one line each ("Every country: development −10 in every
 * city"). `country` names the chosen target once the host has picked it.
 */
export function WorldEventEffects({
  effects,
  country,
  size = 'sm',
}: {
  effects: readonly WorldEventEffect[];
  country?: string | null;
  size?: 'xs' | 'sm';
}) {
  const words = useEffectWords();
  if (effects.length === 1 && effects[0]) {
    return (
      <Text size={size} data-testid="event-effects">
        {words(effects[0], country)}
      </Text>
    );
  }
  return (
    <List size={size} spacing={2} data-testid="event-effects">
      {effects.map((effect, i) => (
        <List.Item key={i}>{words(effect, country)}</List.Item>
      ))}
    </List>
  );
}
