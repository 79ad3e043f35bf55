#!/usr/bin/env bash
# `npm start`: installs the sandbox and toolchains when missing (root only), builds the web app,
# and serves everything at http://localhost:${PORT:-3000} (migrations run at server start).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -eq 0 ]; then
  bash scripts/install-system-deps.sh --runtime
elif ! command -v bwrap >/dev/null 2>&1; then
  echo "[start] WARNING: bubblewrap is missing and this is not root: code runs will be refused until scripts/install-system-deps.sh is run as root." >&2
fi
npm run build
exec npm run start -w @app/server
