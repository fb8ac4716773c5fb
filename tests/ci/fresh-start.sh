#!/usr/bin/env bash
# The README's run command, exactly as written, on a fresh clone of this checkout (no dist/, no
# data/): waits for the first answer, fetches the home and one API call, then stops the server
# with SIGTERM and expects a clean exit. A start that works only the second time fails here.
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

echo "fresh start: $run_command"
set -m
PORT=$port bash -c "$run_command" >"$log" 2>&1 &
server=$!
set +m

answered=''
for _ in $(seq 1 300); do
  if ! kill -0 "$server" 2>/dev/null; then echo "fresh start: the server exited"; cat "$log"; exit 1; fi
  if curl -fs -o /dev/null "http://127.0.0.1:$port/"; then answered=1; break; fi
  sleep 1
done
[ -n "$answered" ] || { echo "fresh start: no answer within 300 s"; tail -50 "$log"; exit 1; }

curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' \
  || { echo "fresh start: the home is not the app's page"; exit 1; }
placard=$(curl -fsS -X POST "http://127.0.0.1:$port/api/winery/placard/get" --data 'lang=en')
echo "$placard" | grep -q '"code":1' || { echo "fresh start: placard answered $placard"; exit 1; }

# the whole process group (npm, tsx, node) gets the signal; wait until none of it is left
kill -TERM -- "-$server"
for _ in $(seq 1 30); do kill -0 -- "-$server" 2>/dev/null || break; sleep 1; done
if kill -0 -- "-$server" 2>/dev/null; then echo "fresh start: still running 30 s after SIGTERM"; exit 1; fi
grep -q 'closed cleanly' "$log" || { echo "fresh start: no clean shutdown"; tail -20 "$log"; exit 1; }
server=''
echo "fresh start: answered, served the home and the placard, stopped cleanly"
