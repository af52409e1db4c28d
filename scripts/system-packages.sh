#!/usr/bin/env bash
# System packages the tests use: Chromium (browser tests, Lighthouse), PostgreSQL 15, pgTAP
# (database and SQL tests) and pg_cron (the migrations schedule the retention jobs on a cluster
# that preloads it, as hosted Supabase does). Installed with apt when running as root, otherwise
# named (exit 1). Sourced by test.sh; `bash scripts/system-packages.sh` runs only this step.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [[ -x /usr/bin/chromium ]] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pg_prove >/dev/null 2>&1 || missing+=(postgresql-15-pgtap)
ls /usr/lib/postgresql/15/lib/pg_cron.so >/dev/null 2>&1 || missing+=(postgresql-15-cron)
if ((${#missing[@]})); then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "==> apt-get install ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}" >&2
    echo "Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]}) and run this again." >&2
    exit 1
  fi
fi
