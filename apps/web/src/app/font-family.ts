/**
 * The interface font (the back-office, the login, the projector), named once in fonts.css, which
 * every page's entry loads: the app's own Noto Sans, then system fallbacks.
 */
export const FONT_FAMILY = 'var(--orbis-font-family)';
