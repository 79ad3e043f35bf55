#!/usr/bin/env bash
# The whole suite: installs what tests need when missing, then typecheck, lint, unit and
# integration tests on SQLite and PostgreSQL, and the browser journeys. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "system packages (chromium, bubblewrap, toolchains, PostgreSQL)"
bash scripts/install-system-deps.sh

step "npm packages"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
# Node 24 LTS for everything below: this machine's when it has one, else the project's.
source scripts/node-env.sh
echo "Node $(node --version) ($(command -v node))"

step "PostgreSQL"
source scripts/ensure-postgres.sh
export TEST_PG_PREFIX="cct_$(date +%s)_$$"
TMPDIR_CHECKS="$(mktemp -d)"
cleanup() { bash scripts/drop-test-databases.sh "$TEST_PG_PREFIX" || true; rm -rf "$TMPDIR_CHECKS"; }
trap cleanup EXIT

step "typecheck, lint, knip, formatting and the build (side by side: each is mostly one core)"
npm run typecheck > "$TMPDIR_CHECKS/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run lint > "$TMPDIR_CHECKS/lint.log" 2>&1 &
lint_pid=$!
# Unused files, exports and dependencies, and imports of packages a workspace does not list.
npm run knip > "$TMPDIR_CHECKS/knip.log" 2>&1 &
knip_pid=$!
# Every file as Prettier writes it (`npm run format` fixes what this reports).
npm run format:check > "$TMPDIR_CHECKS/format.log" 2>&1 &
format_pid=$!
# The build the journeys run (and the prerender tests read): beside the checks, which leave part
# of the second core idle, instead of after the tests. The checks ignore dist/.
npm run build > "$TMPDIR_CHECKS/build.log" 2>&1 &
build_pid=$!
typecheck_ok=0; lint_ok=0; knip_ok=0; format_ok=0; build_ok=0
wait "$typecheck_pid" || typecheck_ok=$?
wait "$lint_pid" || lint_ok=$?
wait "$knip_pid" || knip_ok=$?
wait "$format_pid" || format_ok=$?
wait "$build_pid" || build_ok=$?
cat "$TMPDIR_CHECKS/typecheck.log" "$TMPDIR_CHECKS/lint.log" "$TMPDIR_CHECKS/knip.log" "$TMPDIR_CHECKS/format.log" "$TMPDIR_CHECKS/build.log"
if [ "$typecheck_ok" -ne 0 ] || [ "$lint_ok" -ne 0 ] || [ "$knip_ok" -ne 0 ] || [ "$format_ok" -ne 0 ] || [ "$build_ok" -ne 0 ]; then
  echo "[test] typecheck exit $typecheck_ok, lint exit $lint_ok, knip exit $knip_ok, format exit $format_ok, build exit $build_ok" >&2
  exit 1
fi

step "unit and integration tests (SQLite and PostgreSQL)"
npx vitest run

step "browser journeys (Playwright, Debian's Chromium)"
npm run test:e2e
