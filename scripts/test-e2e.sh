#!/usr/bin/env bash
# Playwright api and ui projects against a freshly built app on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-apt-package.sh "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
# Chinese and Korean pages need a CJK font for their screenshots (a diver's phone has one).
bash scripts/ensure-apt-package.sh /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc fonts-wqy-zenhei
export NEXT_TELEMETRY_DISABLED=1
npx next build
touch .next/BUILD_ID
npx playwright test "$@"
