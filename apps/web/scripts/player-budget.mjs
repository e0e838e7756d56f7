// After `vite build`: the player page's initial JavaScript (its entry and every chunk it
// modulepreloads) must stay within the phone budget, and the page must not load the back-office's
// entry or its UI kit's styles. Prints the figure; fails the build otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = fs.readFileSync(path.join(dist, 'game.html'), 'utf8');

const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
if (files.length === 0) throw new Error('game.html loads no script');

// The back-office's entry script, and the UI kit's styles (the back-office's: Mantine's rules and
// variables). Style sheets both pages share (the live indicator's) are the player's too.
const backOffice = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...backOffice.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
  (m) => m[1],
);
const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1],
);
const leaked = [
  ...entry.filter((file) => html.includes(file)),
  ...sheets.filter((file) => /mantine/i.test(fs.readFileSync(path.join(dist, file), 'utf8'))),
];
if (leaked.length > 0) {
  console.error(`game.html loads the back-office's ${leaked.join(', ')}`);
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${file}  ${(bytes / 1000).toFixed(2)} kB gzip`);
}
const kb = total / 1000;
console.log(`player page initial JavaScript: ${kb.toFixed(2)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error(`The player page's initial JavaScript is over its ${BUDGET_KB} kB budget.`);
  process.exit(1);
}
