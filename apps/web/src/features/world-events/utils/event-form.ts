// A world event as the catalogue form holds it (text as typed) and as the add and update calls
// take it. The form checks nothing itself: what is wrong comes back from the server, on its field.
import type {
  WorldEventAddBody,
  WorldEventKind,
  WorldEventResponse,
  WorldEventTarget,
} from '@orbis/contracts';

export interface EffectFormValues {
  kind: WorldEventKind;
  /** The value as typed (blank for `shields`, which takes none). */
  value: string;
  target: WorldEventTarget;
}

export interface WorldEventFormValues {
  name: string;
  /** Title and text by game language code, as typed (blank: not written in that language). */
  texts: Record<string, { title: string; text: string }>;
  effects: EffectFormValues[];
}

/** The first effect of a new event, and of each one added. */
export const NEW_EFFECT: EffectFormValues = { kind: 'development', value: '', target: 'all' };

/** A blank event with a blank title and text in each of `codes`. */
export function blankEvent(codes: string[]): WorldEventFormValues {
  return {
    name: '',
    texts: Object.fromEntries(codes.map((code) => [code, { title: '', text: '' }])),
    effects: [{ ...NEW_EFFECT }],
  };
}

/** A stored event as the form shows it: a title and text in each of `codes`, blank if unwritten. */
export function eventFormValues(event: WorldEventResponse, codes: string[]): WorldEventFormValues {
  const texts = Object.fromEntries(
    codes.map((code) => [code, event.texts[code] ?? { title: '', text: '' }]),
  );
  return {
    name: event.name,
    // Only the game languages there are: a text in a language since deleted could be neither
    // seen nor fixed, and the server takes no text in a language that is no game language.
    texts,
    effects: event.effects.map((e) => ({
      kind: e.kind,
      value: e.kind === 'shields' && e.value === 0 ? '' : String(e.value),
      target: e.target,
    })),
  };
}

/**
 * A typed value as the call takes it: a number when it reads as one, else the text itself, so
 * the server answers with its own message on the field. `shields` takes none (its field is
 * disabled, so what was typed before the kind changed is not sent): 0.
 */
function typedValue(effect: EffectFormValues): number {
  const raw = effect.value.trim();
  if (effect.kind === 'shields') return 0;
  const value = raw === '' ? Number.NaN : Number(raw.replace('\u2212', '-'));
  return (Number.isFinite(value) ? value : raw) as number;
}

/** The form's event as the add call takes it: languages left blank are left out (they fall back). */
export function eventBody(form: WorldEventFormValues): WorldEventAddBody {
  const texts = Object.fromEntries(
    Object.entries(form.texts)
      .map(([code, t]) => [code, { title: t.title.trim(), text: t.text.trim() }] as const)
      .filter(([, t]) => t.title !== '' || t.text !== ''),
  );
  return {
    name: form.name,
    texts,
    effects: form.effects.map((e) => ({ kind: e.kind, value: typedValue(e), target: e.target })),
  };
}
