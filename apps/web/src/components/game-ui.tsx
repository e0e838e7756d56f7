// The player app's small widgets: buttons, cards, notices, badges and flags, in plain CSS, so
// the phone bundle carries no UI kit.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './game-ui.module.css';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** A button; `type` defaults to "button" so only real submit buttons submit. */
export function Button({
  variant = 'primary',
  small = false,
  full = false,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  small?: boolean;
  full?: boolean;
}) {
  return (
    <button
      type={type}
      className={cx(
        styles.button,
        styles[variant],
        small && styles.small,
        full && styles.full,
        className,
      )}
      {...rest}
    />
  );
}

/** A link that looks like a button: it leaves the player app (the final screen). */
export function LinkButton({
  variant = 'primary',
  small = false,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; small?: boolean }) {
  return (
    <a className={cx(styles.button, styles[variant], small && styles.small, className)} {...rest} />
  );
}

/** A white card with an optional title and a note (a price) on the title's right. */
export function Card({
  title,
  note,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  note?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={cx(styles.card, className)} data-testid={testId}>
      {title !== undefined && (
        <h2 className={styles.cardTitle}>
          <span>{title}</span>
          {note !== undefined && <small>{note}</small>}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A one-line message: information, a warning, an error (announced) or a success. */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: 'info' | 'warn' | 'error' | 'ok';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={cx(styles.notice, styles[tone])}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** A small label: a city's shield, a destroyed city, a UFO. */
export function Badge({
  tone,
  children,
}: {
  tone?: 'ok' | 'warn' | 'danger' | 'info';
  children: ReactNode;
}) {
  const toneClass = {
    ok: styles.badgeOk,
    warn: styles.badgeWarn,
    danger: styles.badgeDanger,
    info: styles.badgeInfo,
  };
  return <span className={cx(styles.badge, tone && toneClass[tone])}>{children}</span>;
}

/** A country's flag. */
export function Flag({ src, name }: { src: string; name: string }) {
  return <img className={styles.flag} src={src} alt={name} width={36} height={24} />;
}

/** Shown while data loads. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinnerBox} role="status" aria-label={label} data-testid="preloader">
      <div className={styles.spinner} />
    </div>
  );
}

/** A field's error message, announced. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError} role="alert">
      {message}
    </p>
  );
}
