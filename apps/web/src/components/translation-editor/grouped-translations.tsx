import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormSection,
  NothingFound,
  TranslationTable,
  countTranslated,
  groupByPrefix,
  type TranslationItem,
} from './translation-editor';
import type { TranslationState } from './translation-form';

/** Label keys of a grouped section: its title and hint, and the prefix of its group headings. */
export interface SectionLabels {
  title: string;
  hint: string;
  /** Prefix of the group headings' keys, e.g. `languages.group.` + `log`. */
  groupPrefix: string;
}

interface GroupedTranslationsProps {
  labels: SectionLabels;
  items: TranslationItem[];
  state: TranslationState;
  errors: Record<string, string>;
}

/**
 * A form section of translations grouped by the prefix of their ids (log, order_error, menu...),
 * one table per group. A group without a heading label shows its raw prefix.
 */
export function GroupedTranslations({ labels, items, state, errors }: GroupedTranslationsProps) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => groupByPrefix(items), [items]);
  const heading = (prefix: string) => {
    const key = `${labels.groupPrefix}${prefix}`;
    return i18n.exists(key) ? t(key) : prefix;
  };
  return (
    <FormSection
      title={t(labels.title)}
      hint={t(labels.hint)}
      translated={countTranslated(items, state.texts)}
      total={items.length}
    >
      <Stack gap="lg">
        {groups.map((g) => (
          <TranslationTable
            key={g.prefix}
            heading={heading(g.prefix)}
            items={g.items}
            state={state}
            errors={errors}
          />
        ))}
        {!items.some(state.visible) && <NothingFound />}
      </Stack>
    </FormSection>
  );
}
