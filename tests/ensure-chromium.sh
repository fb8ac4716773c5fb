#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. On a fresh machine (as root) install it once;
# elsewhere say what is missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the browser tests…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
else
  echo "The browser tests need Chromium at $browser (Debian: apt-get install chromium) or CHROMIUM_PATH." >&2
  exit 1
fi
