import type { PlayerInfo, TeamCountry } from '@orbis/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useSignedIn } from '../api/check-signed-in';
import { useJoinGame } from '../api/join-game';
import { navigate } from '../utils/address';
import { failureText } from '../utils/failure-text';
import styles from './join-screen.module.css';
import { useTexts } from '../../../components/game-texts';
import { Button, FieldError, Flag, LinkButton, Notice, Spinner } from '../../../components/game-ui';

interface JoinValues {
  countryId: string;
  accessCode: string;
}

/**
 * The join screen: the game's countries and the access code. A signed-in host of the game who
 * came by a country's link ("enter as player") joins without the code. A phone whose team ended
 * under it (the host gave the team a new code) is told so, rather than finding the form silently.
 */
export function JoinScreen({
  info,
  preselected,
  current,
  ended,
}: {
  info: PlayerInfo;
  /** The country of the link, if any. */
  preselected: number | null;
  /** The team this session already plays in this game, if any. */
  current: TeamCountry | null;
  /** This device was playing a team and no longer is (a new code): the form says why it shows. */
  ended: boolean;
}) {
  const { t } = useTexts();
  const gameId = info.game.id;
  const signedIn = useSignedIn();
  const join = useJoinGame(gameId);
  const enterAsHost = useJoinGame(gameId);
  const tried = useRef(false);
  const known = preselected !== null && info.countries.some((c) => c.id === preselected);

  const toTeam = useCallback(
    (countryId: number) => navigate(`/game/${gameId}/${countryId}`, { replace: true }),
    [gameId],
  );

  // The host of the game (or an admin), signed in, enters by a country's link without the code;
  // anyone else signed in gets the form after one refused attempt.
  const { mutate: enter } = enterAsHost;
  const autoJoin = known && signedIn.data === true && !info.game.over;
  useEffect(() => {
    if (tried.current || !autoJoin) return;
    tried.current = true;
    enter({ countryId: preselected }, { onSuccess: () => toTeam(preselected) });
  }, [autoJoin, enter, preselected, toTeam]);

  const form = useForm<JoinValues>({
    defaultValues: { countryId: known ? String(preselected) : '', accessCode: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ countryId, accessCode }) => {
    const code = accessCode.trim();
    join.mutate(
      { countryId: Number(countryId), ...(code === '' ? {} : { accessCode: code }) },
      {
        onSuccess: () => toTeam(Number(countryId)),
        onError: (error) => {
          const fields = ApiError.fieldErrors(error);
          if (fields.accessCode) form.setError('accessCode', { message: fields.accessCode });
          if (fields.countryId) form.setError('countryId', { message: fields.countryId });
        },
      },
    );
  });

  // A finished game invites no one: it says so and leads to how it ended.
  if (info.game.over) return <GameOver info={info} current={current} onBack={toTeam} />;

  // Until we know whether the visitor enters as the host, and while it does, the form waits.
  if ((known && signedIn.isPending) || (autoJoin && !enterAsHost.isError))
    return <Spinner label={t('player.enter')} />;

  // A refusal that names no field (too many attempts: 429) shows its message above the button.
  const general =
    join.error && Object.keys(ApiError.fieldErrors(join.error)).length === 0
      ? failureText(join.error, t)
      : null;
  const codeRequired = signedIn.data !== true;

  return (
    <main className="join-page">
      <header className="join-head">
        <p className="join-eyebrow">{t('player.enter_title')}</p>
        <h1 className="join-title">{info.game.title}</h1>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {ended && (
          <Notice tone="warn" testId="join-team-ended">
            {t('player.team_ended')}
          </Notice>
        )}
        <fieldset aria-describedby="join-country-error">
          <legend className={styles.legend}>{t('player.choose_country')}</legend>
          <div className={styles.countries}>
            {info.countries.map((c) => (
              <label key={c.id} className={styles.country}>
                <input
                  type="radio"
                  value={String(c.id)}
                  {...form.register('countryId', {
                    required: t('player.choose_country'),
                  })}
                />
                <Flag src={c.flag} name="" />
                <span className={styles.countryName}>{c.name}</span>
              </label>
            ))}
          </div>
          <FieldError id="join-country-error" message={errors.countryId?.message} />
        </fieldset>
        <div>
          <label className={styles.label} htmlFor="join-code">
            {t('player.access_code')}
          </label>
          <input
            id="join-code"
            className={styles.code}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            aria-invalid={errors.accessCode ? true : undefined}
            aria-describedby="join-code-error join-code-hint"
            {...form.register('accessCode', {
              validate: (v) => !codeRequired || v.trim() !== '' || t('player.code_required'),
            })}
          />
          <FieldError id="join-code-error" message={errors.accessCode?.message} />
          {!codeRequired && (
            <p id="join-code-hint" className={styles.hint}>
              {t('player.host_no_code')}
            </p>
          )}
        </div>
        {general && <Notice tone="error">{general}</Notice>}
        <Button type="submit" full disabled={join.isPending}>
          {t('player.enter')}
        </Button>
      </form>
      {current && (
        <div className={styles.back}>
          <Button variant="secondary" full onClick={() => toTeam(current.id)}>
            {t('player.back_to_team', { country: current.name })}
          </Button>
        </div>
      )}
    </main>
  );
}

/** The join screen of a finished game: no form, the word that it is over, and the nominations. */
function GameOver({
  info,
  current,
  onBack,
}: {
  info: PlayerInfo;
  current: TeamCountry | null;
  onBack: (countryId: number) => void;
}) {
  const { t } = useTexts();
  return (
    <main className="join-page" data-testid="join-over">
      <header className="join-head">
        <p className="join-eyebrow">{t('player.game_over')}</p>
        <h1 className="join-title">{info.game.title}</h1>
      </header>
      <div className={styles.form}>
        <Notice tone="info">{t('player.join_over')}</Notice>
        <LinkButton href={`/#/final/${info.game.id}`}>{t('player.see_final')}</LinkButton>
        {current && (
          <Button variant="secondary" full onClick={() => onBack(current.id)}>
            {t('player.back_to_team', { country: current.name })}
          </Button>
        )}
      </div>
    </main>
  );
}
