// The pieces of a long translation form, shared by game languages and back-office languages:
// the state (one record keyed by each input's name, since ids contain dots that react-hook-form
// would read as nesting), a sticky toolbar (filter, counter, save), sections and rows that show
// each original beside its input.
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TranslationSource } from '@orbis/contracts';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_KEYS_ATTRIBUTE, errorKeys } from '../../lib/form-errors';

/** What an update call puts before each field's key: its body is `{ language: {...} }`. */
export const LANGUAGE_FIELDS_PREFIX = 'language.';

/** One text to translate: its input name, its id, its original and what to show under it. */
export interface TranslationItem {
  name: string;
  id: string;
  original: string;
  /** A small caption under the original (a message id). */
  caption?: string;
}

/** The texts of a form, keyed by input name; blank means untranslated. */
export type Texts = Record<string, string>;

/** One input per source text (a system message, a label), named `prefix` and its id. */
export function sourceItems(sources: TranslationSource[], prefix: string): TranslationItem[] {
  return sources.map((s) => ({
    name: `${prefix}${s.id}`,
    id: s.id,
    original: s.original_value,
    caption: s.id,
  }));
}

/** The starting texts of those inputs: the language's translations, blank where there are none. */
export function sourceTexts(
  sources: TranslationSource[],
  prefix: string,
  translations: Record<string, string> | undefined,
): Texts {
  const texts: Texts = {};
  for (const s of sources) texts[`${prefix}${s.id}`] = translations?.[s.id] ?? '';
  return texts;
}

/** The translations whose input names start with `prefix`, keyed by the rest of the name. */
export function collectTexts(texts: Texts, prefix: string, keepBlank: boolean): Texts {
  const out: Texts = {};
  for (const [name, value] of Object.entries(texts)) {
    if (!name.startsWith(prefix)) continue;
    const text = value.trim();
    if (text !== '' || keepBlank) out[name.slice(prefix.length)] = text;
  }
  return out;
}

/** Groups items by the part of their id before the first dot, keeping their order. */
export function groupByPrefix(
  items: TranslationItem[],
): { prefix: string; items: TranslationItem[] }[] {
  const groups = new Map<string, TranslationItem[]>();
  for (const item of items) {
    const prefix = item.id.split('.')[0] ?? '';
    const list = groups.get(prefix);
    if (list) list.push(item);
    else groups.set(prefix, [item]);
  }
  return [...groups].map(([prefix, list]) => ({ prefix, items: list }));
}

/**
 * The state of a translation form: the texts, a filter (by id, original or translation) and an
 * "only untranslated" view. That view keeps the rows that were blank when it was switched on, so
 * a row does not vanish while it is being typed into.
 */
export function useTranslationTexts(initial: Texts) {
  const [texts, setTexts] = useState<Texts>(initial);
  const [filter, setFilter] = useState('');
  const [blankOnly, setBlankOnly] = useState<Set<string> | null>(null);

  const setText = useCallback((name: string, value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
  }, []);

  const toggleBlankOnly = (on: boolean) =>
    setBlankOnly(
      on ? new Set(Object.keys(texts).filter((name) => (texts[name] ?? '').trim() === '')) : null,
    );

  const needle = filter.trim().toLowerCase();
  const visible = useCallback(
    (item: TranslationItem) => {
      if (blankOnly && !blankOnly.has(item.name)) return false;
      if (!needle) return true;
      return [item.id, item.original, texts[item.name] ?? ''].some((s) =>
        s.toLowerCase().includes(needle),
      );
    },
    [blankOnly, needle, texts],
  );

  const translated = useMemo(
    () => Object.values(texts).filter((v) => v.trim() !== '').length,
    [texts],
  );

  return {
    texts,
    setText,
    filter,
    setFilter,
    blankOnly: blankOnly != null,
    toggleBlankOnly,
    visible,
    translated,
    total: Object.keys(texts).length,
  };
}

/** How many of `items` have a translation. */
export function countTranslated(items: TranslationItem[], texts: Texts): number {
  return items.filter((i) => (texts[i.name] ?? '').trim() !== '').length;
}

