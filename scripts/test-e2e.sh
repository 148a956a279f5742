#!/usr/bin/env bash
# Playwright api and ui projects against a freshly built app on a fresh database: embedded PGlite,
# or with E2E_DATABASE_URL_SERVER=postgresql://… a new database on that server (made here,
# migrated and seeded by the app's own start, dropped at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
# Chromium's headless shell (Debian's chromium-headless-shell): the browser without its window
# system, a third less CPU for the same pages than the full browser in headless mode (measured:
# docs/decisions/0040). CHROMIUM_PATH=/usr/bin/chromium runs the suites in the full browser.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  bash scripts/ensure-apt-package.sh /usr/bin/chromium-headless-shell chromium-headless-shell
else
  bash scripts/ensure-apt-package.sh "$CHROMIUM_PATH" chromium
fi
# Chinese and Korean pages need a CJK font for their screenshots (a diver's phone has one).
bash scripts/ensure-apt-package.sh /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc fonts-wqy-zenhei
export NEXT_TELEMETRY_DISABLED=1
# The app, then its service worker (public/sw.js, decision 0049) from that build.
if [ "${E2E_SKIP_BUILD:-0}" != 1 ] || [ ! -f .next/BUILD_ID ]; then npx next build && npx tsx scripts/build-sw.ts; fi
[ -f public/sw.js ] || npx tsx scripts/build-sw.ts
touch .next/BUILD_ID
if [ -n "${E2E_DATABASE_URL_SERVER:-}" ]; then
  E2E_DATABASE_URL=$(node scripts/e2e-database.mjs create "$E2E_DATABASE_URL_SERVER")
  trap 'node scripts/e2e-database.mjs drop "$E2E_DATABASE_URL"' EXIT
  # Server mode asks for its secrets; these live as long as this run.
  AUTH_SECRET=$(node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))")
  CREDENTIALS_SIGNING_KEY=$(npx tsx scripts/credentials-key.ts)
  # A test install on purpose: the built-in Stripe emulator takes the payments (decision 0037).
  STRIPE_EMULATOR=1
  export E2E_DATABASE_URL AUTH_SECRET CREDENTIALS_SIGNING_KEY STRIPE_EMULATOR
fi
npx playwright test "$@"
