import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueriesState } from '../../../../components/query-state';
import { fieldErrors } from '../../../../lib/form-errors';
import { useReturnAfterSave } from '../../../../lib/mutations';
import { useGameFormOptions } from '../../api/game-form-options';
import { GameForm, type GameFormOptions } from '../create/game-form';
import { newGameValues, savedGameValues, type GameFormValues } from '../../utils/game-form-values';
import { useTemplate } from '../../api/templates/get-templates';
import {
  useAddTemplate,
  useUpdateTemplate,
  type TemplateRequest,
} from '../../api/templates/save-template';

interface FormProps {
  options: GameFormOptions;
  name: string;
  game: GameFormValues;
  save: {
    mutate: (body: TemplateRequest, callbacks: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: unknown;
  };
}

/** A template: its name above the game form it saves (as `host/games/add` would check it). */
function TemplateForm({ options, name: savedName, game, save }: FormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(savedName);
  const done = useReturnAfterSave('/host/templates/list');
  return (
    <GameForm
      options={options}
      defaultValues={game}
      error={save.error}
      errorPrefix="game."
      submitting={save.isPending}
      submitLabel="templates.save_submit"
      onSubmit={(body) => save.mutate({ name, game: body }, { onSuccess: done })}
      before={
        <TextInput
          label={t('templates.name')}
          name="name"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          {...fieldErrors(save.error).field('name')}
        />
      }
    />
  );
}

/** A new template, from an empty game form. */
export function TemplateAdd() {
  const { i18n } = useTranslation();
  const add = useAddTemplate();
  return (
    <QueriesState queries={useGameFormOptions()}>
      {([languages, countries, presets, worldEvents]) => (
        <TemplateForm
          options={{ languages, countries, presets, worldEvents }}
          name=""
          game={newGameValues(languages.find((l) => l.code === i18n.language)?.value ?? null)}
          save={add}
        />
      )}
    </QueriesState>
  );
}

/** A template's name and game, prefilled, saved in place. */
export function TemplateEdit() {
  const id = Number(useParams().templateId);
  const template = useTemplate(id);
  const update = useUpdateTemplate();
  const save = {
    mutate: (body: TemplateRequest, callbacks: { onSuccess: () => void }) =>
      update.mutate({ id, ...body }, callbacks),
    isPending: update.isPending,
    error: update.error,
  };
  return (
    <QueriesState queries={[...useGameFormOptions(), template]}>
      {([languages, countries, presets, worldEvents, stored]) => (
        <TemplateForm
          key={stored.id}
          options={{ languages, countries, presets, worldEvents }}
          name={stored.name}
          game={savedGameValues(stored.game)}
          save={save}
        />
      )}
    </QueriesState>
  );
}
