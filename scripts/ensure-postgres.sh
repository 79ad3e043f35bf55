#!/usr/bin/env bash
# Sourced by scripts/test.sh: makes sure a PostgreSQL server answers at 127.0.0.1:5432 (trust
# auth) and exports TEST_PG_ADMIN_URL. Starts the Debian cluster if it is down; fails clearly in CI.
PG_URL_DEFAULT="postgres://postgres@127.0.0.1:5432/postgres"
export TEST_PG_ADMIN_URL="${TEST_PG_ADMIN_URL:-$PG_URL_DEFAULT}"

pg_up() { psql "$TEST_PG_ADMIN_URL" -tAc 'select 1' >/dev/null 2>&1; }

if ! pg_up; then
  echo "[postgres] not answering at $TEST_PG_ADMIN_URL; trying to start it"
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    for v in $(ls /etc/postgresql); do
      pg_ctlcluster --skip-systemctl-redirect "$v" main start 2>/dev/null || true
    done
  fi
  for _ in $(seq 1 20); do pg_up && break; sleep 0.5; done
fi

if ! pg_up; then
  # A fresh cluster with trust auth on 127.0.0.1 (Debian's packages installed by install-system-deps).
  if [ -d /usr/lib/postgresql ] && [ "$(id -u)" -eq 0 ]; then
    v=$(ls /usr/lib/postgresql | sort -V | tail -1)
    echo "[postgres] creating a cluster for PostgreSQL $v"
    pg_createcluster "$v" main -- --auth=trust >/dev/null 2>&1 || true
    pg_ctlcluster --skip-systemctl-redirect "$v" main start || true
    for _ in $(seq 1 20); do pg_up && break; sleep 0.5; done
  fi
fi

if pg_up; then
  echo "[postgres] ready at $TEST_PG_ADMIN_URL"
elif [ "${CI:-}" = "true" ]; then
  echo "[postgres] ERROR: PostgreSQL is required in CI and could not be started at $TEST_PG_ADMIN_URL" >&2
  exit 1
else
  echo "[postgres] WARNING: PostgreSQL is not available; its half of the database tests will be SKIPPED (outside CI only)" >&2
fi
