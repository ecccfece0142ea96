#!/usr/bin/env bash
# Runs scenarios a second time with every shell inside a container (the container runner), through
# podman: the provided features of foreground, background, BashOutput, KillShell and sessions, and
# features/container_runner.feature. Arguments are cucumber-js's (a c8 wrapper goes before them
# through CONTAINER_SCENARIOS_WRAP). Where podman cannot run containers, it says so on one line and
# runs nothing.
#
# The container runs from a throwaway overlay of this machine's root (`--rootfs /:O`: writes never
# reach the host), with no network, and the run's /tmp and /home mounted there. The cucumber run is
# confined as scripts/confine.sh does, read-only but for that /tmp, the repository's reports and
# the engine's own state; it shares the host's PID namespace, which the engine's exec needs to join
# the container by its pid (every command of it runs inside the container anyway).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$root/coverage" "$root/reports"

features=(
  features/bash_tool_foreground_execution.feature
  features/bash_tool_background_execution.feature
  features/bashoutput_tool.feature
  features/killshell_tool.feature
  features/shell_sessions.feature
  features/integration_tests.feature
  features/shell_process.feature
  features/shell_manager.feature
  features/waiting_for_output.feature
  features/container_runner.feature
)

if ! command -v podman >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc >/dev/null || true
fi
if ! command -v podman >/dev/null 2>&1 || ! command -v bwrap >/dev/null 2>&1; then
  echo "container scenarios: skipped (podman or bubblewrap is not installed)" >&2
  exit 0
fi

work="$(mktemp -d /tmp/agent-toolkit-container-run-XXXXXX)"
mkdir -p "$work/tmp" "$work/home/user"
name="agent-toolkit-test-$$"
# The container's conf is in its /tmp, where the confined run finds it too.
unset CONTAINERS_CONF
source "$root/scripts/podman-env.sh" "$work/tmp"
cleanup() {
  podman rm -f -t 0 "$name" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
if ! problem=$(podman run -d --name "$name" --init --network none -v "$work/tmp:/tmp" -v "$work/home:/home" --rootfs /:O sleep infinity 2>&1); then
  echo "container scenarios: skipped (podman cannot run a container here: ${problem//$'\n'/ })" >&2
  exit 0
fi

# Two workers unless CONTAINER_SCENARIOS_PARALLEL says otherwise: the scenarios mostly wait on the
# engine's execs (about 0.1 s each).
parameters="{\"runner\":{\"container\":\"$name\",\"engine\":\"podman\"},\"containerWork\":\"$work\"}"
# Confined as every run is, with the container's /tmp and /home, the engine's state and the host's
# PID namespace; inside, the engine's conf is the one in the container's /tmp.
# shellcheck disable=SC2086 # the wrapper is words on purpose
CONTAINERS_CONF=/tmp/containers.conf CONFINE_TMP="$work/tmp" CONFINE_HOME="$work/home" CONFINE_HOST_PIDS=1 \
  CONFINE_BINDS="/run /var/lib/containers /sys/fs/cgroup /etc/containers/networks" \
  "$root/scripts/confine.sh" ${CONTAINER_SCENARIOS_WRAP:-} "$root/node_modules/.bin/cucumber-js" --profile container --parallel "${CONTAINER_SCENARIOS_PARALLEL:-2}" --world-parameters "$parameters" "$@" "${features[@]}"