/** The save bar: stays under the header while the long form scrolls. */
export function TranslationToolbar({
  translated,
  total,
  filter,
  onFilter,
  blankOnly,
  onBlankOnly,
  submitLabel,
  submitting,
}: {
  translated: number;
  total: number;
  filter: string;
  onFilter: (value: string) => void;
  blankOnly: boolean;
  onBlankOnly: (on: boolean) => void;
  submitLabel: string;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    // The band behind the bar hides the rows scrolling under it.
    <Box
      pos="sticky"
      top="var(--app-shell-header-offset, 60px)"
      py="xs"
      mt="calc(var(--mantine-spacing-xs) * -1)"
      bg="gray.0"
      style={{ zIndex: 10 }}
    >
      <Paper withBorder radius="md" p="sm" shadow="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="wrap" style={{ flex: 1 }}>
            <TextInput
              aria-label={t('languages.filter')}
              placeholder={t('languages.filter_placeholder')}
              leftSection={<IconSearch size={16} />}
              value={filter}
              onChange={(e) => onFilter(e.currentTarget.value)}
              type="search"
              w={{ base: '100%', sm: 380 }}
            />
            <Switch
              label={t('languages.only_untranslated')}
              checked={blankOnly}
              onChange={(e) => onBlankOnly(e.currentTarget.checked)}
            />
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed" data-testid="translated-count">
              {t('languages.translated_count', { count: translated, total })}
            </Text>
            <Button type="submit" loading={submitting}>
              {t(submitLabel)}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Box>
  );
}

/** A titled card of the form, with its own translated counter when it has one. */
export function FormSection({
  title,
  hint,
  translated,
  total,
  children,
}: {
  title: string;
  hint?: string;
  translated?: number;
  total?: number;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section">
      <Stack gap="md">
        <div>
          <Group justify="space-between" align="center">
            <Title order={3} size="h4">
              {title}
            </Title>
            {total !== undefined && (
              <Badge variant="light" color={translated === total ? 'green' : 'gray'}>
                {translated} / {total}
              </Badge>
            )}
          </Group>
          {hint && (
            <Text size="sm" c="dimmed" mt={4}>
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

const TranslationRow = memo(function TranslationRow({
  item,
  value,
  error,
  onChange,
  indent,
  strong,
}: {
  item: TranslationItem;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  indent?: boolean;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td pl={indent ? 'xl' : undefined} w="45%">
        <Text size="sm" fw={strong ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {item.original}
        </Text>
        {item.caption && (
          <Text size="xs" c="dimmed" ff="monospace">
            {item.caption}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <TextInput
          name={item.name}
          aria-label={item.original}
          value={value}
          error={error}
          {...{
            [ERROR_KEYS_ATTRIBUTE]: errorKeys([item.name], LANGUAGE_FIELDS_PREFIX).join(' '),
          }}
          onChange={(e) => onChange(item.name, e.currentTarget.value)}
          autoComplete="off"
        />
      </Table.Td>
    </Table.Tr>
  );
});

/** Rows of originals with their translation inputs; rows the filter hides are left out. */
export function TranslationTable({
  items,
  state,
  errors,
  heading,
  indentFrom,
}: {
  items: TranslationItem[];
  state: ReturnType<typeof useTranslationTexts>;
  errors: Record<string, string>;
  /** A title row above the rows (a group of messages). */
  heading?: string;
  /** Rows from this index on are indented (cities under their country). */
  indentFrom?: number;
}) {
  const { t } = useTranslation();
  const shown = items.filter(state.visible);
  if (shown.length === 0) return null;
  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" layout="fixed">
      {heading && (
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="45%">{heading}</Table.Th>
            <Table.Th>
              <Text size="xs" c="dimmed" fw={500}>
                {t('languages.translation')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {shown.map((item) => {
          const index = items.indexOf(item);
          return (
            <TranslationRow
              key={item.name}
              item={item}
              value={state.texts[item.name] ?? ''}
              error={errors[item.name]}
              onChange={state.setText}
              indent={indentFrom !== undefined && index >= indentFrom}
              strong={indentFrom !== undefined && index < indentFrom}
            />
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Shown in a section when the filter hides every row. */
export function NothingFound() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      {t('languages.nothing_found')}
    </Text>
  );
}
