import { Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import type { LanguageOption } from '@orbis/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDivider } from '../../../components/form-divider';
import { LanguageFlag } from '../../../components/language-flag';
import { keyMatches, messagesByKey, type FieldErrors } from '../../../lib/form-errors';
import type { WorldEventFormValues } from '../utils/event-form';

/** A hint under a language's tab when nothing is written in it yet. */
function Unwritten({ control, code }: { control: Control<WorldEventFormValues>; code: string }) {
  const { t } = useTranslation();
  const text = useWatch({ control, name: `texts.${code}` });
  if (code === 'en' || (text && (text.title.trim() || text.text.trim()))) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('world_events.language_missing')}
    </Text>
  );
}

/** True when the call that failed with `error` refused a field of language `code`. */
function hasErrorIn(error: unknown, code: string): boolean {
  return [...messagesByKey(error).keys()].some(
    (key) => key === `texts.${code}` || keyMatches(`texts.${code}.*`, key),
  );
}

/**
 * The event's headline and text in each game language, one tab per language. A tab whose fields
 * the server refused is marked, so an error in a hidden language is not missed.
 */
export function EventTextsFields({
  languages,
  register,
  control,
  errors,
  error,
}: {
  languages: LanguageOption[];
  register: UseFormRegister<WorldEventFormValues>;
  control: Control<WorldEventFormValues>;
  errors: FieldErrors;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>(languages[0]?.code ?? null);
  const hasError = (code: string) => hasErrorIn(error, code);
  // A refusal in another language than the one shown: show that language's fields.
  const firstRefused = languages.find((l) => hasError(l.code))?.code;
  useEffect(() => {
    if (firstRefused) setTab((shown) => (shown && hasErrorIn(error, shown) ? shown : firstRefused));
  }, [error, firstRefused]);
  return (
    <>
      <FormDivider label="world_events.texts" hint="world_events.texts_hint" />
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          {languages.map((l) => (
            <Tabs.Tab
              key={l.code}
              value={l.code}
              leftSection={<LanguageFlag code={l.code} size={14} />}
              rightSection={
                hasError(l.code) ? (
                  <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
                ) : null
              }
              c={hasError(l.code) ? 'red' : undefined}
              data-testid={`texts-tab-${l.code}`}
            >
              {l.text}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((l) => (
          <Tabs.Panel key={l.code} value={l.code} pt="sm">
            <Stack gap="sm">
              <Unwritten control={control} code={l.code} />
              <TextInput
                label={t('world_events.headline')}
                lang={l.code}
                autoComplete="off"
                {...errors.field(`texts.${l.code}.title`, { also: [`texts.${l.code}`] })}
                {...register(`texts.${l.code}.title`)}
              />
              <Textarea
                label={t('world_events.text')}
                lang={l.code}
                autosize
                minRows={2}
                maxRows={6}
                {...errors.field(`texts.${l.code}.text`)}
                {...register(`texts.${l.code}.text`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
