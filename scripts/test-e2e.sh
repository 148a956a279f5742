#!/usr/bin/env bash
# Playwright api and ui projects against a freshly built app on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-apt-package.sh "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
export NEXT_TELEMETRY_DISABLED=1
npx next build
touch .next/BUILD_ID
npx playwright test "$@"
