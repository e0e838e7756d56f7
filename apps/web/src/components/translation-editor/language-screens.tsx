import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useReturnAfterSave } from '../../lib/mutations';
import { QueriesState, type Queries } from '../query-state';

/** What an add or edit screen hands its language form: the language when editing, and the save. */
export interface LanguageSave<Body, Language = never> {
  language?: Language;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (body: Body) => void;
}

interface ScreenProps<Sources extends readonly unknown[], Body, Language> {
  /** The section's list, where a save returns to. */
  back: string;
  /** What the form translates: the originals it shows beside its inputs. */
  sources: readonly [...Queries<Sources>];
  /** The form, once the sources have loaded. */
  children: (sources: Sources, save: LanguageSave<Body, Language>) => ReactNode;
}

/** A language's add screen (game or back-office): saving adds it and returns to the list. */
export function LanguageAddScreen<Sources extends readonly unknown[], Body>({
  back,
  sources,
  add,
  children,
}: ScreenProps<Sources, Body, never> & { add: UseMutationResult<unknown, Error, Body> }) {
  const saved = useReturnAfterSave(back);
  const save = { submitLabel: 'common.add', submitting: add.isPending, error: add.error };
  return (
    <QueriesState queries={sources}>
      {(data) =>
        children(data, { ...save, onSubmit: (body) => add.mutate(body, { onSuccess: saved }) })
      }
    </QueriesState>
  );
}

/** A language's edit screen, the form filled in: saving updates it and returns to the list. */
export function LanguageEditScreen<
  Sources extends readonly unknown[],
  Language extends { id: number },
  Updated extends { id: number },
>({
  back,
  sources,
  language,
  update,
  children,
}: ScreenProps<Sources, Omit<Updated, 'id'>, Language> & {
  language: UseQueryResult<Language>;
  update: UseMutationResult<unknown, Error, { language: Updated }>;
}) {
  const saved = useReturnAfterSave(back);
  const save = { submitLabel: 'common.update', submitting: update.isPending, error: update.error };
  return (
    <QueriesState<[Language, ...Sources]> queries={[language, ...sources]}>
      {([current, ...data]) => (
        <Fragment key={current.id}>
          {children(data, {
            ...save,
            language: current,
            onSubmit: (body) =>
              update.mutate(
                { language: { ...body, id: current.id } as Updated },
                { onSuccess: saved },
              ),
          })}
        </Fragment>
      )}
    </QueriesState>
  );
}
