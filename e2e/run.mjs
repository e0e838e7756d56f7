// `npm run test:e2e`: the browser suite in Debian's Chromium. Without Chromium it skips loudly,
// except in CI (CI=true), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

if (!fs.existsSync(CHROMIUM)) {
  const lines = [
    `BROWSER TESTS ARE SKIPPED: ${CHROMIUM} is missing.`,
    'Install it with: apt-get install -y chromium',
  ];
  if (ci) {
    console.error(lines.join('\n'));
    process.exit(1);
  }
  const bar = '!'.repeat(64);
  console.warn(`\n${bar}\n${lines.map((l) => `! ${l}`).join('\n')}\n${bar}\n`);
  process.exit(0);
}

// Every run starts the product on an empty database of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-e2e-'));
const env = { ...process.env, E2E_DATA_DIR: dataDir };

// E2E_FONT_DIR=/usr/share/fonts/truetype/dejavu: the browser sees only the fonts of that folder,
// as on a venue's laptop with few fonts (docs/architecture.md, "Tests"), with the system's
// aliases (sans-serif, Arial) resolved among them. The app's own font must carry every screen.
if (process.env.E2E_FONT_DIR) {
  const fontConfig = path.join(dataDir, 'fonts.conf');
  fs.writeFileSync(
    fontConfig,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${path.resolve(process.env.E2E_FONT_DIR)}</dir>
  <cachedir>${path.join(dataDir, 'font-cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  );
  env.FONTCONFIG_FILE = fontConfig;
  console.log(`The browser sees only the fonts in ${process.env.E2E_FONT_DIR}.`);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
