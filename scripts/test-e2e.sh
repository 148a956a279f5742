#!/usr/bin/env bash
# Playwright api and ui projects against a freshly built app on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: installing Debian's chromium package (needs root)..."
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
  fi
fi
export NEXT_TELEMETRY_DISABLED=1
npx next build
touch .next/BUILD_ID
npx playwright test "$@"
