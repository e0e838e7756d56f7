// After `vite build`: every script and style sheet above the compression threshold has its
// brotli (.br) and gzip (.gz) copy next to it, which the server sends by `Accept-Encoding`.
// Prints the back-office's and the player app's entry chunks in each form; fails otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const THRESHOLD = 1024; // as in vite.config.ts
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = path.join(dist, 'assets');

const size = (file) => fs.statSync(file, { throwIfNoEntry: false })?.size;
const missing = [];
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name) || size(path.join(assets, name)) < THRESHOLD) continue;
  for (const ext of ['.br', '.gz'])
    if (size(path.join(assets, name + ext)) === undefined) missing.push(name + ext);
}
if (missing.length > 0) {
  console.error(`compressed copies missing: ${missing.join(', ')}`);
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const page of ['index.html', 'game.html']) {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const entry = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${page} loads no script`);
  const file = path.join(dist, entry);
  console.log(
    `${page} entry ${entry}: ${kB(size(file))}, gzip ${kB(size(`${file}.gz`))}, brotli ${kB(size(`${file}.br`))}`,
  );
}
