// The turning points of a finished game, in Russian and in English: the room's projector
// (1920×1080) waits until the final screen's reveal is done, then shows them one at a time, large,
// as the host steps them from the control screen; the debrief report lists them after the
// nominations. No serious axe violation and no label key in place of a text on any of them.
import { expect, test, type Page } from './fixtures';
import {
  ApiClient,
  createGame,
  newHostAccount,
  playRounds,
  variablesPreset,
  type Team,
} from './game-api';
import { setAdminLanguage, signIn } from './helpers';
import { knownKeys, ScreenChecks } from './screen-checks';

const B = '/api/backoffice';
const FIRST_LOAD = { timeout: 30_000 };
const LIVE = { timeout: 20_000 };
/** The final screen's last reveal step (the engine's REVEAL_ORDER: five nominations, the bombs). */
const LAST_REVEAL_STEP = 6;
test.describe.configure({ timeout: 180_000 });

interface PlayedGame {
  id: number;
  attacker: Team;
  sanctioner: Team;
}

/**
 * A four-round game played to its end through the API: the second country sanctions the third in
 * round 1; the first gets a programme (a credit pays) in round 1, builds a bomb in round 2 and
 * drops it on the third's city in round 3.
 */
async function playGame(
  host: ApiClient,
  baseURL: string,
  language: 'ru' | 'en',
): Promise<PlayedGame> {
  const preset = await variablesPreset(baseURL, { rounds: 4 });
  const game = await createGame(host, {
    title: `Повороты / Turns ${language}`,
    teams: 3,
    language,
    preset,
  });
  const [attacker, sanctioner, target] = game.teams;
  if (!attacker || !sanctioner || !target) throw new Error('a game of 3 teams');
  const over = await playRounds(baseURL, host, game, [
    {
      credit: { to: attacker, amount: 5000 },
      orders: [[{ type: 'technology' }], [{ type: 'sanction', country: target.country.id }]],
    },
    { orders: [[{ type: 'build_bombs', count: 1 }]] },
    { orders: [[{ type: 'attack', city: target.country.cities[0]!.id }]] },
    {},
  ]);
  expect(over).toBe(true);
  return { id: game.id, attacker, sanctioner };
}

/** The computed font size, in px, of the element `testId` names. */
const fontSize = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

const WORDS = {
  ru: { title: 'Поворотные моменты', waiting: 'когда будут открыты итоги', round: 'Раунд' },
  en: {
    title: 'Turning points',
    waiting: 'once the final results have been revealed',
    round: 'Round',
  },
};

for (const language of ['ru', 'en'] as const) {
  test(`the host steps the turning points on the projector; the report lists them (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const account = await newHostAccount(base);
    const host = await (await ApiClient.create(base)).login(account.email, account.password);
    const game = await playGame(host, base, language);
    const words = WORDS[language];
    const known = await knownKeys(host, game.id);
    const points = await host.post<{ kind: string; round: number; text: string }[]>(
      `${B}/host/games/turning_points`,
      { gameId: game.id },
    );
    const kinds = points.map((p) => p.kind);
    expect(kinds).toContain('first_bomb');
    expect(kinds).toContain('sanction');

    // The room's projector, opened before the reveal is done: it says so, and waits.
    const room = await (
      await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    const roomChecks = new ScreenChecks(room, known);
    await room.goto(`/#/turning-points/${game.id}`);
    await expect(room.getByTestId('turning-points-waiting')).toContainText(
      words.waiting,
      FIRST_LOAD,
    );
    await roomChecks.now('projector, waiting');

    // The reveal done (through the API): the projector shows the title, with how many were found.
    await host.post(`${B}/host/games/reveal`, { gameId: game.id, step: LAST_REVEAL_STEP });
    const screen = room.getByTestId('turning-points-screen');
    await expect(screen).toHaveAttribute('data-step', '0', LIVE);
    await expect(screen).toHaveAttribute('data-total', String(points.length));
    await expect(room.getByTestId('turning-points-title')).toContainText(words.title);
    await expect(room.getByTestId('turning-points-title')).toContainText(String(points.length));
    await roomChecks.now('projector, title');

    // The host's control screen, in the game's language: the stepper, and the projector's link.
    const hostContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const control = await hostContext.newPage();
    const hostChecks = new ScreenChecks(control, known);
    await signIn(control, account.email, account.password);
    await setAdminLanguage(control, language);
    await control.goto(`/#/host/games/control/${game.id}`);
    const stepper = control.getByTestId('turning-points-stepper');
    await expect(stepper).toHaveAttribute('data-total', String(points.length), FIRST_LOAD);
    await expect(stepper).toHaveAttribute('data-step', '0');
    await expect(control.getByTestId('turning-points-projector-link')).toHaveAttribute(
      'href',
      `#/turning-points/${game.id}`,
    );
    await expect(control.getByTestId('turning-points-back')).toBeDisabled();
    await hostChecks.now('control, turning points');

    // Next: the first turning point takes the projector, large, live.
    await control.getByTestId('turning-points-next').click();
    await expect(screen).toHaveAttribute('data-step', '1', LIVE);
    const point = room.getByTestId('turning-point');
    await expect(point).toHaveAttribute('data-round', String(points[0]!.round));
    await expect(room.getByTestId('turning-point-text')).toHaveText(points[0]!.text);
    await expect(point).toContainText(`${words.round} ${points[0]!.round}`);
    expect(await fontSize(room, 'turning-point-text')).toBeGreaterThanOrEqual(28);
    await expect(stepper).toHaveAttribute('data-step', '1', LIVE);
    await roomChecks.now('projector, a turning point');
    // The headline reads at 1280×720 too, wrapped at words, without leaving the screen.
    await room.setViewportSize({ width: 1280, height: 720 });
    expect(await fontSize(room, 'turning-point-text')).toBeGreaterThanOrEqual(20);
    const box = await room.getByTestId('turning-point-text').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    await room.setViewportSize({ width: 1920, height: 1080 });

    // Next again, then back: the projector follows each step.
    await control.getByTestId('turning-points-next').click();
    await expect(screen).toHaveAttribute('data-step', '2', LIVE);
    await expect(room.getByTestId('turning-point-text')).toHaveText(points[1]!.text);
    await control.getByTestId('turning-points-back').click();
    await expect(screen).toHaveAttribute('data-step', '1', LIVE);
    await expect(room.getByTestId('turning-point-text')).toHaveText(points[0]!.text);

    // The report lists them after the nominations, each with its kind; the log lines unfold.
    await control.goto(`/#/host/games/report/${game.id}`);
    const listed = control.getByTestId('report-turning-point');
    await expect(listed).toHaveCount(points.length, FIRST_LOAD);
    await expect(listed.first()).toContainText(points[0]!.text);
    const order = await control
      .locator('[data-testid="report-nominations"], [data-testid="report-turning-points"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(order).toEqual(['report-nominations', 'report-turning-points']);
    const bomb = control.locator('[data-testid="report-turning-point"][data-kind="first_bomb"]');
    await expect(bomb.first()).toBeVisible();
    await expect(control.getByTestId('turning-point-evidence').first()).toBeHidden();
    await control.getByTestId('turning-point-evidence-toggle').first().click();
    await expect(control.getByTestId('turning-point-evidence').first()).toBeVisible();
    // The report's stepper moves the projector too.
    await control.getByTestId('turning-points-next').click();
    await expect(screen).toHaveAttribute('data-step', '2', LIVE);
    await hostChecks.now('report, turning points');

    roomChecks.add(hostChecks);
    roomChecks.check();
    await host.dispose();
  });
}
