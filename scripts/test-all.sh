#!/usr/bin/env bash
# npm test: every tier, with the wall and CPU time of each and of the whole at the end.
#
# Integration: without TEST_DATABASE_URL every file runs on embedded PGlite. With it (CI), every
# file runs on that PostgreSQL server, and the files whose outcome can depend on the engine
# (tests/integration/engines/ and lib/db/, kept honest by tests/support/engine-probe.ts and
# scripts/engine-coverage.mjs) run on PGlite as well.
#
# Tiers that bound hangs rather than speed run side by side (`together`) so that neither core
# waits while one waits on its database; their output is printed whole, one tier after the
# other, when the group ends.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results
mkdir -p test-results/logs
export NEXT_TELEMETRY_DISABLED=1
status=0
report=()

# run_tier NAME COMMAND...: one tier, its output to test-results/logs/SLUG.log and, in
# SLUG.time, "wall-seconds cpu-seconds exit-status" (CPU of its processes and their children; the
# database server's own is not counted).
slug() { echo "${1//[^A-Za-z0-9]/-}"; }
run_tier() {
  local name=$1 t0=$SECONDS rc=0
  shift
  local out
  out=$(slug "$name")
  (
    "$@" >"test-results/logs/$out.log" 2>&1
    rc=$?
    # Children's user and system time, "XmY.Zs" each.
    # (`times` itself outside a pipe: a pipe would run it in a subshell without these children.)
    times >"test-results/logs/$out.cpu"
    tail -1 "test-results/logs/$out.cpu" | awk -v rc=$rc '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } print t, rc }' >"test-results/logs/$out.cpu.tmp"
    mv "test-results/logs/$out.cpu.tmp" "test-results/logs/$out.cpu"
    exit $rc
  ) || rc=$?
  echo "$((SECONDS - t0)) $(cat "test-results/logs/$out.cpu" 2>/dev/null || echo "0 $rc")" >"test-results/logs/$out.time"
}

# The whole machine's busy CPU-seconds so far (/proc/stat: all but idle and iowait). `times` above
# misses processes that leave their parent (Chromium's renderers), so each group also reports what
# the machine did while it ran: on an idle CI machine, that is the group's own use of the cores.
machine_busy() {
  awk -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" '/^cpu / { print ($2 + $3 + $4 + $7 + $8 + $9) / hz; exit }' /proc/stat 2>/dev/null || echo 0
}
cores=$(nproc 2>/dev/null || echo 1)

