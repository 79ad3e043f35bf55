#!/usr/bin/env bash
# Drops the scratch databases a test run created (names start with the run's prefix).
set -u
prefix="${1:?prefix}"
url="${TEST_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
for db in $(psql "$url" -tAc "select datname from pg_database where datname like '${prefix}%'" 2>/dev/null); do
  psql "$url" -qc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
done
