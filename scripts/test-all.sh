#!/usr/bin/env bash
# npm test — every check, in the order CI runs them: lint, typecheck, unit, integration on PGlite,
# the same integration suite on PostgreSQL (a fresh database per run), the browser tests, then the standalone
# server and two servers on one database (scripts/check-*.mjs, on the browser tests' build). PostgreSQL:
# TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, else a throwaway server (test-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# shellcheck source=scripts/test-postgres.sh
source scripts/test-postgres.sh
# Each step prints the minutes:seconds since the run began, so a slow step shows in the log.
step() { printf '\n\033[1m== %s\033[0m (at %d:%02d)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

# The typecheck runs beside the lint (each mostly uses one core); its output follows the lint's.
tsc_log="$(mktemp)"
npx tsc --noEmit >"$tsc_log" 2>&1 &
tsc_pid=$!
step "Lint (Biome, import cycles, unused code)"
npm run lint
step "Typecheck"
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
cat "$tsc_log"
rm -f "$tsc_log"
[ "$tsc_status" = 0 ] || exit "$tsc_status"
step "Unit tests"
if ! command -v soffice >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then
  echo "Installing LibreOffice Calc and poppler-utils for the estimate export's file tests…"
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    libreoffice-calc-nogui poppler-utils || echo "Not installed: those tests skip."
fi
npx vitest run --project unit
step "Integration tests on PGlite"
env -u DATABASE_URL npx vitest run --project integration
choose_test_postgres
step "Integration tests on PostgreSQL ($pg_url)"
DATABASE_URL="$pg_url" npx vitest run --project integration
step "End-to-end tests (Playwright, /usr/bin/chromium)"
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium (Playwright's own browser download cannot work offline)…"
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
npx playwright test
# Both reuse the build the browser tests made (no second `next build`).
step "The standalone server (what the Docker image runs)"
node scripts/check-standalone.mjs
step "Two servers, one PostgreSQL database, one realtime server"
DATABASE_URL="$pg_url" node scripts/check-two-servers.mjs
step "Done"
