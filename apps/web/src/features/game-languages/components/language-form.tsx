import { Stack, Text } from '@mantine/core';
import type { LangMessages, LangNames, LanguageAddBody, LanguageResponse } from '@orbis/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormSection,
  NothingFound,
  TranslationTable,
  countTranslated,
  sourceItems,
  sourceTexts,
  type Texts,
  type TranslationItem,
} from '../../../components/translation-editor/translation-editor';
import {
  GroupedTranslations,
  type SectionLabels,
} from '../../../components/translation-editor/grouped-translations';
import type { LanguageSave } from '../../../components/translation-editor/language-screens';
import {
  TranslationForm,
  type TranslationState,
} from '../../../components/translation-editor/translation-form';

interface LanguageFormProps extends LanguageSave<Required<LanguageAddBody>, LanguageResponse> {
  messages: LangMessages;
  names: LangNames;
}

const MESSAGES: SectionLabels = {
  title: 'languages.messages_section',
  hint: 'languages.messages_hint',
  groupPrefix: 'languages.group.',
};

interface CountryBlock {
  id: number;
  /** The country first, then its cities. */
  items: TranslationItem[];
}

function buildItems(messages: LangMessages, names: LangNames) {
  const messageItems = sourceItems(messages, 'messages.');
  const countries: CountryBlock[] = names.countries.map((c) => ({
    id: c.id,
    items: [
      { name: `names.countries.${c.id}`, id: String(c.id), original: c.original_value },
      ...(names.cities[String(c.id)] ?? []).map((city) => ({
        name: `names.cities.${city.id}`,
        id: String(city.id),
        original: city.original_value,
      })),
    ],
  }));
  return { messageItems, countries };
}

/** The form's starting texts: the language's translations, blank where there are none. */
function initialTexts(
  messages: LangMessages,
  names: LangNames,
  language: LanguageResponse | undefined,
): Texts {
  const texts = sourceTexts(messages, 'messages.', language?.messages);
  for (const c of names.countries) {
    texts[`names.countries.${c.id}`] = language?.names.countries[c.id] ?? '';
    for (const city of names.cities[String(c.id)] ?? []) {
      texts[`names.cities.${city.id}`] = language?.names.cities[city.id] ?? '';
    }
  }
  return texts;
}

/** Every country with its cities under it. */
function NamesSection({
  countries,
  state,
  errors,
}: {
  countries: CountryBlock[];
  state: TranslationState;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const items = countries.flatMap((c) => c.items);
  const anyShown = items.some(state.visible);
  return (
    <FormSection
      title={t('languages.names_section')}
      hint={t('languages.names_hint')}
      translated={countTranslated(items, state.texts)}
      total={items.length}
    >
      {countries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('languages.no_countries')}
        </Text>
      ) : (
        <Stack gap="lg">
          {countries.map((c) => (
            <TranslationTable
              key={c.id}
              items={c.items}
              state={state}
              errors={errors}
              indentFrom={1}
            />
          ))}
          {!anyShown && <NothingFound />}
        </Stack>
      )}
    </FormSection>
  );
}

/**
 * GameLanguagesAdd and GameLanguagesEdit: name and code, one input per system message with its
 * original beside it, then the countries with their cities.
 */
export function LanguageForm({ messages, names, language, onSubmit, ...save }: LanguageFormProps) {
  const { messageItems, countries } = useMemo(() => buildItems(messages, names), [messages, names]);
  const texts = useMemo(() => initialTexts(messages, names, language), [messages, names, language]);
  return (
    <TranslationForm
      {...save}
      language={language}
      initialTexts={texts}
      onSubmit={(main, translations) =>
        onSubmit({
          ...main,
          messages: translations('messages.'),
          names: {
            countries: translations('names.countries.'),
            cities: translations('names.cities.'),
          },
        })
      }
    >
      {(state, errors) => (
        <>
          <GroupedTranslations
            labels={MESSAGES}
            items={messageItems}
            state={state}
            errors={errors}
          />
          <NamesSection countries={countries} state={state} errors={errors} />
        </>
      )}
    </TranslationForm>
  );
}
