#!/usr/bin/env bash
# Checks the container image and the pod manifest for real with `podman kube play`, no cluster:
# builds the image (scripts/build-image.sh), creates the token secret, plays the manifest's Pod,
# and talks to the server as an orchestrator would (scripts/pod-check.mjs), then tears it down.
#   scripts/verify-pod.sh [--base IMAGE]
# Without --base, node:20-bookworm-slim is pulled; where no registry can be reached, a local base is
# made once from Debian's packages (debootstrap) with this machine's Node (Node 20 on Debian 12).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
base=
[ "${1:-}" = --base ] && base="$2"
work="$(mktemp -d)"
source scripts/podman-env.sh "$work"

if [ -z "$base" ]; then
  base=docker.io/library/node:20-bookworm-slim
  if ! podman image exists "$base" && ! timeout 120 podman pull -q "$base" >/dev/null 2>&1; then
    base=localhost/agent-toolkit-node-base:20
    if ! podman image exists "$base"; then
      echo "verify-pod: no registry; making $base with debootstrap" >&2
      command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
      rootfs="$work/rootfs"
      debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
      cp "$(command -v node)" "$rootfs/usr/local/bin/node"
      tar -C "$rootfs" -c . | podman import -q - "$base" >/dev/null
      rm -rf "$rootfs"
    fi
  fi
fi
bash scripts/build-image.sh --base "$base"

token="$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
cleanup() {
  podman kube down "$work/pod.yaml" >/dev/null 2>&1 || true
  podman secret rm agent-toolkit-token >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
# podman 4 reads a secretKeyRef from a podman secret holding the keys' base64 values as JSON (its
# kube play of a Secret document is not read that way), so the secret is made directly.
podman secret rm agent-toolkit-token >/dev/null 2>&1 || true
printf '{"token":"%s"}' "$(printf %s "$token" | base64 -w0)" | podman secret create agent-toolkit-token - >/dev/null
# The Pod document, published on this machine's port 8080 for the check.
awk 'BEGIN { RS = "---\n" } /\nkind: Pod\n/ { printf "%s", $0 }' deploy/agent-toolkit-pod.yaml |
  sed 's/^        - containerPort: 8080$/        - containerPort: 8080\n          hostPort: 8080/' > "$work/pod.yaml"
podman kube play "$work/pod.yaml" >/dev/null
for _ in $(seq 1 100); do
  curl -s -o /dev/null http://127.0.0.1:8080/mcp && break
  sleep 0.1
done
podman logs agent-toolkit-server 2>&1 | grep 'MCP server on' | sed 's/^/server: /'
node scripts/pod-check.mjs http://127.0.0.1:8080/mcp "$token" agent-toolkit-server
echo "verify-pod: the image and the pod manifest work"
