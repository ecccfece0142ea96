#!/usr/bin/env bash
# The checks publishers run, for every package: publint (package.json, exports, files) and
# arethetypeswrong (types resolve for ESM consumers: the packages are ESM only), in one process
# over tarballs packed as pnpm publishes them; then the MCP registry's server.json against the
# package it names. Expects the packages built.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-packages.mjs
node scripts/check-server-json.mjs
