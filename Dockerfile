# syntax=docker/dockerfile:1
# Multi-stage image of the four service areas (docs/production.md).
# No Docker engine runs on our CI machines: test/production/runtime-install.production.ts
# (npm run test:production) replays this file: it reads the runtime stage's COPY lines (they must
# be the README's runtime file list), its ENV, the npm ci flags, the HEALTHCHECK command and the
# CMD from here, and runs them in a folder of its own.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source where no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY generated ./generated
# The build also writes each spec as a parsed document, so a start needs no YAML parse (docs/performance.md "Start").
COPY spec ./spec
COPY scripts/build-spec-documents.mjs ./scripts/build-spec-documents.mjs
# And bundles the server of `npm start` into build/bundle/ (scripts/build-bundle.mjs).
COPY scripts/build-bundle.mjs ./scripts/build-bundle.mjs
# And makes the store a first start copies, with and without the demo data (scripts/build-store-templates.mjs).
COPY scripts/build-store-templates.mjs ./scripts/build-store-templates.mjs
RUN npm run build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
  && apt-get purge -y python3 make g++ && apt-get autoremove -y
COPY --from=build /app/build ./build
COPY spec ./spec
COPY demo ./demo
# The pre-step of the npm scripts, so that `npm start`, `npm run keys -- ...` etc. work in the container too.
COPY scripts/ensure-build.mjs ./scripts/ensure-build.mjs
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# METRICS_PORT: the operator's address (/metrics, /livez, /readyz), on loopback inside the
# container (METRICS_HOST=0.0.0.0 and a published port to scrape it from outside).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    METRICS_PORT=9464
EXPOSE 8081 8082 8083 8084
# Ready only when every area of AREAS listens and the store and Redis answer (/readyz).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "build/src/cli/healthcheck.js"]
# node itself is the entry point (no npm, no shell), so SIGTERM reaches the server: it drains and exits 0.
CMD ["node", "build/src/cli/serve.js"]
