// Export then import on the same install loses nothing: whatever a template holds, the imported
// copy reads the same (apart from its id).
import { paths, type GameAddBody, type TemplateResponse } from '@orbis/contracts';
import { needsChosenCountry, SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variablesPreset } from '../../test/bombing-game.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { catalog, signedInHost } from '../../test/games.js';

/** The fewest rounds of the presets below, so every scheduled round fits every preset. */
const ROUNDS = 4;

describe.each(TEST_DIALECTS)('template export then import (%s)', (dialect) => {
  let t: TestApp;
  let host: TestClient;
  let languages: { language: number; countries: number[] }[];
  let presets: (number | null)[];
  let events: { id: number; chosen: boolean }[];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    host = await signedInHost(t);
    languages = [await catalog(host, 'ru'), await catalog(host, 'en')];
    presets = [
      null,
      await variablesPreset(t, { rounds: ROUNDS }),
      await variablesPreset(t, { rounds: 5, start_budget: 1200, develop_cost: 90 }),
    ];
    const admin = await t.admin();
    const list = (await admin.get(paths.worldEventsList)).json<{ id: number; name: string }[]>();
    events = list.flatMap((e) => {
      const shipped = SHIPPED_WORLD_EVENTS.find((s) => s.name === e.name);
      return shipped ? [{ id: e.id, chosen: needsChosenCountry(shipped.effects) }] : [];
    });
  });
  afterAll(() => t.close());

  /** Text as a form sends it: trimmed, not empty. */
  const text = (max: number) =>
    fc
      .string({ minLength: 1, maxLength: max })
      .map((s) => s.trim())
      .filter((s) => s.length > 0);

  const template = () =>
    fc
      .record({
        name: text(100),
        title: text(100),
        language: fc.nat({ max: 1 }),
        preset: fc.nat({ max: 2 }),
        clock: fc.option(
          fc.record({
            talks: fc.integer({ min: 0, max: 7200 }),
            orders: fc.integer({ min: 5, max: 7200 }),
            lock: fc.boolean(),
          }),
        ),
        mods: fc.subarray(['ufo', 'negotiation'] as const),
        teams: fc.integer({ min: 1, max: 9 }),
        shuffle: fc.nat(),
        events: fc.array(
          fc.record({
            round: fc.integer({ min: 1, max: ROUNDS }),
            event: fc.nat(),
            country: fc.nat(),
          }),
          { maxLength: 4 },
        ),
      })
      .map((r) => {
        const { language, countries } = languages[r.language]!;
        const start = r.shuffle % countries.length;
        const rotated = [...countries.slice(start), ...countries.slice(0, start)];
        const teams = rotated.slice(0, Math.min(r.teams, countries.length));
        const game: GameAddBody = {
          game: {
            title: r.title,
            preset: presets[r.preset]!,
            language,
            clock: r.clock,
            events: r.events.map((e) => {
              const event = events[e.event % events.length]!;
              return {
                round: e.round,
                event: event.id,
                country: event.chosen ? teams[e.country % teams.length]! : null,
              };
            }),
          },
          teams,
          mods: [...r.mods],
        };
        return { name: r.name, game };
      });

  it('gives the same template back', async () => {
    await fc.assert(
      fc.asyncProperty(template(), async (body) => {
        const added = await host.post(paths.hostTemplatesAdd, body);
        expect(added.statusCode, added.body).toBe(201);
        const id = added.json<{ id: number }>().id;
        const before = (
          await host.get(`${paths.hostTemplatesGet}?id=${id}`)
        ).json<TemplateResponse>();

        const file = await host.get(`${paths.hostTemplatesExport}?id=${id}`);
        expect(file.statusCode, file.body).toBe(200);
        const imported = await host.post(paths.hostTemplatesImport, file.json());
        expect(imported.statusCode, imported.body).toBe(201);
        const copy = imported.json<{ id: number }>().id;
        const after = (
          await host.get(`${paths.hostTemplatesGet}?id=${copy}`)
        ).json<TemplateResponse>();
        expect(after).toEqual({ ...before, id: copy });
      }),
      { numRuns: 25 },
    );
  });
});
