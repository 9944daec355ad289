# syntax=docker/dockerfile:1
# One web app (the host or a remote) as an image of one release. Build from the repository root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=mfe-catalogue --build-arg VERSION=2026.1 -t rsm/catalogue:2026.1 .
# Only the app's folder and shared/ are copied in after the install: an image changes only when they (or the
# lockfile) do, so releasing the catalogue rebuilds no other app's image. The app serves its build at the root and
# at /<app>/<VERSION>/, the path the gateway (deploy/nginx) routes to.

FROM node:20-bookworm-slim AS base
ENV PNPM_VERSION=10.34.9 \
    npm_config_store_dir=/pnpm/store \
    npm_config_update_notifier=false \
    CI=true
RUN npm install --global --no-fund --no-audit "pnpm@${PNPM_VERSION}" && pnpm --version
WORKDIR /app

# --- the app's dependencies: every workspace manifest (pnpm checks the lockfile against all of them) ---
FROM base AS deps
ARG APP
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY mfe-catalogue/package.json mfe-catalogue/
COPY mfe-player/package.json mfe-player/
COPY mfe-playlists/package.json mfe-playlists/
COPY mfe-composer/package.json mfe-composer/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN --mount=type=cache,id=rsm-pnpm-store,target=/pnpm/store \
    test -n "${APP}" && pnpm install --frozen-lockfile --filter "@rsm/${APP}..."

# --- the release build of this one app ---
FROM deps AS build
ARG APP
ARG VERSION=local
COPY shared/ shared/
COPY ${APP}/ ${APP}/
# RELEASE_VERSION salts the chunk hashes: no file name of this release is reused by the next (see build-env.ts).
RUN cd "${APP}" && NODE_ENV=production RELEASE_VERSION="${VERSION}" pnpm run build

# --- runtime: the app's server (shared/build/cli.ts serve) over its build ---
FROM build AS runtime
ARG APP
ARG VERSION=local
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    APP_VERSION=${VERSION}
LABEL org.opencontainers.image.title="rsm ${APP}" org.opencontainers.image.version="${VERSION}"
USER node
WORKDIR /app/${APP}
CMD ["pnpm", "run", "serve"]
