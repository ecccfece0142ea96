#!/usr/bin/env bash
# The main job from a clean clone: install, build, then serve the tools over MCP on stdio.
# Everything but the protocol goes to stderr, so stdout stays the MCP stream.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

source "$(dirname "$0")/ensure-pnpm.sh"

{
  (cd "$root" && pnpm install --frozen-lockfile --loglevel=info && pnpm build)
} >&2

# `npm start` runs scripts from the repository root; serve the directory it was typed in.
if [ -z "${AGENT_TOOLKIT_CWD:-}" ] && [ -n "${INIT_CWD:-}" ]; then export AGENT_TOOLKIT_CWD="$INIT_CWD"; fi

# The installed command itself, with the Node flags of its `#!` line.
exec "$root/packages/app/bin/agent-toolkit.js" mcp "$@"
