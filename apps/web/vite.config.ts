import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The player app's addresses, a game's and a chronicle's, answered with game.html (the server does
 * the same in production).
 */
const PLAYER_PATH = /^\/(game\/\d+(\/\d+)?|chronicle\/[\w-]{1,100})\/?(\?.*)?$/;

const playerPages: Plugin = {
  name: 'orbis-player-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && PLAYER_PATH.test(req.url)) req.url = '/game.html';
      next();
    });
  },
};

/**
 * `core`: React, the query client, and the small modules every app's first screen uses (the API
 * client, number formats, the labels, the current user, the clock, the logo, the live
 * indicator, what waits for the first paint and for the fonts). None of them loads the UI kit: the player's page takes this file too.
 */
const CORE = [
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^/\\]+)[\\/]/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|query-client|query-keys|numbers|system-messages|game-final|reveal|admin-language|current-user|country-colors)\.ts$/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](clock[\\/][^/\\]+|realtime[\\/](use-live-queries|coalesce))\.ts$/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](after-paint|fonts-loaded)\.ts$/,
  /apps[\\/]web[\\/]src[\\/](app[\\/]font-family\.ts|components[\\/](logo-source\.ts|live-indicator\.tsx))$/,
  /packages[\\/]contracts[\\/]src[\\/](ids|paths|placeholders|realtime|reveal-steps)\.ts$/,
];

/**
 * `pictures`: the icons, which the back-office and the projector share. The QR code's library is
 * split where it is used (a projector's screen loads it when it shows one: components/qr-code.tsx).
 */
const PICTURES = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;

/**
 * `shared-screens`: the small modules the projector's screens share with the back-office's pages
 * and the player page (a nomination's figure, the promises' tally, the tie-break's words, the
 * turning points' words, the rules in short). Left to the splitter, each is a file of its own of
 * about 1 kB, and the projector's first screen waited a round trip for six of them.
 */
const SHARED_SCREENS = [
  /apps[\\/]web[\\/]src[\\/]lib[\\/](nominee-value|promise-tally|short-rules|turning-points)\.ts$/,
  /packages[\\/]contracts[\\/]src[\\/]tie-break-text\.ts$/,
  /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-window-event[\\/]/,
];

// Two pages: the back-office (index.html, hash routes) and the player app (game.html, served for
// /game/...), each with its own entry, so a phone never loads the back-office. The dev server
// proxies the API to a running `npm start` (PORT 8080), so both share one origin.
export default defineConfig({
  plugins: [
    react(),
    playerPages,
    // Brotli (quality 11) and gzip (level 9) copies next to each script, style sheet and page, so
    // the server sends the smallest file the browser accepts without compressing at request time.
    compression({
      include: /\.(js|css|html|svg)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  resolve: {
    // Exact matches: `@orbis/engine` must not swallow `@orbis/engine/sim` as a prefix.
    alias: [
      { find: /^@orbis\/contracts$/, replacement: here('../../packages/contracts/src/index.ts') },
      { find: /^@orbis\/engine$/, replacement: here('../../packages/engine/src/index.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/sanctum': 'http://localhost:8080',
      '/login': 'http://localhost:8080',
      '/uploads': 'http://localhost:8080',
      '/socket.io': { target: 'http://localhost:8080', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Every browser Orbis supports preloads modules itself: no polyfill, one file less.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { main: here('index.html'), game: here('game.html') },
      output: {
        // The code every app starts with, in few files: over HTTP/1.1 a browser opens six
        // connections to a host, and each file beyond them waits a round trip before a first
        // paint (docs/architecture.md, "The first screen"). The rest is split where it is used.
        codeSplitting: {
          groups: [
            { name: 'core', test: (id) => CORE.some((pattern) => pattern.test(id)), priority: 20 },
            { name: 'pictures', test: PICTURES, priority: 10 },
            {
              name: 'shared-screens',
              test: (id) => SHARED_SCREENS.some((pattern) => pattern.test(id)),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
