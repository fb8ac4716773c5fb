#!/usr/bin/env bash
# Issue 15 §3: three app instances behind Debian's nginx on one PostgreSQL server
# (tests/ci/multi-instance.ts says what it shows). Run from .ci/run after the PostgreSQL server
# suite, with DATABASE_URL naming a database on that server (its user must be able to create
# and drop databases: the test works in its own, winery_multi, and drops it at the end).
#   DATABASE_URL=postgres://winery:winery@127.0.0.1:5432/winery bash tests/ci/multi-instance.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${DATABASE_URL:?set DATABASE_URL to a database on the PostgreSQL server, e.g. postgres://winery:winery@127.0.0.1:5432/winery}"
# (not NGINX: nginx reads that variable itself, for sockets handed over on upgrade)
export NGINX_BIN="${NGINX_BIN:-/usr/sbin/nginx}"
if [ ! -x "$NGINX_BIN" ]; then
  echo "nginx not found at $NGINX_BIN: apt-get install nginx" >&2
  exit 1
fi
# the instances serve the built site; in CI `npm test` has just built it
if [ ! -f dist/web/index.html ]; then npm run build; fi

run_dir=$(mktemp -d /tmp/winery-multi.XXXXXX)
export MULTI_RUN_DIR="$run_dir"
cleanup() {
  # whatever the driver started and did not stop (it was killed, or failed hard): by PID
  if [ -f "$run_dir/pids" ]; then
    while read -r pid; do kill "$pid" 2>/dev/null || true; done < "$run_dir/pids"
  fi
  if [ "${KEEP_MULTI_RUN:-}" = "" ]; then rm -rf "$run_dir"; else echo "run directory kept: $run_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

node --import tsx tests/ci/multi-instance.ts
