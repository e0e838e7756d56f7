import { IconAlertCircle, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { logoSource } from '../../../components/logo-source';
import { ApiError } from '../../../lib/api-client';
import type { LabelMap } from '../../../lib/admin-language';
import { messagesByKey } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { LanguageSwitch } from './language-switch';
import classes from './login-page.module.css';

type Field = 'email' | 'password';

/**
 * Login (spec section 2): email and password; the server's errors as a list that names each
 * field, each message also under its field and tied to it. Drawn without the back-office's UI
 * kit, so a phone shows it as soon as its small script has run (app/login-app.tsx).
 */
export function LoginPage({ labels }: { labels: LabelMap }) {
  const t = (key: string) => labels.messages[key] ?? key;
  const id = useId();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ email: null, password: null });
  const names: Record<Field, string> = { email: t('login.email'), password: t('login.password') };
  const messages = messagesByKey(login.error);
  const errorId = (field: Field) => `${id}-${field}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const data = new FormData(event.currentTarget);
    // Signed in, the user is loaded afresh and the app hands the page to the back-office.
    login.mutate({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    className: classes.input,
    'aria-invalid': messages.has(name) || undefined,
    'aria-describedby': messages.has(name) ? errorId(name) : undefined,
  });
  const fieldError = (name: Field) =>
    messages.has(name) ? (
      <p id={errorId(name)} className={classes.fieldError}>
        {messages.get(name)}
      </p>
    ) : null;

  const { src, variant } = logoSource(labels.language, false);
  return (
    <main className={classes.page}>
      <form className={classes.card} onSubmit={onSubmit} noValidate>
        <img
          className={classes.logo}
          src={src}
          alt={t('app.logo_alt')}
          data-variant={variant}
          height={40}
          // Decoded with the text around it, so the form and its logo appear in one frame.
          decoding="sync"
        />
        <h1 className={classes.title}>{t('login.title')}</h1>
        {login.error ? (
          <div className={classes.errors} role="alert">
            <IconAlertCircle size={18} aria-hidden="true" className={classes.errorsIcon} />
            <ul data-testid="form-errors">
              {messages.size === 0 && (
                <li>
                  {login.error instanceof ApiError ? login.error.message : String(login.error)}
                </li>
              )}
              {[...messages].map(([key, message]) => (
                <li key={key} data-field={key}>
                  {Object.hasOwn(names, key) ? (
                    <>
                      <button
                        type="button"
                        className={classes.errorLink}
                        onClick={() => inputs.current[key as Field]?.focus()}
                      >
                        {names[key as Field]}
                      </button>
                      {`: ${message}`}
                    </>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={classes.field}>
          <label htmlFor={`${id}-email`} className={classes.label}>
            {names.email}
          </label>
          <input {...field('email')} type="email" autoComplete="username" autoFocus />
          {fieldError('email')}
        </div>
        <div className={classes.field}>
          <label htmlFor={`${id}-password`} className={classes.label}>
            {names.password}
          </label>
          <div className={classes.password}>
            <input
              {...field('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
            />
            <button
              type="button"
              className={classes.toggle}
              aria-label={t('common.show_password')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? (
                <IconEyeOff size={18} aria-hidden="true" />
              ) : (
                <IconEye size={18} aria-hidden="true" />
              )}
            </button>
          </div>
          {fieldError('password')}
        </div>
        <button type="submit" className={classes.submit} aria-busy={login.isPending || undefined}>
          {t('login.submit')}
        </button>
        <LanguageSwitch language={labels.language} label={t('menu.admin_language')} />
      </form>
    </main>
  );
}
