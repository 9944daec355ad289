# The web apps' images, one per app and release. Build from the repository root, e.g.
#   docker build -f deploy/web.Dockerfile --target static --build-arg APP=mfe-catalogue --build-arg VERSION=2026.1 \
#     -t rsm/catalogue:2026.1 .
#   docker build -f deploy/web.Dockerfile --target static --build-arg APP=host -t rsm/host:local .
# One install serves every app (the `deps` stage has no per-app argument, so the builds of all five share it); each
# app's release build then adds only its own folder. Runtime images carry the build on busybox's static web server (a
# few MB), nothing else: the gateway completes the host's page (deploy/nginx, shared/build/gateway-pages.ts). Base
# images are build arguments: the official ones by default, local ones made by bases/make-bases.sh where no image
# registry is reachable.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG STATIC_IMAGE=busybox:1.36

FROM ${NODE_IMAGE} AS deps
ENV PNPM_VERSION=10.34.9 \
    npm_config_store_dir=/pnpm/store \
    npm_config_update_notifier=false \
    CI=true
RUN npm install --global --no-fund --no-audit "pnpm@${PNPM_VERSION}" && pnpm --version
WORKDIR /app
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY sound/package.json sound/
COPY bench/package.json bench/
COPY host/package.json host/
COPY mfe-catalogue/package.json mfe-catalogue/
COPY mfe-player/package.json mfe-player/
COPY mfe-playlists/package.json mfe-playlists/
COPY mfe-composer/package.json mfe-composer/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN --mount=type=cache,id=rsm-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --ignore-scripts \
      --filter "@rsm/host..." --filter "@rsm/mfe-catalogue..." --filter "@rsm/mfe-player..." \
      --filter "@rsm/mfe-playlists..." --filter "@rsm/mfe-composer..."
COPY shared/ shared/

# --- the release build of one app ---
FROM deps AS build
ARG APP
ARG VERSION=local
COPY ${APP}/ ${APP}/
# RELEASE_VERSION salts the chunk hashes: no file name of this release is reused by the next (see build-env.ts).
RUN test -n "${APP}" && cd "${APP}" && NODE_ENV=production RELEASE_VERSION="${VERSION}" pnpm run build

# --- an app: its build under /<name>/<version>/ on busybox httpd (the gateway routes there) ---
# At start the container adds its version to the releases folder (a volume kept across containers) and serves the
# whole folder: after a release by image tag, a tab opened on the previous version still finds its files.
FROM ${STATIC_IMAGE} AS static
ARG APP
ARG VERSION=local
ARG PORT=8081
ENV PORT=${PORT}
LABEL org.opencontainers.image.title="rsm ${APP}" org.opencontainers.image.version="${VERSION}"
COPY deploy/static/httpd.conf /etc/httpd.conf
COPY --from=build /app/${APP}/dist /release/${APP}/${VERSION}/
# The URL names a remote without its folder's prefix: /catalogue/<version>/ for mfe-catalogue, /host/<version>/.
RUN cd /release && name="$(echo "${APP}" | sed 's/^mfe-//')" && { [ "${name}" = "${APP}" ] || mv "${APP}" "${name}"; } \
    && mkdir -p /releases && chown 65534:65534 /releases
USER 65534:65534
EXPOSE ${PORT}
CMD cp -r /release/. /releases/ && exec httpd -f -p "${PORT}" -h /releases -c /etc/httpd.conf
