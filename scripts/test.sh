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
cleanup() { bash scripts/drop-test-databases.sh "$TEST_PG_PREFIX" || true; }
trap cleanup EXIT

step "typecheck"
npm run typecheck

step "lint"
npm run lint

step "unit and integration tests (SQLite and PostgreSQL)"
npx vitest run

step "build"
npm run build

step "browser journeys (Playwright, Debian's Chromium)"
npm run test:e2e
