// A template file as the host picks it: its text must be JSON before it is sent; the server
// checks everything else and names what this install lacks.

/** The file's JSON, or null when its text is not JSON (another kind of file). */
export function templateFileJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return null;
  }
}
