/** The interface font, with fallbacks that have Cyrillic letters (the back-office, the login, the projector). */
export const FONT_FAMILY =
  'Inter, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif';