# together NAME COMMAND [-- NAME COMMAND ...]: the tiers of one group at once, then their output
# one after the other.
together() {
  local names=() pids=() args=() name out wall cpu code mark busy0 t0=$SECONDS
  busy0=$(machine_busy)
  while [ $# -gt 0 ]; do
    name=$1
    shift
    args=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do args+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    names+=("$name")
    run_tier "$name" "${args[@]}" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  local group_wall=$((SECONDS - t0)) busy
  busy=$(awk -v a="$busy0" -v b="$(machine_busy)" 'BEGIN { printf "%.0f", b - a }')
  for name in "${names[@]}"; do
    out=$(slug "$name")
    echo
    echo "=== $name"
    cat "test-results/logs/$out.log"
    read -r wall cpu code <"test-results/logs/$out.time"
    mark="ok"
    if [ "$code" != 0 ]; then mark="FAILED (exit $code)"; status=1; fi
    report+=("$(printf '%-58s %5ss wall %6.0fs CPU  %s' "$name" "$wall" "$cpu" "$mark")")
  done
  report+=("$(awk -v b="$busy" -v w="$group_wall" -v c="$cores" 'BEGIN { printf "  (the machine, all processes: %ss busy CPU over %ss, %.0f%% of %s cores)", b, w, (w > 0 ? 100 * b / (w * c) : 0), c }')")
}
tier() { together "$@"; }

typecheck() { npx next typegen >/dev/null && npx tsc --noEmit -p .; }
unit() { npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json; }
drift() { npx tsx scripts/migrate.ts drift; }
build() {
  # The type check above covered what `next build` would check again (next.config.js).
  if [ "$(awk '{print $3}' test-results/logs/Type-check.time 2>/dev/null)" = 0 ]; then
    NEXT_BUILD_TYPECHECKED=1 npx next build || return
  else
    npx next build || return
  fi
  # The offline web app's service worker (public/sw.js), from this build (decision 0049).
  npx tsx scripts/build-sw.ts
}
integration_pglite() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    # The engine-dependent files only: every file runs on PostgreSQL too.
    env -u TEST_DATABASE_URL npx vitest run --project 'integration*' tests/integration/engines lib/db \
      --reporter=default --reporter=json --outputFile.json=test-results/integration-pglite.json
  else
    npx vitest run --project 'integration*' --reporter=default --reporter=json --outputFile.json=test-results/integration-pglite.json
  fi
}
integration_postgres() {
  npx vitest run --project 'integration*' --reporter=default --reporter=json --outputFile.json=test-results/integration-postgres.json
}
e2e() {
  # On embedded PGlite, as `npm start` serves it (E2E_DATABASE_URL_SERVER=postgresql://… runs the
  # same suite on a fresh database of that server instead; decision 0039 says why CI does not yet).
  E2E_SKIP_BUILD=1 bash scripts/test-e2e.sh
}
ops() { bash scripts/test-ops.sh; }
benchmarks() { npm run --silent bench:smoke; }

wall0=$SECONDS
# The browser, its CJK font and nginx, installed with apt where missing while the first tiers
# run (the e2e and ops tiers would otherwise install them one by one in their own time).
(
  [ -n "${CHROMIUM_PATH:-}" ] || bash scripts/ensure-apt-package.sh /usr/bin/chromium-headless-shell chromium-headless-shell
  bash scripts/ensure-apt-package.sh /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc fonts-wqy-zenhei
  bash scripts/ensure-apt-package.sh /usr/sbin/nginx nginx
) >test-results/logs/packages.log 2>&1 &
packages=$!
together "Type check" typecheck -- "Unit tests" unit -- "Migration drift check" drift
# The integration runs beside the build (their tests bound hangs, not speed); the browser tests
# alone, since they keep both cores busy by themselves.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  together "Build (next build, once for e2e, ops and benchmarks)" build -- \
    "Integration tests on PostgreSQL (every file)" integration_postgres -- \
    "Integration tests on embedded PGlite (engines/)" integration_pglite
else
  together "Build (next build, once for e2e, ops and benchmarks)" build -- \
    "Integration tests on embedded PGlite (every file)" integration_pglite
fi
wait "$packages" || true # the tiers check again, and say what is missing
tier "End-to-end tests (Playwright api + ui against npm start)" e2e
tier "Engine coverage (every module's own SQL on both engines)" node scripts/engine-coverage.mjs
# Each of these two waits on the servers it starts about half its time: side by side they keep
# both cores busy (their ports and databases never meet: ops takes free ports and a private
# PostgreSQL, the benchmarks their own ports and bench databases).
together "Operations tests (nginx, two instances, outages, npm start)" ops -- "Benchmarks (smoke mode)" benchmarks

total=$((SECONDS - wall0))
echo
echo "=== Time per tier"
if [ -n "${CI_INSTALL_SECONDS:-}" ]; then
  printf '%-58s %5ss wall\n' "npm ci (.ci/run)" "$CI_INSTALL_SECONDS"
  total=$((total + CI_INSTALL_SECONDS))
fi
printf '%s\n' "${report[@]}"
printf 'Total wall time: %dm%02ds (load average at the end: %s)\n' $((total / 60)) $((total % 60)) "$(cut -d' ' -f1-3 /proc/loadavg)"
node scripts/test-summary.mjs
exit $status
