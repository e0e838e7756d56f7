import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseId } from '@orbis/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { QueriesState } from '../../../../components/query-state';
import { ApiError } from '../../../../lib/api-client';
import { useTemplate } from '../../api/templates/get-templates';
import { useAddTemplate } from '../../api/templates/save-template';
import { SaveTemplateButton } from '../templates/save-template-button';
import { useAddGame } from '../../api/add-game';
import { useGameFormOptions } from '../../api/game-form-options';
import { newGameValues, savedGameValues, type GameFormValues } from '../../utils/game-form-values';
import { GameForm, type GameFormOptions } from './game-form';

/**
 * The form of a new game, empty or filled from a template; its setup may also be saved as a new
 * template. Of the two calls, the last one sent shows its errors on the fields.
 */
function GameAddForm({
  options,
  defaultValues,
}: {
  options: GameFormOptions;
  defaultValues: GameFormValues;
}) {
  const navigate = useNavigate();
  const add = useAddGame();
  const save = useAddTemplate();
  const [last, setLast] = useState<'game' | 'template'>('game');
  // A refused template name shows in the dialog that asks it, not on the game's fields.
  const refused = save.error instanceof ApiError ? Object.keys(save.error.errors) : [];
  const nameOnly = refused.length > 0 && refused.every((k) => k === 'name');
  const error = last === 'game' ? add.error : nameOnly ? null : save.error;
  return (
    <GameForm
      options={options}
      defaultValues={defaultValues}
      error={error}
      errorPrefix={last === 'template' ? 'game.' : ''}
      submitting={add.isPending}
      submitLabel="games.add_submit"
      onSubmit={(body) => {
        setLast('game');
        add.mutate(body, { onSuccess: ({ id }) => navigate(`/host/games/control/${id}`) });
      }}
      actions={(current) => (
        <SaveTemplateButton
          pending={save.isPending}
          error={save.error}
          onSave={async (name) => {
            setLast('template');
            await save.mutateAsync({ name, game: current() });
          }}
        />
      )}
    />
  );
}

/** The form filled from template `id` (404 and 403 say so in place of the form). */
function FromTemplate({ id }: { id: number }) {
  const template = useTemplate(id);
  return (
    <QueriesState queries={[...useGameFormOptions(), template]}>
      {([languages, countries, presets, worldEvents, saved]) => (
        <GameAddForm
          key={saved.id}
          options={{ languages, countries, presets, worldEvents }}
          defaultValues={savedGameValues(saved.game)}
        />
      )}
    </QueriesState>
  );
}

/**
 * Add game: title, variables preset, language, the countries it offers, mods, the clock and the
 * world events scheduled by round; `?template=<id>` fills it from that template.
 */
export function GameAdd() {
  const { i18n } = useTranslation();
  const templateId = parseId(useSearchParams()[0].get('template') ?? '');
  const options = useGameFormOptions();
  if (templateId !== null) return <FromTemplate id={templateId} />;
  return (
    <QueriesState queries={options}>
      {([languages, countries, presets, worldEvents]) => (
        <GameAddForm
          options={{ languages, countries, presets, worldEvents }}
          // The host's own language is the likeliest game language.
          defaultValues={newGameValues(
            languages.find((l) => l.code === i18n.language)?.value ?? null,
          )}
        />
      )}
    </QueriesState>
  );
}
