// Helpers for event tests: a template saved through the API and an event made from it, as the
// lead's browser makes them.
import crypto from 'node:crypto';
import { paths, type ClockSettings, type EventCreated } from '@orbis/contracts';
import type { TestApp } from './app.js';
import type { ApiCaller } from './client.js';
import { catalog } from './games.js';

const PASSWORD = 'host-password-1';

/** A new host, signed in, with its id and email. */
export async function newHost(t: TestApp, name = 'Вера') {
  const email = `event-host-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const id = await t.addUser({ email, password: PASSWORD, name });
  return { id, email, client: await t.client().login(email, PASSWORD) };
}

/** Saves a template of `teams` countries of the `ru` catalogue for `host`; returns its id. */
export async function saveTemplate(
  host: ApiCaller,
  opts: {
    teams?: number;
    clock?: ClockSettings | null;
    language?: string;
    preset?: number | null;
  } = {},
): Promise<number> {
  const { language, countries } = await catalog(host, opts.language);
  const res = await host.post(paths.hostTemplatesAdd, {
    name: 'Offsite setup',
    game: {
      game: { title: 'Offsite', preset: opts.preset ?? null, language, clock: opts.clock ?? null },
      teams: countries.slice(0, opts.teams ?? 3),
      mods: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`template answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** Makes an event of `worlds` worlds from a new template of `host`. */
export async function makeEvent(
  host: ApiCaller,
  opts: {
    worlds?: number;
    names?: string[];
    clock?: ClockSettings | null;
    teams?: number;
    preset?: number | null;
  } = {},
): Promise<EventCreated> {
  const template = await saveTemplate(host, opts);
  const res = await host.post(paths.hostEventsAdd, {
    title: 'Camp',
    template,
    worlds: opts.worlds ?? 3,
    ...(opts.names ? { names: opts.names } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`event answered ${res.statusCode}: ${res.body}`);
  return res.json<EventCreated>();
}
