#!/usr/bin/env bash
# Browser tests drive the operating system's Chromium. Install it when it is missing and we can.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chrome" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chrome: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chrome. Install it (apt-get install chromium) or set CHROME_PATH." >&2
exit 1
