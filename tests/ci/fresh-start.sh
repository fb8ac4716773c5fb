#!/usr/bin/env bash
# The README's run command, exactly as written, on a fresh clone of this checkout (no dist/, no
# data/): waits for the first answer, fetches the home and two API calls, then stops the server
# with SIGTERM and expects a clean exit; then a restart (`npm start`), which must build nothing.
# A start that works only the second time, or only the first, fails here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
run_command=$(awk '/^Run the site/{found=1} found && /^```sh$/{getline; print; exit}' "$repo/README.md")
[ -n "$run_command" ] || { echo "fresh start: no run command found in README.md"; exit 1; }

work=$(mktemp -d)
port=${FRESH_START_PORT:-8080}
log="$work/start.log"
server=''
cleanup() {
  if [ -n "$server" ]; then kill -KILL -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone -q "$repo" "$work/site"
cd "$work/site"
[ ! -e dist ] && [ ! -e data ] || { echo "fresh start: the clone is not fresh"; exit 1; }

# One run of a start command: waits for the first answer, checks the home, the placard and
# the region list (data the server bundle reads from beside itself), then SIGTERM to the whole
# process group (npm, sh, node) and a clean exit. $1 names the run, $2 is the command.
run_once() {
  local name=$1 command=$2 started answered=''
  : >"$log"
  started=$(date +%s%N)
  set -m
  PORT=$port bash -c "$command" >"$log" 2>&1 &
  server=$!
  set +m
  for _ in $(seq 1 3000); do
    if ! kill -0 "$server" 2>/dev/null; then echo "fresh start ($name): the server exited"; cat "$log"; exit 1; fi
    if curl -fs -o /dev/null -X POST "http://127.0.0.1:$port/api/winery/placard/get"; then answered=1; break; fi
    sleep 0.1
  done
  [ -n "$answered" ] || { echo "fresh start ($name): no answer within 300 s"; tail -50 "$log"; exit 1; }
  echo "fresh start ($name): first answer $(( ($(date +%s%N) - started) / 1000000 )) ms after the command began"

  # the server runs under node from its bundle: no TypeScript compiler in the process group
  if ps -o args= -g "$server" | grep -q tsx; then echo "fresh start ($name): the server runs under tsx"; ps -o args= -g "$server"; exit 1; fi

  curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' \
    || { echo "fresh start ($name): the home is not the app's page"; exit 1; }
  local placard regions
  placard=$(curl -fsS -X POST "http://127.0.0.1:$port/api/winery/placard/get" --data 'lang=en')
  echo "$placard" | grep -q '"code":1' || { echo "fresh start ($name): placard answered $placard"; exit 1; }
  regions=$(curl -fsS -X POST "http://127.0.0.1:$port/api/area/area/" --data 'pid=0&lang=tw')
  echo "$regions" | grep -q '"name":"北京市"' || { echo "fresh start ($name): the region list answered $regions"; exit 1; }

  kill -TERM -- "-$server"
  for _ in $(seq 1 30); do kill -0 -- "-$server" 2>/dev/null || break; sleep 1; done
  if kill -0 -- "-$server" 2>/dev/null; then echo "fresh start ($name): still running 30 s after SIGTERM"; exit 1; fi
  grep -q 'closed cleanly' "$log" || { echo "fresh start ($name): no clean shutdown"; tail -20 "$log"; exit 1; }
  server=''
}

echo "fresh start: $run_command"
run_once first "$run_command"
[ -f dist/server/server.mjs ] && [ -f dist/web/index.html ] || { echo "fresh start: the first start left no build"; exit 1; }
# packages only some requests need are loaded by those requests, not by every start
if grep -nE '^import .* from "(sharp|nodemailer|@viz-js/viz)";' dist/server/server.mjs; then
  echo "fresh start: the server bundle loads the above at start"; exit 1
fi
# every later start (a restart: `npm start`): the build is up to date, so nothing is built again
run_once again 'npm start'
if grep -q ' built in ' "$log"; then echo "fresh start (again): built again with nothing changed"; grep ' built in ' "$log"; exit 1; fi
echo "fresh start: answered, served the home, the placard and the regions, stopped cleanly, twice"
