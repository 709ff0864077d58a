#!/usr/bin/env bash
# Browser tests drive the operating system's Chromium headless shell, and screenshots and
# Lighthouse its full Chromium. Install whichever is missing when we can.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROME_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Not found: ${missing[*]}. Install with apt-get (or set CHROME_PATH, TEST_CHROME_PATH)." >&2
exit 1
