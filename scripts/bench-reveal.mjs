// The projector's frame rate while the final screen's reveal draws the attacks (part of
// `npm run bench:web`): a game of 4 countries with bombs in two rounds, played to its end
// through the API, its final screen opened in Debian's Chromium at 1920×1080 one step before the
// attacks; the host reveals the attacks, and every `requestAnimationFrame` is timed until the
// arrows have all been drawn (about 2 s a round). Prints the median frame rate and the longest
// frame; targets: 50 fps or more, and no frame over 50 ms.
import { revealStepOf } from '../packages/engine/dist/index.js';
import { chromium } from 'playwright-core';

export const REVEAL_FPS_TARGET = 50;
export const REVEAL_LONGEST_FRAME_MS = 50;

/** Each round's orders of the armed country: a programme, bombs, then a bomb a round. */
function war(round, other) {
  const plans = {
    1: [{ type: 'technology' }],
    2: [{ type: 'build_bombs', count: 2 }],
  };
  if (plans[round]) return plans[round];
  const city = other.country.cities[round - 3];
  return round <= 4 && city ? [{ type: 'attack', city: city.id }] : [{ type: 'ecology' }];
}

/**
 * Plays the game and measures its reveal. `call` is a signed-in host's API caller (as
 * bench-web's `session()`), `session` makes more callers (the phones), `admin` one signed in as
 * the admin.
 */
export async function measureReveal({ base, paths, call, session, adminCall, chromePath }) {
  // Money enough for a programme and bombs from round 1: the budget is the preset's.
  const variables = await adminCall('GET', paths.variables);
  const byKey = new Map(variables.map((v) => [v.key, v.id]));
  const { id: preset } = await adminCall('POST', paths.variablesPresetsAdd, {
    variablesPreset: {
      name: 'Bench reveal',
      values: { [String(byKey.get('start_budget'))]: '6000', [String(byKey.get('rounds'))]: '5' },
    },
  });
  const languages = await call('GET', paths.languagesOptions);
  const ru = languages.find((l) => l.code === 'ru');
  const countries = await call('GET', paths.countriesOptions);
  const teams = countries.filter((c) => c.languages.includes(ru.value)).slice(0, 4);
  const { id: gameId } = await call('POST', paths.hostGamesAdd, {
    game: { title: 'Финал со стрелками', preset, language: ru.value, clock: null },
    teams: teams.map((c) => c.value),
    mods: [],
  });
  const control = await call('POST', paths.hostGamesControl, { gameId });
  // The first team is armed; the second is its target.
  const target = control.teams[1];
  // The others pay for the world's ecology, so that it outlives the programme and the bombs.
  const phones = [];
  for (const team of control.teams) {
    const phone = session();
    await phone('GET', paths.csrfCookie);
    await phone('POST', paths.gameJoin, {
      gameId,
      countryId: team.country.id,
      accessCode: team.access_code,
    });
    phones.push(phone);
  }
  let over = false;
  for (let round = 1; !over; round++) {
    await call('POST', paths.hostGamesStartRound, { gameId, round });
    for (const [i, phone] of phones.entries())
      await phone('POST', paths.gameOrders, {
        gameId,
        round,
        orders: i === 0 ? war(round, target) : [{ type: 'ecology' }],
      });
    ({ over } = await call('POST', paths.hostGamesRound, { gameId, round }));
  }
  const attacks = revealStepOf('attacks');
  await call('POST', paths.hostGamesReveal, { gameId, step: attacks - 1 });

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${base}/#/final/${gameId}`);
    await page.waitForLoadState('networkidle');
    // Every frame's time from here on, as the screen's own animation loop sees them.
    await page.evaluate(() => {
      const times = [];
      globalThis.benchFrames = times;
      const tick = (t) => {
        times.push(t);
        if (!globalThis.benchFramesStop) globalThis.requestAnimationFrame(tick);
      };
      globalThis.requestAnimationFrame(tick);
    });
    await call('POST', paths.hostGamesReveal, { gameId, step: attacks });
    // The screen hears the step, draws the arrows round by round, and says when it is done.
    const map = page.locator('[data-testid="final-map"]');
    await map.waitFor();
    await page
      .locator('[data-testid="final-map"][data-drawing="done"]')
      .waitFor({ timeout: 60_000 });
    const frames = await page.evaluate(() => {
      globalThis.benchFramesStop = true;
      return globalThis.benchFrames;
    });
    const arrows = await page.locator('[data-mark="attack"]').count();
    // Without arrows there was no animation to time: the game did not go as planned.
    if (arrows === 0) throw new Error('the final screen drew no attack: nothing was measured');
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    const sorted = [...gaps].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
    return {
      fps: 1000 / median,
      longest: sorted.at(-1) ?? Infinity,
      frames: frames.length,
      arrows,
    };
  } finally {
    await browser.close();
  }
}
