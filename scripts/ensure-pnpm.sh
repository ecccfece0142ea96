# Sourced by the set-up scripts: puts pnpm 10 on PATH.
# corepack fails on these machines; a global npm install works, and npx is the fallback.
if ! command -v pnpm >/dev/null 2>&1; then
  npm install -g pnpm@10 >/dev/null 2>&1 || true
fi
if ! command -v pnpm >/dev/null 2>&1; then
  pnpm_shim="$(mktemp -d)"
  printf '#!/bin/sh\nexec npx --yes pnpm@10 "$@"\n' > "$pnpm_shim/pnpm"
  chmod +x "$pnpm_shim/pnpm"
  export PATH="$pnpm_shim:$PATH"
fi
