#!/usr/bin/env bash
# `npm run worker`: a runner worker for RUNNER_MODE=queue (docs/deploy.md). Needs DATABASE_URL
# (the PostgreSQL the API processes use) and, as for `npm start`, root for the sandbox; installs
# bubblewrap and the toolchains when missing, builds the server and runs apps/server/dist/worker.js.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh
echo "[worker] Node $(node --version) ($(command -v node))"
if [ -z "${DATABASE_URL:-}" ]; then
  echo "[worker] DATABASE_URL is not set: a worker takes runs from the PostgreSQL job queue (docs/deploy.md)." >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  bash scripts/install-system-deps.sh --runtime
fi
npm run build -w @app/server
exec node --enable-source-maps apps/server/dist/worker.js
