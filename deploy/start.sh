#!/bin/sh
# Production start of one instance without containers (systemd, a VM): bring the database up to
# date, then serve. prepare-db holds a PostgreSQL advisory lock, so N instances started together
# take turns and only the first one migrates. Needs a built app (`npx next build`).
# Behind PgBouncer in transaction mode, set MIGRATE_DATABASE_URL to PostgreSQL's own address: the
# migrate step's session advisory locks do not hold through such a pooler (docs/deploy.md).
set -eu
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL is required in production}"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
DATABASE_URL="${MIGRATE_DATABASE_URL:-$DATABASE_URL}" node_modules/.bin/tsx scripts/prepare-db.ts
exec node scripts/server.mjs
