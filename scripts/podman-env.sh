# Sourced: podman's settings for these machines, in a containers.conf of its own under "$1"
# (CONTAINERS_CONF is exported): the runc runtime (crun fails on hybrid cgroups here) and ulimits
# no higher than this machine's. A CONTAINERS_CONF already set is kept.
if [ -z "${CONTAINERS_CONF:-}" ]; then
  _limit() { local value; value="$(ulimit "$@")"; [ "$value" = unlimited ] && value=-1; echo "$value"; }
  cat > "$1/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$(_limit -Sn):$(_limit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "runc"
CONF
  export CONTAINERS_CONF="$1/containers.conf"
fi
