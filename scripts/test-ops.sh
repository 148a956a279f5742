#!/usr/bin/env bash
# The ops tier: two app instances on a private PostgreSQL behind Debian's nginx, on loopback
# (tests/ops/). Installs nginx with apt when missing, builds the app when it is not built.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-apt-package.sh /usr/sbin/nginx nginx
export NEXT_TELEMETRY_DISABLED=1
if [ ! -f .next/BUILD_ID ]; then npx next build && npx tsx scripts/build-sw.ts; fi
# The offline web app's service worker from that build (decision 0049).
[ -f public/sw.js ] || npx tsx scripts/build-sw.ts
# npm start (tests/ops/embedded-start.test.ts) would build again if a source looked newer.
touch .next/BUILD_ID
# A hard bound on the whole tier, whatever hangs: the tests kill what they started.
timeout --kill-after=15s 1500s npx vitest run --project ops --reporter=default --reporter=json --outputFile.json=test-results/ops.json "$@"
