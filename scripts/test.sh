#!/usr/bin/env bash
# The whole test run from a clean clone: install, build, every feature under c8, leak check.
set -euo pipefail
cd "$(dirname "$0")/.."

source "$(dirname "$0")/ensure-pnpm.sh"

# The sandbox scenarios need bubblewrap; Debian's package installs it where we are root.
if ! command -v bwrap >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null
fi

# The repository's .npmrc silences npm's banner for `npm start`; installs still say what they do.
pnpm install --frozen-lockfile --loglevel=info
pnpm build

mkdir -p reports
rm -f reports/summary.txt reports/container-summary.txt
status=0
# Beside the scenarios (about 14 CPU-seconds, most of it the type-check): what publishers check
# (publint, arethetypeswrong, the MCP registry's server.json), and a type-check of the step
# definitions too (the adapter fixtures are typed with the SDKs' own types). Reported at the end.
{ bash scripts/lint.sh && node_modules/.bin/tsc -p tsconfig.json; } >reports/checks.log 2>&1 &
checks=$!
if [ $# -gt 0 ]; then
  # A subset (`npm test -- features/x.feature`): confined like the whole run, without the coverage gate.
  bash scripts/confine.sh node_modules/.bin/cucumber-js --format summary:reports/summary.txt "$@" || status=$?
else
  # Coverage of the packages' TypeScript through the source maps of what Node loaded (dist),
  # counting every src file, loaded or not. The scenarios run confined (scripts/confine.sh), in two
  # cucumber workers (most of them wait on processes; three gain nothing, the run is then CPU-bound).
  # The same provided scenarios with every shell in a container (the container runner) run beside
  # them in one worker (they mostly wait on the engine), into the same coverage directory; the
  # report and the gate come once both are done.
  # The installed command's bundle is left out: its source map also names every dependency it holds
  # (the scenarios run the same src module by module; installed_command.feature runs the bundle).
  rm -rf coverage/tmp && mkdir -p coverage/tmp
  NODE_V8_COVERAGE="$PWD/coverage/tmp" CONTAINER_SCENARIOS_PARALLEL=1 bash scripts/container-scenarios.sh --format summary:reports/container-summary.txt >reports/container-run.log 2>&1 &
  container_run=$!
  NODE_V8_COVERAGE="$PWD/coverage/tmp" bash scripts/confine.sh node_modules/.bin/cucumber-js --parallel 2 --format summary:reports/summary.txt || status=$?
  wait "$container_run" || status=$?
  echo "container run:" && cat reports/container-run.log
  node_modules/.bin/c8 report --all --src packages --include 'packages/*/dist/**' --exclude '**/*.d.ts' --exclude 'packages/app/dist/bin.bundle.js' --exclude 'packages/app/dist/bin.chunk-*.js' \
    --reporter text-summary --reporter lcov --report-dir coverage \
    --check-coverage --lines 90 --branches 90 --functions 90 --statements 90 || status=$?
fi

if ! wait "$checks"; then status=1; echo "publishing checks or type-check failed:" >&2; fi
cat reports/checks.log

# The closing line CI reads: scenarios passed and failed.
count() { { grep -shE '^[0-9]+ scenarios' reports/summary.txt reports/container-summary.txt || true; } | { grep -oE "[0-9]+ $1" || true; } | awk '{ sum += $1 } END { print sum + 0 }'; }
passed=$(count passed)
failed=$(count failed)

# Belt and braces beside the suite's own check: no test shell reparented to init.
strays=$(ps -eo pid,ppid,etimes,args --no-headers | awk '$2 == 1 && $4 ~ /^(sleep|yes|bash)$/ && $0 ~ /agent-toolkit|sleep (3[0-9]+|60)( |$)|seq 1 (200|2000)/' || true)
if [ -n "$strays" ]; then
  echo "processes left behind by the test run:" >&2
  echo "$strays" >&2
  exit 1
fi

echo "scenarios: ${passed} passed, ${failed} failed"
exit "$status"
