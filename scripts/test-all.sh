#!/usr/bin/env bash
# npm test: every tier, in order. With TEST_DATABASE_URL set, integration tests run on PGlite
# and then again on that PostgreSQL server.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
export NEXT_TELEMETRY_DISABLED=1
status=0
step() { echo; echo "=== $1"; }

step "Type check"
npx tsc --noEmit -p . || status=1

step "Migration drift check (schema.prisma vs prisma/migrations)"
npx tsx scripts/migrate.ts drift || status=1

step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1

step "Integration tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/integration-pglite.json || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests on PostgreSQL (TEST_DATABASE_URL)"
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/integration-postgres.json || status=1
fi

step "End-to-end tests (Playwright api + ui against next start)"
bash scripts/test-e2e.sh || status=1

step "Operations tests (two instances behind nginx, private PostgreSQL: restarts, outages)"
bash scripts/test-ops.sh || status=1

node scripts/test-summary.mjs
exit $status
