#!/usr/bin/env bash
# Runs a command in a confined view of this machine, so a test that goes wrong cannot harm it:
# the root filesystem read-only (the repository too, but for coverage/ and reports/), private
# /tmp, /var/tmp and /home, a minimal /dev with no disks, no network but loopback, and its own
# PID namespace (the command sees only its own processes, and all of them end with it).
# Where bubblewrap cannot run, it says so on one line and runs the command unconfined.
#
# For a run that needs more of the machine (scripts/container-scenarios.sh):
#   CONFINE_TMP=DIR, CONFINE_HOME=DIR  bind these as /tmp and /home instead of empty ones
#   CONFINE_BINDS="PATH ..."           bind these (where they exist) writable at the same place
#   CONFINE_HOST_PIDS=1                keep the host's PID namespace
#   CONFINE_REQUIRED=1                 refuse to run at all where confinement is unavailable
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$root/coverage" "$root/reports"

# In order: bwrap mounts each over what came before, so the repository (which may live under /tmp
# or /home, as a fresh clone or a mutation run's copy does) is bound after the new /tmp and /home.
# /proc is mounted by the confined command's first process rather than by bwrap, which covers parts
# of it with read-only mounts: the kernel lets a user namespace (every contained shell makes one)
# mount a proc only where a proc with nothing mounted over it is visible.
confinement=(--ro-bind / / --dev /dev --tmpfs /var/tmp)
if [ -n "${CONFINE_TMP:-}" ]; then confinement+=(--bind "$CONFINE_TMP" /tmp); else confinement+=(--tmpfs /tmp); fi
if [ -n "${CONFINE_HOME:-}" ]; then confinement+=(--bind "$CONFINE_HOME" /home); else confinement+=(--tmpfs /home --dir /home/user); fi
for path in ${CONFINE_BINDS:-}; do
  [ -e "$path" ] && confinement+=(--bind "$path" "$path")
done
confinement+=(
  --ro-bind "$root" "$root"
  --bind "$root/coverage" "$root/coverage"
  --bind "$root/reports" "$root/reports"
  --unshare-net
  --die-with-parent
  --setenv AGENT_TOOLKIT_TEST_CONFINED 1
  --chdir "$PWD"
)
[ "${CONFINE_HOST_PIDS:-}" = 1 ] || confinement+=(--unshare-pid)

# Without confinement the command runs anyway, saying so; with CONFINE_REQUIRED=1 (code broken on
# purpose: mutants, the policy-off drill) it does not run at all.
unconfined() {
  if [ "${CONFINE_REQUIRED:-}" = 1 ]; then
    echo "confinement: unavailable ($1); not running unconfined (CONFINE_REQUIRED=1)" >&2
    exit 3
  fi
  echo "confinement: unavailable ($1); running unconfined" >&2
}
if ! command -v bwrap >/dev/null 2>&1; then
  unconfined "bubblewrap is not installed"
  exec "$@"
fi
with_proc=(/bin/sh -c 'mount -t proc -o nosuid,nodev,noexec proc /proc || exit 125; exec "$@"' confine)
if ! problem=$(bwrap "${confinement[@]}" -- "${with_proc[@]}" true 2>&1); then
  unconfined "bwrap: ${problem//$'\n'/ }"
  exec "$@"
fi
exec bwrap "${confinement[@]}" -- "${with_proc[@]}" "$@"
