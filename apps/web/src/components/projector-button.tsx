// The projector's buttons, drawn in the theme's CSS variables without the UI kit's components
// (the projector app does not load them): the looks the screens use, subtle grey and light yellow.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './projector-button.module.css';
import spinner from './spinner.module.css';

interface Look {
  variant?: 'subtle' | 'light';
  color?: 'gray' | 'yellow';
  size?: 'md' | 'lg';
  /** An icon before the words; while loading, a spinner takes its place. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

function lookAttributes({ variant = 'subtle', color = 'gray', size = 'md' }: Look) {
  return {
    className: classes.button,
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
  };
}

/** A button with words and an icon; `loading` shows a spinner and takes clicks no more. */
export function ProjectorButton({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  loading = false,
  disabled,
  children,
  ...rest
}: Look & { loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const busy = <span className={spinner.spinner} aria-hidden />;
  return (
    <button
      type="button"
      {...lookAttributes({ variant, color, size })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && !rightSection ? busy : leftSection}
      <span>{children}</span>
      {loading && rightSection ? busy : rightSection}
    </button>
  );
}

/** A link that looks like a button. */
export function ProjectorLinkButton({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...lookAttributes({ variant, color, size })} {...rest}>
      {leftSection}
      <span>{children}</span>
      {rightSection}
    </a>
  );
}

/** A square button with an icon, named by `label` (its tooltip too). */
export function ProjectorIconButton({
  label,
  children,
  ...rest
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={classes.icon} title={label} aria-label={label} {...rest}>
      {children}
    </button>
  );
}
