/**
 * Calls `run` each time the page's web fonts finish loading (the app's own font arrives after the
 * first paint and is drawn in a fallback of other widths until then), and returns a function
 * that stops. Whatever was measured in the fallback (a name's width, a fitted size) is measured
 * again. `document.fonts.ready` would not do: it may have resolved before the font was asked for.
 */
export function onFontsLoaded(run: () => void): () => void {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  fonts?.addEventListener('loadingdone', run);
  return () => fonts?.removeEventListener('loadingdone', run);
}
