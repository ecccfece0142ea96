#!/usr/bin/env bash
# Builds the MCP server's container image (Containerfile) from this checkout.
#   scripts/build-image.sh [--tag NAME] [--base IMAGE] [--engine podman|docker]
# The build context is made here: the app package deployed by pnpm with its production
# dependencies (no registry is needed for the build itself beyond BASE).
set -euo pipefail
cd "$(dirname "$0")/.."
tag=localhost/agent-toolkit:dev
base=
engine=podman
while [ $# -gt 0 ]; do
  case "$1" in
    --tag) tag="$2"; shift 2 ;;
    --base) base="$2"; shift 2 ;;
    --engine) engine="$2"; shift 2 ;;
    *) echo "build-image: unknown option $1" >&2; exit 2 ;;
  esac
done

source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile >/dev/null
pnpm build >/dev/null
context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
pnpm --loglevel=warn --filter @agent-toolkit/app deploy --legacy --prod "$context/app" >/dev/null
"$engine" build -q -f Containerfile ${base:+--build-arg "BASE=$base"} -t "$tag" "$context"
echo "built $tag"
