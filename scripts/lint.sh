#!/usr/bin/env bash
# The checks publishers run, for every package: publint (package.json, exports, files) and
# arethetypeswrong (types resolve for ESM consumers: the packages are ESM only), then the MCP
# registry's server.json against the package it names. Expects the packages built.
# The tools' own bins, not `pnpm exec`: that costs most of a second per call here.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$PWD/node_modules/.bin"
for package in packages/*/; do
  "$bin/publint" "$package" --strict --level warning | sed -n '/All good\|Warnings\|Errors\|Suggestions/,$p'
  (cd "$package" && "$bin/attw" --pack . --profile esm-only --format table-flipped --quiet) || { echo "attw: $package fails"; exit 1; }
  echo "attw: $(node -p "require('./${package}package.json').name") resolves for ESM consumers"
done
node scripts/check-server-json.mjs
