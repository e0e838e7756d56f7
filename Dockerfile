# Orbis as a container image: Node 20 on Debian bookworm slim, run as a non-root user, its data
# in the volume /data. docs/operations.md ("A container image") says how to build and run it.
#
#   docker build -t orbis .
#   docker run -p 8080:8080 -v orbis-data:/data orbis
#
# --build-arg BASE_IMAGE=… builds on another Node 20 image on bookworm (`npm run container:check`
# builds on a local stand-in). Behind a proxy that re-signs TLS, hand npm the proxy's CA bundle
# as a build secret: `--secret id=ca,src=/etc/ssl/certs/ca-certificates.crt`. A secret is mounted
# for one step only and never stored in the image.

ARG BASE_IMAGE=docker.io/library/node:20-bookworm-slim

# --- build: every dependency, the build, then only what the server needs at run time --------------
FROM ${BASE_IMAGE} AS build

# Compilers for native modules that have no prebuilt binary for this platform (or cannot fetch it).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false

# The manifests first, so that a change in the sources alone reuses the installed dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# node-gyp compiles against the headers the Node image ships, when it has them, rather than
# downloading them. The CA bundle, when given, is read from the secret's mount for this step only.
RUN --mount=type=secret,id=ca,required=false \
  prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"; \
  if [ -f "$prefix/include/node/node.h" ]; then export npm_config_nodedir="$prefix"; fi; \
  if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
  npm ci

COPY . .
RUN npm run build

# The run time needs the server's workspace and its production dependencies: the web app is served
# built. Dropping the other workspaces from the manifest lets `npm prune` remove their dependencies
# too, without a second install (the native modules stay as compiled above).
RUN node -e "const fs = require('node:fs'); \
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')); \
    manifest.workspaces = ['packages/contracts', 'packages/engine', 'apps/server']; \
    fs.writeFileSync('package.json', JSON.stringify(manifest));" \
  && npm prune --omit=dev \
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
    node_modules/better-sqlite3/build/Release/.deps

# --- runtime -------------------------------------------------------------------------------------
FROM ${BASE_IMAGE} AS runtime

ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data

# The server runs as `orbis` (uid and gid 10001); the app's files stay root's, read-only to it.
# /data is its own: the SQLite file, uploaded pictures and the process's claim file.
RUN groupadd --system --gid 10001 orbis \
  && useradd --uid 10001 --gid orbis --create-home --home-dir /home/orbis \
    --shell /usr/sbin/nologin orbis \
  && mkdir /data \
  && chown orbis:orbis /data

WORKDIR /app

# The root manifest and start script keep `npm start`, `npm run backup`, `restore` and
# `db:migrate` working in the container (the build check finds the output built).
COPY package.json ./
COPY scripts/start.mjs scripts/ensure-built.mjs scripts/container-healthcheck.mjs scripts/
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/engine/package.json packages/engine/
COPY --from=build /app/packages/engine/dist packages/engine/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist

USER orbis
VOLUME /data
EXPOSE 8080

# Healthy once /livez and /readyz both answer 200: the process runs, the database and Redis answer.
# The first start migrates and seeds before it listens, hence the start period.
HEALTHCHECK --interval=15s --timeout=10s --start-period=120s --retries=3 \
  CMD ["node", "scripts/container-healthcheck.mjs"]

# Node itself is process 1: it handles SIGTERM (a graceful stop within 10 seconds). Its options
# are the server's (apps/server/src/node-options.ts).
CMD ["node", "--max-semi-space-size=32", "apps/server/dist/server.js"]
