# The Playwright suite in a container, for QA machines without Node (`docker compose --profile e2e run --rm e2e`).
# `npm run compose:test` runs the same suite from the machine itself instead, through the same gateway.
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
ENV PNPM_VERSION=10.34.9 \
    npm_config_store_dir=/pnpm/store \
    npm_config_update_notifier=false \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    CHROMIUM_PATH=/usr/bin/chromium-headless-shell \
    E2E_WITHOUT_REPOSITORY=1 \
    CI=true
RUN npm install --global --no-fund --no-audit "pnpm@${PNPM_VERSION}" && pnpm --version
WORKDIR /app
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY sound/package.json sound/
COPY bench/package.json bench/
COPY host/package.json host/
COPY mfe-catalogue/package.json mfe-catalogue/
COPY mfe-player/package.json mfe-player/
COPY mfe-playlists/package.json mfe-playlists/
COPY mfe-composer/package.json mfe-composer/
COPY e2e/package.json e2e/
RUN --mount=type=cache,id=rsm-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --ignore-scripts --filter "@rsm/e2e..."
COPY shared/ shared/
COPY e2e/ e2e/
RUN chown -R node:node /app/e2e
USER node
CMD ["pnpm", "--filter", "@rsm/e2e", "test"]
